// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { applyConsent, CONSENT_EVENT, readConsent } from "./consent";
import { startCookieConsent } from "./consent-start";
import { openPreferences, startCookieBanner } from "./consent-ui";
import { CookieBanner } from "./cookie-banner-panel";
import { CookiePreferencesTrigger } from "./cookie-preferences-trigger";

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

/** The banner while it shows (its markup is laid out in the page from the start, unseen while pending). */
const banner = () =>
  document.querySelector<HTMLElement>(
    '[data-cookie-banner-panel]:not([hidden]) section[aria-labelledby="aviso-cookies-titulo"]:not([data-pending])',
  );
/** The room it keeps at the end of the page until the visitor answers or closes it. */
const room = () => document.querySelector<HTMLElement>("[data-cookie-banner-panel]:not([hidden]) > [aria-hidden]");
const buttonIn = (root: ParentNode | null, name: string) =>
  [...(root?.querySelectorAll("button") ?? [])].find((b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === name)!;
const button = (name: string) => buttonIn(banner(), name);
const state = () => document.documentElement.dataset.cookieBanner;
const trigger = () => document.querySelector<HTMLButtonElement>("[data-cookie-preferences]")!;
const status = () => document.querySelector("[data-cookie-preferences-status]")!.textContent;

/** The consent functions site.ts hands in (consent-start.ts). */
const api = (delay = 0) => ({ read: () => readConsent(window), apply: applyConsent, event: CONSENT_EVENT, delay });

let events: unknown[] = [];
window.addEventListener(CONSENT_EVENT, (e) => events.push((e as CustomEvent).detail));
beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  document.body.className = "";
  delete document.documentElement.dataset.cookieBanner;
  // The markup the layout renders at build time: the footer's button with the dialog's template, and the hidden banner.
  document.body.innerHTML = `<footer>${renderToStaticMarkup(createElement(CookiePreferencesTrigger))}</footer>${renderToStaticMarkup(createElement(CookieBanner))}`;
  events = [];
});

describe("cookie banner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("appears after the delay, its room kept from the start, changing nothing on <html> or <body>", () => {
    startCookieBanner(document, api(1000));
    expect(state()).toBe("waiting");
    vi.advanceTimersByTime(999);
    expect(banner()).toBeNull();
    // Laid out from the first paint, so showing it moves nothing.
    expect(room()?.className).toContain("bg-brand-950");
    const body = document.body.outerHTML.slice(0, document.body.outerHTML.indexOf(">"));
    vi.advanceTimersByTime(1);
    expect(banner()?.textContent).toContain("Usamos cookies");
    // Selectors on <html> or <body> reach the whole page: showing the banner must not restyle it.
    expect(state()).toBe("waiting");
    expect(document.body.outerHTML.slice(0, document.body.outerHTML.indexOf(">"))).toBe(body);
  });

  it("Aceitar Cookies stores the choice, tells the data layer and the page, and hides it", () => {
    startCookieBanner(document, api(0));
    vi.advanceTimersByTime(0);
    button("Aceitar Cookies").click();
    expect(localStorage.getItem("cookie-consent")).toBe("accepted");
    expect(window.dataLayer).toContainEqual({ event: "cookie_consent", consent_status: "accepted" });
    expect(events).toEqual([{ status: "accepted" }]);
    expect(banner()).toBeNull();
    expect(room()).toBeNull();
    expect(state()).toBe("done");
  });

  it("Recusar stores the refusal", () => {
    startCookieBanner(document, api(0));
    vi.advanceTimersByTime(0);
    button("Recusar").click();
    expect(localStorage.getItem("cookie-consent")).toBe("rejected");
    expect(events).toEqual([{ status: "rejected" }]);
    expect(banner()).toBeNull();
  });

  it("the X hides it and stores nothing", () => {
    startCookieBanner(document, api(0));
    vi.advanceTimersByTime(0);
    button("Fechar aviso de cookies").click();
    expect(banner()).toBeNull();
    expect(localStorage.getItem("cookie-consent")).toBeNull();
    expect(events).toEqual([]);
  });

  it("Saiba mais opens and closes the explanation", () => {
    startCookieBanner(document, api(0));
    vi.advanceTimersByTime(0);
    const more = button("Saiba mais");
    const details = document.getElementById(more.getAttribute("aria-controls")!)!;
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(details.hidden).toBe(true);
    more.click();
    expect(more.getAttribute("aria-expanded")).toBe("true");
    expect(details.hidden).toBe(false);
    expect(details.textContent).toContain("Essenciais");
    expect(details.querySelector("a")?.getAttribute("href")).toBe("/aviso-privacidade");
    more.click();
    expect(details.hidden).toBe(true);
  });

  it("a choice made elsewhere before the delay means it never shows", () => {
    startCookieBanner(document, api(1000));
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { status: "accepted" } }));
    vi.advanceTimersByTime(2000);
    expect(banner()).toBeNull();
    expect(state()).toBe("done");
  });

  it("a choice made elsewhere while it shows hides it", () => {
    startCookieBanner(document, api(0));
    vi.advanceTimersByTime(0);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { status: "rejected" } }));
    expect(banner()).toBeNull();
  });
});

