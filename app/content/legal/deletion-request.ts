import { site } from "~/site";

/** The subject the specification requires for a deletion request. */
export const DELETION_SUBJECT = "EXCLUSÃO DE DADOS";

/** Where deletion requests go: the privacy (encarregado) channel. */
export const deletionEmail = site.company.privacyEmail;

/**
 * A body the visitor completes. No password: the request is proven by the registered address it
 * comes from and by the reply we send to that address (docs/decisions/190).
 */
export const deletionBody = [
  `Solicito a exclusão dos meus dados da plataforma ${site.productName}.`,
  "",
  "Nome completo: ",
  "E-mail cadastrado: ",
  `Nome da plataforma: ${site.productName}`,
].join("\n");

/**
 * mailto: with subject and body prefilled. encodeURIComponent, not URLSearchParams: mail
 * programs read "+" literally, so spaces must be %20 (RFC 6068).
 */
export function deletionMailto(): string {
  return `mailto:${deletionEmail}?subject=${encodeURIComponent(DELETION_SUBJECT)}&body=${encodeURIComponent(deletionBody)}`;
}

/** Copy of the request box on /exclusao-dados, above the page's MDX text. */
export const deletionPage = {
  box: {
    id: "pedido-rapido",
    title: "Pedido de exclusão por e-mail",
    /** Around the address and the subject, which the page sets in bold. */
    opensMail: "O botão abre o seu programa de e-mail com o destinatário",
    subject: ", o assunto",
    template:
      "e um modelo de mensagem. Envie a partir do e-mail cadastrado na plataforma e preencha o seu nome completo e o e-mail cadastrado. Para confirmar o pedido, respondemos para esse mesmo endereço.",
    cta: "Pedir exclusão por e-mail",
    passwordWarning: "Não envie a sua senha: ela não é necessária para este pedido.",
  },
} as const;
