import { afterLoad, type PageClock } from "./banner-delay";
import type { ConsentStatus, StoredConsent } from "./consent";
import { describeConsent, savedMessage } from "./consent-text";

/**
 * The cookie banner and the preferences dialog in the browser: their markup is rendered at build
 * time, the banner hidden in the page (./cookie-banner-panel.tsx), the dialog in a `<template>`
 * (./cookie-preferences-trigger.tsx); this module shows the one, clones the other, and answers their buttons. One chunk, fetched by ./consent-start.ts only when needed; the
 * consent functions are handed in, so the chunk imports nothing (no second request).
 */
export interface ConsentApi {
  read: () => StoredConsent | null;
  apply: (status: ConsentStatus) => void;
  /** The window event a choice dispatches (consent.ts CONSENT_EVENT). */
  event: string;
  /** How long after the load event the banner appears (1 s). */
  delay: number;
}

/**
 * Shows the banner `api.delay` ms after the load event (./banner-delay.ts), to a visitor who has not chosen. "Aceitar
 * Cookies" and "Recusar" store the choice for later visits (docs/decisions/120); the X hides it for
 * this visit and stores nothing (analytics stay denied). A choice made elsewhere (lead form,
 * preferences) answers it too. The banner is laid out in the page from the first paint, unseen
 * (./cookie-banner-panel.tsx): showing it drops its `data-pending`, a restyle and a paint of the banner alone;
 * hiding it sets its wrapper's `hidden`, room included (docs/decisions/705, 790).
 * `<html data-cookie-banner>` says whether the visitor has answered: "waiting" (banner pending or shown) or "done".
 */
export function startCookieBanner(doc: Document, api: ConsentApi, clock?: PageClock): void {
  const win = doc.defaultView!;
  const banner = doc.querySelector<HTMLElement>("[data-cookie-banner-panel]");
  const state = (value: string) => (doc.documentElement.dataset.cookieBanner = value);
  const done = () => {
    cancel();
    win.removeEventListener(api.event, done);
    if (banner) banner.hidden = true;
    state("done");
  };
  const show = () => {
    if (!banner) return done();
    banner.addEventListener("click", (event) => {
      const action = actionOf(event.target);
      if (action?.kind === "choose") api.apply(action.status);
      if (action?.kind === "choose" || action?.kind === "close") done();
      if (action?.kind === "more") toggleDetails(doc, action.button);
    });
    banner.querySelector("section")?.removeAttribute("data-pending");
  };
  const cancel = afterLoad(win, show, api.delay, clock);
  win.addEventListener(api.event, done);
  state("waiting");
}

/**
 * The footer's "Preferências de cookies": a native modal <dialog> (focus moves in, Esc closes, the
 * rest of the page is inert) that states the stored choice and lets the visitor change it as easily
 * as it was given (LGPD art. 8 §5). Closing gives the focus back to the button; a choice is
 * announced in the footer's status line.
 */
export function openPreferences(trigger: HTMLElement, doc: Document, api: ConsentApi): HTMLDialogElement | null {
  const dialog = doc.querySelector<HTMLDialogElement>("dialog[data-cookie-preferences-open]") ?? createDialog(doc, trigger, api);
  if (!dialog) return null;
  announce(doc, "");
  const current = dialog.querySelector("[data-consent-current]");
  if (current) current.textContent = describeConsent(api.read());
  if (!dialog.open) dialog.showModal();
  return dialog;
}

function createDialog(doc: Document, trigger: HTMLElement, api: ConsentApi): HTMLDialogElement | null {
  const dialog = cloneTemplate<HTMLDialogElement>(doc, "template[data-cookie-preferences-dialog]");
  if (!dialog) return null;
  dialog.setAttribute("data-cookie-preferences-open", "");
  dialog.addEventListener("click", (event) => {
    const action = actionOf(event.target);
    if (action?.kind === "close") dialog.close();
    if (action?.kind !== "choose") return;
    // Choosing what is already stored changes nothing, so it signals nothing either.
    if (api.read()?.status !== action.status) api.apply(action.status);
    announce(doc, savedMessage(action.status));
    dialog.close();
  });
  dialog.addEventListener("close", () => trigger.focus());
  doc.body.append(dialog);
  return dialog;
}

const announce = (doc: Document, text: string) => {
  const status = doc.querySelector("[data-cookie-preferences-status]");
  if (status) status.textContent = text;
};

type Action = { kind: "choose"; status: ConsentStatus } | { kind: "close" } | { kind: "more"; button: HTMLButtonElement } | null;

/** What a click asks for, from the buttons' data attributes (./cookie-banner-panel.tsx). */
function actionOf(target: EventTarget | null): Action {
  const button = (target as Element | null)?.closest?.<HTMLButtonElement>("button");
  if (!button) return null;
  const choice = button.dataset.consentChoice;
  if (choice === "accepted" || choice === "rejected") return { kind: "choose", status: choice };
  if (button.hasAttribute("data-consent-close")) return { kind: "close" };
  if (button.hasAttribute("data-consent-more")) return { kind: "more", button };
  return null;
}

/** "Saiba mais": the button's aria-expanded and its panel's `hidden` change together. */
function toggleDetails(doc: Document, button: HTMLButtonElement): void {
  const open = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(open));
  const details = doc.getElementById(button.getAttribute("aria-controls") ?? "");
  if (details) details.hidden = !open;
}

/** The first element of a build-time `<template>`, cloned. */
function cloneTemplate<T extends Element>(doc: Document, selector: string): T | null {
  const node = doc.querySelector<HTMLTemplateElement>(selector)?.content.firstElementChild?.cloneNode(true);
  return (node as T | undefined) ?? null;
}
