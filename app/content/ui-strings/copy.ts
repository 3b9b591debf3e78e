/**
 * Interface strings: the copy buttons (prompt templates, an article's address).
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** The copy button's default wording (the prompt guide's templates). */
export const copyStrings = {
  label: "Copiar modelo",
  copiedLabel: "Copiado!",
  copiedAnnouncement: "Modelo copiado para a área de transferência.",
  failedAnnouncement:
    "Não foi possível copiar automaticamente. O texto do modelo foi selecionado: copie com Ctrl+C (ou Cmd+C) ou pelo menu do seu aparelho.",
} as const;

/** The share links' copy button: the same moves as the prompt guide's, about an address. */
export const shareCopyStrings = {
  label: "Copiar link",
  copiedLabel: "Link copiado!",
  copiedAnnouncement: "Link copiado para a área de transferência.",
  failedAnnouncement:
    "Não foi possível copiar automaticamente. O endereço foi selecionado: copie com Ctrl+C (ou Cmd+C) ou pelo menu do seu aparelho.",
} as const;

/** The partner page's copy buttons: the address, for a phone whose e-mail link opens no mail app. */
export const emailCopyStrings = {
  label: "Copiar e-mail",
  copiedLabel: "E-mail copiado!",
  copiedAnnouncement: "Endereço de e-mail copiado para a área de transferência.",
  failedAnnouncement:
    "Não foi possível copiar automaticamente. O endereço foi selecionado: copie com Ctrl+C (ou Cmd+C) ou pelo menu do seu aparelho.",
} as const;
