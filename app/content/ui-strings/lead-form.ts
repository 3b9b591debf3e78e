/**
 * Interface strings: the lead forms' fields, notes and errors.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** The lead forms' fields, notes and errors. */
export const formStrings = {
  name: "Nome completo",
  namePlaceholder: "Ex.: Ana Lúcia Araújo",
  email: "E-mail",
  emailPlaceholder: "voce@suaclinica.com.br",
  country: "País",
  phone: "Telefone (WhatsApp)",
  honeypot: "Deixe este campo em branco",
  termsBefore: "Li e aceito os",
  terms: "Termos de Uso",
  termsMiddle: "e li o",
  privacyNotice: "Aviso de Privacidade",
  submitError: "Erro ao enviar formulário. Tente novamente.",
  noScript: "Para enviar o formulário, ative o JavaScript ou escreva para",
} as const;
