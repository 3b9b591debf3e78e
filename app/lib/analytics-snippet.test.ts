// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { analyticsSnippet, gtmNoscriptUrl } from "./analytics-snippet";

function run(snippet: string, stored: string | null, attributes: Record<string, string> = {}) {
  const dataLayer: unknown[] = [];
  const w: Record<string, unknown> = { dataLayer, addEventListener: () => undefined };
  const localStorage = { getItem: () => stored };
  const documentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
  new Function("window", "localStorage", "document", `var gtag; with(window){${snippet}}`)(w, localStorage, {
    readyState: "loading",
    documentElement,
  });
  return dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe("analyticsSnippet", () => {
  it("denies all four Consent Mode v2 signals by default", () => {
    const [first] = run(analyticsSnippet(undefined), null);
    expect(first?.[0]).toBe("consent");
    expect(first?.[1]).toBe("default");
    expect(first?.[2]).toMatchObject({
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  it("grants analytics at once for a visitor who accepted earlier", () => {
    const calls = run(analyticsSnippet(undefined), "accepted");
    expect(calls[1]).toEqual(["consent", "update", { analytics_storage: "granted" }]);
  });

  it("marks <html> with a stored choice before the first paint, and with nothing else (docs/decisions/191)", () => {
    for (const stored of ["accepted", "rejected"]) {
      const attributes: Record<string, string> = {};
      run(analyticsSnippet(undefined), stored, attributes);
      expect(attributes).toEqual({ "data-cookie-consent": stored });
    }
    for (const stored of [null, "maybe"]) {
      const attributes: Record<string, string> = {};
      const calls = run(analyticsSnippet(undefined), stored, attributes);
      expect(attributes).toEqual({});
      expect(calls).toHaveLength(1);
    }
  });

  it("loads no tag manager without an id, and defers it with one", () => {
    expect(analyticsSnippet(undefined)).not.toContain("googletagmanager");
    const withId = analyticsSnippet("GTM-ABC123");
    expect(withId).toContain("googletagmanager.com/gtm.js");
    expect(withId).toContain('"GTM-ABC123"');
    expect(withId).toContain("addEventListener('load'");
  });

  it("encodes the id in the noscript address", () => {
    expect(gtmNoscriptUrl("GTM-A&B")).toBe("https://www.googletagmanager.com/ns.html?id=GTM-A%26B");
  });
});

describe("analyticsSnippet, tag-manager timing", () => {
  const gtmScripts = () => [...document.head.querySelectorAll("script")].filter((s) => s.src.includes("googletagmanager.com/gtm.js"));
  // Fake timers: the snippet's waits are the thing under test, and they must not depend on the machine's speed.
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute("data-ready");
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = "";
    document.documentElement.removeAttribute("data-ready");
  });

  it("requests the tag manager only once the page's script has run (data-ready)", async () => {
    new Function(analyticsSnippet("GTM-ABC123"))();
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(gtmScripts()).toHaveLength(0);

    document.documentElement.dataset.ready = "true";
    // The attribute's observer, then the idle callback (a 1 ms timer where the browser has none).
    await vi.advanceTimersByTimeAsync(10);
    expect(gtmScripts()).toHaveLength(1);
    expect(gtmScripts()[0]?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123");
  });

  it("requests it 10 s after the load event when the page's script never says it is ready, once", async () => {
    new Function(analyticsSnippet("GTM-ABC123"))();
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(9_990);
    expect(gtmScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(gtmScripts()).toHaveLength(1);
    document.documentElement.dataset.ready = "true";
    await vi.advanceTimersByTimeAsync(20_000);
    expect(gtmScripts()).toHaveLength(1);
  });
});
