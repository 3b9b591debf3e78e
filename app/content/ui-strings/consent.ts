/**
 * Interface strings: the cookie choice's banner, dialog and status.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** The cookie banner and the preferences dialog, rendered at build time. */
export const consentStrings = {
  bannerTitle: "Usamos cookies",
  bannerText: "Cookies essenciais mantêm o site funcionando; os de análise, só com seu aceite.",
  /** The banner's one line on a phone; "Saiba mais" follows it with the rest. */
  bannerTextShort: "Cookies de análise só com seu aceite.",
  learnMore: "Saiba mais",
  closeBanner: "Fechar aviso de cookies",
  accept: "Aceitar Cookies",
  reject: "Recusar",
  detailsBefore: "Detalhes no nosso",
  privacyNotice: "Aviso de Privacidade",
  preferences: "Preferências de cookies",
  closePreferences: "Fechar preferências de cookies",
  currentChoice: "Sua escolha atual",
  changeLater: "Você pode mudar de ideia quando quiser, por este mesmo botão no rodapé.",
} as const;

/** What the preferences dialog says of the stored choice, written in the browser: one export each, so the page script carries only these. */
export const noChoice = "Você ainda não fez uma escolha. Até lá, os cookies de análise ficam desligados.";
export const savedAccepted = "Escolha salva: cookies de análise aceitos.";
export const savedRejected = "Escolha salva: cookies de análise recusados.";

/** "Cookies de análise aceitos em 23/11/2026: eles estão ligados." */
export function consentStatusText(accepted: boolean, when: string | null): string {
  const verb = accepted ? "aceitos" : "recusados";
  const tail = accepted ? "estão ligados" : "ficam desligados";
  return `Cookies de análise ${verb}${when ? ` em ${when}` : ""}: eles ${tail}.`;
}
