// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyConsent, CONSENT_EVENT, readConsent } from "./consent";
import { startCookieBanner } from "./consent-ui";
import { CookieBannerTemplate } from "./cookie-banner-panel";

const banner = () => document.querySelector<HTMLElement>('section[aria-labelledby="aviso-cookies-titulo"]');
const button = (name: string) => [...(banner()?.querySelectorAll("button") ?? [])].find((b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === name)!;
const state = () => document.documentElement.dataset.cookieBanner;

/** The consent functions site.ts hands in (consent-start.ts). */
const api = (delay: number) => ({ read: () => readConsent(localStorage), apply: applyConsent, event: CONSENT_EVENT, delay });

let events: unknown[] = [];
window.addEventListener(CONSENT_EVENT, (e) => events.push((e as CustomEvent).detail));
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  window.dataLayer = [];
  document.body.className = "";
  // The markup the layout renders at build time.
  document.body.innerHTML = renderToStaticMarkup(createElement(CookieBannerTemplate));
  events = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("cookie banner", () => {
  it("appears after the delay, with room at the end of the page", () => {
    startCookieBanner(document, api(1000));
    expect(state()).toBe("waiting");
    vi.advanceTimersByTime(999);
    expect(banner()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(banner()?.textContent).toContain("Usamos cookies");
    expect(document.body.classList.contains("pb-48")).toBe(true);
    expect(state()).toBe("shown");
  });

  it("Aceitar Cookies stores the choice, tells the data layer and the page, and hides it", () => {
    startCookieBanner(document, api(0));
    vi.advanceTimersByTime(0);
    button("Aceitar Cookies").click();
    expect(localStorage.getItem("cookie-consent")).toBe("accepted");
    expect(window.dataLayer).toContainEqual({ event: "cookie_consent", consent_status: "accepted" });
    expect(events).toEqual([{ status: "accepted" }]);
    expect(banner()).toBeNull();
    expect(document.body.classList.contains("pb-48")).toBe(false);
    expect(state()).toBe("done");
  });

  it("Rejeitar stores the refusal", () => {
    startCookieBanner(document, api(0));
    vi.advanceTimersByTime(0);
    button("Rejeitar").click();
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
