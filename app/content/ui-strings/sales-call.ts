import { partnersPage } from "~/content/partners";
/**
 * Interface strings: the site's one sales action, the call that leads to /contato. Every such button reads
 * this label (labels the specification names word for word keep theirs); each keeps its own `source` value,
 * which picks the contact page's variant and names the button in the campaign reports.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */
export const demoCall = "Agendar demonstração";
/** The same call's visible words in the phone header's small button; its accessible name stays `demoCall`. */
export const demoCallShort = "Agendar";
/**
 * The call of /integracao, whose main action is its own request form: the form's title, word for word,
 * and the header's small button's words for it.
 */
export { INTEGRATION_FORM_TITLE as integrationCall } from "~/content/integration-form-copy";
export const integrationCallShort = "Solicitar";
/**
 * The call of /parceiros, whose main action is the partner e-mail: the page's own button's words, and the header's
 * small button's words for it.
 */
export const partnerCall = partnersPage.joinCta;
export const partnerCallShort = "Ser parceiro";
