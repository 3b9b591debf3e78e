// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CookieBannerTemplate } from "./cookie-banner-panel";
import { CookiePreferencesTrigger } from "./cookie-preferences-trigger";
import { startCookieConsent } from "./consent-start";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
});

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.cookieBanner;
  document.body.innerHTML = renderToStaticMarkup(createElement("div", null, createElement(CookiePreferencesTrigger), createElement(CookieBannerTemplate)));
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
