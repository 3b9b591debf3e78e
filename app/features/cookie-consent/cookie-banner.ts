import { applyConsent, BANNER_DELAY_MS, CONSENT_EVENT } from "./consent";
import { cloneTemplate, consentAction } from "./consent-buttons";

/** Room at the end of the page, so the banner never covers the page's last button. */
const ROOM = "pb-48";

/**
 * The banner (markup: ./cookie-banner-panel.tsx) appears `delay` ms after this starts, for a visitor
 * who has not chosen. "Aceitar Cookies" and "Rejeitar" store the choice for later visits
 * (docs/decisions/120); the X hides it for this visit and stores nothing, and analytics stay denied.
 * A choice made elsewhere (lead form, preferences dialog) answers the banner too.
 * `<html data-cookie-banner>` says where it is: waiting, shown, done.
 */
export function startCookieBanner(doc: Document = document, delay: number = BANNER_DELAY_MS): void {
  const win = doc.defaultView!;
  let banner: HTMLElement | null = null;
  const state = (value: string) => (doc.documentElement.dataset.cookieBanner = value);

  const done = () => {
    win.clearTimeout(timer);
    win.removeEventListener(CONSENT_EVENT, done);
    banner?.remove();
    banner = null;
    doc.body.classList.remove(ROOM);
    state("done");
  };

  const show = () => {
    banner = cloneTemplate<HTMLElement>(doc, "template[data-cookie-banner]");
    if (!banner) return done();
    banner.addEventListener("click", (event) => {
      const action = consentAction(event.target);
      if (action?.kind === "choose") applyConsent(action.status);
      if (action?.kind === "choose" || action?.kind === "close") done();
      if (action?.kind === "more") toggleDetails(doc, action.button);
    });
    doc.body.append(banner);
    doc.body.classList.add(ROOM);
    state("shown");
  };

  const timer = win.setTimeout(show, delay);
  win.addEventListener(CONSENT_EVENT, done);
  state("waiting");
}

/** "Saiba mais": the button's aria-expanded and its panel's `hidden` change together. */
function toggleDetails(doc: Document, button: HTMLButtonElement): void {
  const open = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(open));
  const details = doc.getElementById(button.getAttribute("aria-controls") ?? "");
  if (details) details.hidden = !open;
}
