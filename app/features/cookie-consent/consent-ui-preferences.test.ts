// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyConsent, CONSENT_EVENT, readConsent } from "./consent";
import { CookiePreferencesTrigger } from "./cookie-preferences-trigger";
import { openPreferences } from "./consent-ui";

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

const trigger = () => document.querySelector<HTMLButtonElement>("[data-cookie-preferences]")!;
const status = () => document.querySelector("[data-cookie-preferences-status]")!.textContent;
const dialogButton = (dialog: HTMLDialogElement, name: string) =>
  [...dialog.querySelectorAll("button")].find((b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === name)!;

const api = { read: () => readConsent(localStorage), apply: applyConsent, event: CONSENT_EVENT, delay: 0 };

let events: unknown[] = [];
window.addEventListener(CONSENT_EVENT, (e) => events.push((e as CustomEvent).detail));
beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  document.body.innerHTML = `<footer>${renderToStaticMarkup(createElement(CookiePreferencesTrigger))}</footer>`;
  events = [];
});

describe("cookie preferences dialog", () => {
  it("opens once, labelled, with the stored choice and its date", () => {
    localStorage.setItem("cookie-consent", "accepted");
    localStorage.setItem("cookie-consent-date", "2026-11-20T15:00:00.000Z");
    const dialog = openPreferences(trigger(), document, api)!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe("Preferências de cookies");
    expect(dialog.querySelector('[data-testid="consent-current"]')?.textContent).toContain("Cookies de análise aceitos em 20/11/2026");
    expect(openPreferences(trigger(), document, api)).toBe(dialog);
    expect(document.querySelectorAll("dialog")).toHaveLength(1);
  });

  it("before any choice, says so", () => {
    const dialog = openPreferences(trigger(), document, api)!;
    expect(dialog.textContent).toContain("Você ainda não fez uma escolha");
  });

  it("Rejeitar stores the refusal, announces it, closes and gives the focus back", () => {
    localStorage.setItem("cookie-consent", "accepted");
    const dialog = openPreferences(trigger(), document, api)!;
    dialogButton(dialog, "Rejeitar").click();
    expect(localStorage.getItem("cookie-consent")).toBe("rejected");
    expect(window.dataLayer).toContainEqual({ event: "cookie_consent", consent_status: "rejected" });
    expect(events).toEqual([{ status: "rejected" }]);
    expect(status()).toBe("Escolha salva: cookies de análise recusados.");
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(trigger());
    // Opened again: the new choice, and the old announcement cleared.
    openPreferences(trigger(), document, api);
    expect(dialog.textContent).toContain("Cookies de análise recusados em");
    expect(status()).toBe("");
  });

  it("choosing what is already stored signals nothing but still confirms", () => {
    localStorage.setItem("cookie-consent", "accepted");
    const dialog = openPreferences(trigger(), document, api)!;
    dialogButton(dialog, "Aceitar Cookies").click();
    expect(events).toEqual([]);
    expect(status()).toBe("Escolha salva: cookies de análise aceitos.");
  });

  it("the X closes without a choice", () => {
    const dialog = openPreferences(trigger(), document, api)!;
    dialogButton(dialog, "Fechar preferências de cookies").click();
    expect(dialog.open).toBe(false);
    expect(localStorage.getItem("cookie-consent")).toBeNull();
    expect(events).toEqual([]);
  });
});