describe("cookie preferences dialog", () => {
  it("opens once, labelled, with the stored choice and its date", () => {
    localStorage.setItem("cookie-consent", "accepted");
    localStorage.setItem("cookie-consent-date", "2026-11-20T15:00:00.000Z");
    const dialog = openPreferences(trigger(), document, api())!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe("Preferências de cookies");
    expect(dialog.querySelector('[data-testid="consent-current"]')?.textContent).toContain("Cookies de análise aceitos em 20/11/2026");
    expect(openPreferences(trigger(), document, api())).toBe(dialog);
    expect(document.querySelectorAll("dialog")).toHaveLength(1);
  });

  it("before any choice, says so", () => {
    const dialog = openPreferences(trigger(), document, api())!;
    expect(dialog.textContent).toContain("Você ainda não fez uma escolha");
  });

  it("Recusar stores the refusal, announces it, closes and gives the focus back", () => {
    localStorage.setItem("cookie-consent", "accepted");
    const dialog = openPreferences(trigger(), document, api())!;
    buttonIn(dialog, "Recusar").click();
    expect(localStorage.getItem("cookie-consent")).toBe("rejected");
    expect(window.dataLayer).toContainEqual({ event: "cookie_consent", consent_status: "rejected" });
    expect(events).toEqual([{ status: "rejected" }]);
    expect(status()).toBe("Escolha salva: cookies de análise recusados.");
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(trigger());
    // Opened again: the new choice, and the old announcement cleared.
    openPreferences(trigger(), document, api());
    expect(dialog.textContent).toContain("Cookies de análise recusados em");
    expect(status()).toBe("");
  });

  it("choosing what is already stored signals nothing but still confirms", () => {
    localStorage.setItem("cookie-consent", "accepted");
    const dialog = openPreferences(trigger(), document, api())!;
    buttonIn(dialog, "Aceitar Cookies").click();
    expect(events).toEqual([]);
    expect(status()).toBe("Escolha salva: cookies de análise aceitos.");
  });

  it("the X closes without a choice", () => {
    const dialog = openPreferences(trigger(), document, api())!;
    buttonIn(dialog, "Fechar preferências de cookies").click();
    expect(dialog.open).toBe(false);
    expect(localStorage.getItem("cookie-consent")).toBeNull();
    expect(events).toEqual([]);
  });
});

describe("startCookieConsent", () => {
  it("starts the banner for a visitor who has not chosen", async () => {
    startCookieConsent(document);
    await vi.waitFor(() => expect(document.documentElement.dataset.cookieBanner).toBe("waiting"));
  });

  it("leaves the banner's code alone once a choice is stored", async () => {
    localStorage.setItem("cookie-consent", "rejected");
    startCookieConsent(document);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.documentElement.dataset.cookieBanner).toBeUndefined();
  });

  it("opens the preferences dialog on a click on the footer's button", async () => {
    localStorage.setItem("cookie-consent", "accepted");
    startCookieConsent(document);
    document.querySelector<HTMLButtonElement>("[data-cookie-preferences]")!.click();
    await vi.waitFor(() => expect(document.querySelector("dialog")?.open).toBe(true));
  });
});
