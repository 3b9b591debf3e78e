/** Copy of the cookie choice: what each kind of cookie does (the banner's "Saiba mais" and the preferences dialog). */
export const cookieCopy = {
  explainer: {
    essential: {
      label: "Essenciais e de funcionamento:",
      text: "guardam no seu navegador (no armazenamento local e num cookie) a sua escolha sobre cookies e a posição do vídeo de demonstração, e não dependem de aceite. O site também lê, sem gravá-lo, o cookie LeadUserIndex, que identifica um contato anterior (Aviso de Privacidade, seção 9).",
    },
    analytics: {
      label: "Análise:",
      text: "medem quais páginas são visitadas e de onde vêm os acessos, com identificadores gravados no seu navegador; os relatórios são agregados e servem para melhorarmos o conteúdo. Só são ativados se você os aceitar, aqui ou ao enviar um formulário de contato sem ter feito uma escolha antes.",
    },
  },
} as const;

/**
 * The lead form's line under the send button (read right after the terms box), shown only to a visitor who has not chosen yet: for them,
 * sending a lead accepts analytics cookies (docs/decisions/191). Its own export, so the form's island
 * carries this line and not the explainer.
 */
export const formConsentNote =
  "Ao enviar, você também aceita os cookies de análise. Para recusá-los, agora ou depois, use “Preferências de cookies”, no rodapé.";
