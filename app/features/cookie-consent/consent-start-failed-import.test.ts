// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { startCookieConsent } from "./consent-start";
import { CookiePreferencesTrigger } from "./cookie-preferences-trigger";

/** The banner's chunk cannot be fetched (offline, replaced by a deploy, or cancelled by a page being left). */
const failedImport = () => Promise.reject(new TypeError("error loading dynamically imported module: /assets/consent-ui.js"));

let warn = vi.spyOn(console, "warn");
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  localStorage.clear();
  document.body.innerHTML = `<footer>${renderToStaticMarkup(createElement(CookiePreferencesTrigger))}</footer>`;
});

describe("startCookieConsent when the banner's chunk fails to load", () => {
  it("warns once for the banner and once for a click on the footer's button, throws nothing, opens nothing", async () => {
    startCookieConsent(document, failedImport);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toContain("cookie banner");
    expect(document.documentElement.dataset.cookieBanner).toBeUndefined();
    document.querySelector<HTMLButtonElement>("[data-cookie-preferences]")!.click();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("says nothing when the visitor is leaving the page", async () => {
    localStorage.setItem("cookie-consent", "rejected");
    startCookieConsent(document, failedImport);
    document.querySelector<HTMLButtonElement>("[data-cookie-preferences]")!.click();
    window.dispatchEvent(new Event("beforeunload"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warn).not.toHaveBeenCalled();
  });
});
