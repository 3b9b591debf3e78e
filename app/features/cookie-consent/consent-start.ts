import { readConsent } from "./consent";

/**
 * Started by app/scripts/site.ts on every page (docs/decisions/180): the cookie banner's code is
 * fetched only for a visitor who has not chosen yet, and the preferences dialog's on the first
 * click on the footer's "Preferências de cookies", so neither is in the pages' first JavaScript.
 */
export function startCookieConsent(doc: Document = document): void {
  if (!hasChosen(doc)) void import("./cookie-banner").then((m) => m.startCookieBanner(doc));
  doc.addEventListener("click", (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>("[data-cookie-preferences]");
    if (trigger) void import("./preferences-dialog").then((m) => m.openPreferences(trigger, doc));
  });
}

/** Storage that cannot be read (privacy modes) counts as no choice: the banner asks for this visit. */
function hasChosen(doc: Document): boolean {
  try {
    return readConsent(doc.defaultView!.localStorage) !== null;
  } catch {
    return false;
  }
}
