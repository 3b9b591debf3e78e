import { site } from "~/site";

/** The subject the specification requires for a deletion request (section 2). */
export const DELETION_SUBJECT = "EXCLUSÃO DE DADOS";

/** Where deletion requests go: the privacy (encarregado) channel. */
export const deletionEmail = site.company.privacyEmail;

/** A body the visitor completes; the password is left for them to type. */
export const deletionBody = [
  `Solicito a exclusão dos meus dados da plataforma ${site.productName}.`,
  "",
  "Nome completo: ",
  "E-mail cadastrado: ",
  "Senha: ",
  `Nome da plataforma: ${site.productName}`,
].join("\n");

/**
 * mailto: with subject and body prefilled. encodeURIComponent, not URLSearchParams: mail
 * programs read "+" literally, so spaces must be %20 (RFC 6068).
 */
export function deletionMailto(): string {
  return `mailto:${deletionEmail}?subject=${encodeURIComponent(DELETION_SUBJECT)}&body=${encodeURIComponent(deletionBody)}`;
}
