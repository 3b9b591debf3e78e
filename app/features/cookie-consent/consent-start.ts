import { settleImport } from "~/lib/settle-import";
import { applyConsent, BANNER_DELAY_MS, CONSENT_EVENT, readConsent } from "./consent";
import type { ConsentApi } from "./consent-ui";

/**
 * Started by app/page-script/site.ts on every page (docs/decisions/180): the code of the cookie banner
 * and of the preferences dialog (./consent-ui.ts) is fetched only for a visitor who has not chosen
 * yet, or on the first click on the footer's "Preferências de cookies", so it is not in the pages'
 * first JavaScript. `loadUi` fetches that chunk (tests hand in one that fails).
 */
export function startCookieConsent(doc: Document = document, loadUi = () => import("./consent-ui")): void {
  // Storage that cannot be read (privacy modes) counts as no choice: the banner asks for this visit.
  const read = () => readConsent(doc.defaultView!);
  const api: ConsentApi = { read, apply: applyConsent, event: CONSENT_EVENT, delay: BANNER_DELAY_MS };
  // A chunk that cannot be fetched costs the banner or the dialog for this page view, never an uncaught error.
  const ui = () => settleImport(loadUi(), "the cookie banner", doc.defaultView!);
  if (!read()) void ui().then((module) => module?.startCookieBanner(doc, api));
  doc.addEventListener("click", (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>("[data-cookie-preferences]");
    if (trigger) void ui().then((module) => module?.openPreferences(trigger, doc, api));
  });
}
