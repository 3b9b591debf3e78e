import { applyConsent, BANNER_DELAY_MS, CONSENT_EVENT, readConsent } from "./consent";
import type { ConsentApi } from "./consent-ui";

/**
 * Started by app/scripts/site.ts on every page (docs/decisions/180): the code of the cookie banner
 * and of the preferences dialog (./consent-ui.ts) is fetched only for a visitor who has not chosen
 * yet, or on the first click on the footer's "Preferências de cookies", so it is not in the pages'
 * first JavaScript.
 */
export function startCookieConsent(doc: Document = document): void {
  // Storage that cannot be read (privacy modes) counts as no choice: the banner asks for this visit.
  const read = () => readConsent(doc.defaultView!);
  const api: ConsentApi = { read, apply: applyConsent, event: CONSENT_EVENT, delay: BANNER_DELAY_MS };
  if (!read()) void import("./consent-ui").then((ui) => ui.startCookieBanner(doc, api));
  doc.addEventListener("click", (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>("[data-cookie-preferences]");
    if (trigger) void import("./consent-ui").then((ui) => ui.openPreferences(trigger, doc, api));
  });
}
