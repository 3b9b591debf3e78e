import { integrationPage } from "~/content/integration";
import { partnerMailto, partnersPage } from "~/content/partners";
import {
  demoCall,
  demoCallShort,
  integrationCall,
  integrationCallShort,
  partnerCall,
  partnerCallShort,
} from "~/content/ui-strings/sales-call";

/** The call the phone's sales bar and the header's small button make on one page. */
export interface PageCall {
  /** Where it leads: the contact page, an anchor in the page itself, or the page's own e-mail. */
  to: string;
  /** Whether `to` is the page's own (an anchor or a mailto): a plain link, no query carried, no `source`. */
  inPage: boolean;
  label: string;
  /** The header's small button's visible words; its accessible name stays `label`. */
  short: string;
}

/**
 * Where the page's own action is its main one, the phone's two calls make that action under its own label instead
 * of leading to the contact page: /integracao's request form (docs/decisions/840), /parceiros's partner e-mail, the
 * same message as the page's "Quero ser parceiro" (docs/decisions/941). Data in the HTML, chosen at build time: the
 * page script is the same on every page.
 */
const inPageCalls: Readonly<Record<string, PageCall>> = {
  "/integracao": { to: `#${integrationPage.formId}`, inPage: true, label: integrationCall, short: integrationCallShort },
  [partnersPage.path]: { to: partnerMailto(partnersPage.joinCta), inPage: true, label: partnerCall, short: partnerCallShort },
};

/** A page's call: its own action's, or the site's one sales call to the contact page. */
export function pageCall(pathname: string): PageCall {
  return inPageCalls[pathname] ?? { to: "/contato", inPage: false, label: demoCall, short: demoCallShort };
}
