import { integrationPage } from "~/content/integration";
import { demoCall, demoCallShort, integrationCall, integrationCallShort } from "~/content/ui-strings/sales-call";

/** The call the phone's sales bar and the header's small button make on one page. */
export interface PageCall {
  /** Where it leads: the contact page, or an anchor in the page itself. */
  to: string;
  /** Whether `to` is an anchor on the page (a plain link: no query carried, no `source`). */
  inPage: boolean;
  label: string;
  /** The header's small button's visible words; its accessible name stays `label`. */
  short: string;
}

/**
 * Where a page's own form is its main action, the phone's two calls lead to that form under its own
 * label instead of to the contact page (docs/decisions/840). Data in the HTML, chosen at build time:
 * the page script is the same on every page.
 */
const inPageCalls: Readonly<Record<string, PageCall>> = {
  "/integracao": { to: `#${integrationPage.formId}`, inPage: true, label: integrationCall, short: integrationCallShort },
};

/** A page's call: its own form's, or the site's one sales call to the contact page. */
export function pageCall(pathname: string): PageCall {
  return inPageCalls[pathname] ?? { to: "/contato", inPage: false, label: demoCall, short: demoCallShort };
}
