/**
 * Interface strings: the lead forms' fields, notes and errors.
 * Read through a namespace import (`import * as formStrings from ...`): each word is its own export, which the bundler
 * renames and drops when unused, where an object would ship every key to the browser.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** The lead forms' fields, notes and errors. */
export const name = "Nome completo";
export const namePlaceholder = "Ex.: Ana Lúcia Araújo";
export const email = "E-mail";
export const emailPlaceholder = "voce@suaclinica.com.br";
export const country = "País";
export const phone = "Telefone (WhatsApp)";
export const honeypot = "Deixe este campo em branco";
export const termsBefore = "Li e aceito os";
export const terms = "Termos de Uso";
export const termsMiddle = "e li o";
export const privacyNotice = "Aviso de Privacidade";
/** Under the button, while a send pressed before the form's code was ready waits for it. */
export const loading = "Carregando…";
export const submitError = "Erro ao enviar formulário. Tente novamente.";
export const noScript = "Para enviar o formulário, ative o JavaScript ou escreva para";
