import { describe, expect, it, vi } from "vitest";
import type { MetricType } from "web-vitals";
import { startWebVitals, toDataLayerEvent, type WebVitalsApi } from "./web-vitals";
import { startWebVitalsWhenIdle } from "./start";

// The library is a fake whose callbacks the tests fire by hand.
function fakeLibrary() {
  const reports = new Map<string, (metric: MetricType) => void>();
  const on = (name: string) => (report: (metric: MetricType) => void) => void reports.set(name, report);
  const api: WebVitalsApi = { onTTFB: on("TTFB"), onFCP: on("FCP"), onLCP: on("LCP"), onCLS: on("CLS"), onINP: on("INP") };
  const fire = (name: MetricType["name"], value = 100, id = `v5-${name}`) =>
    reports.get(name)!({ name, value, rating: "good", id } as MetricType);
  return { api, reports, fire };
}

/** A window with its own listeners and storage; idle callbacks run at once. */
function fakeWindow(stored: string | null) {
  const win = Object.assign(new EventTarget(), {
    localStorage: { getItem: (key: string) => (key === "cookie-consent" ? stored : null) },
    requestIdleCallback: (run: () => void) => run(),
    dataLayer: [] as unknown[],
  });
  const consent = (status: unknown) => win.dispatchEvent(new CustomEvent("cookie-consent-change", { detail: { status } }));
  const restore = () => win.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
  return { win, asWindow: win as unknown as Window, consent, restore };
}

/** The site's start with the real reporter, on a fake window and library. */
function startSite(stored: string | null) {
  const page = fakeWindow(stored);
  const library = fakeLibrary();
  const load = vi.fn(async () => library.api);
  // `load` stands for the reporter's chunk, which holds the library.
  const start = vi.fn((allowed: () => boolean) => load().then((api) => startWebVitals(allowed, page.asWindow, api)));
  startWebVitalsWhenIdle(page.asWindow, start);
  return { ...page, ...library, load, start };
}

describe("web vitals: start and reporter", () => {
  it("loads nothing and reports nothing before consent, nor with consent stored as rejected", () => {
    for (const stored of [null, "rejected"]) {
      const { start, consent, win } = startSite(stored);
      consent("rejected");
      consent(undefined);
      expect(start).not.toHaveBeenCalled();
      expect(win.dataLayer).toEqual([]);
    }
  });

  it("loads the library once consent arrives, then reports each metric once", async () => {
    const { consent, load, reports, fire, win } = startSite(null);
    consent("accepted");
    consent("accepted");
    await vi.waitFor(() => expect(reports.size).toBe(5));
    expect(load).toHaveBeenCalledTimes(1);
    fire("FCP", 812.4);
    fire("FCP", 900);
    fire("TTFB", 120);
    expect(win.dataLayer).toEqual([
      { event: "web_vitals", metric_name: "FCP", metric_value: 812, metric_rating: "good", metric_id: "v5-FCP" },
      { event: "web_vitals", metric_name: "TTFB", metric_value: 120, metric_rating: "good", metric_id: "v5-TTFB" },
    ]);
  });

  it("stops reporting after a rejection", async () => {
    const { consent, reports, fire, win } = startSite("accepted");
    await vi.waitFor(() => expect(reports.size).toBe(5));
    fire("LCP");
    consent("rejected");
    fire("CLS", 0.01);
    fire("INP");
    expect(win.dataLayer).toHaveLength(1);
  });

  it("reports nothing after a rejection made while the chunk loads", async () => {
    const { win, asWindow, consent } = fakeWindow("accepted");
    const { api, reports, fire } = fakeLibrary();
    let loaded = () => {};
    const load = () => new Promise<WebVitalsApi>((resolve) => (loaded = () => resolve(api)));
    startWebVitalsWhenIdle(asWindow, (allowed) => load().then((library) => startWebVitals(allowed, asWindow, library)));
    consent("rejected");
    loaded();
    await vi.waitFor(() => expect(reports.size).toBe(5));
    fire("TTFB");
    expect(win.dataLayer).toEqual([]);
  });

  it("counts a page restored from the back/forward cache as a new page view", async () => {
    const { restore, reports, fire, win } = startSite("accepted");
    await vi.waitFor(() => expect(reports.size).toBe(5));
    fire("TTFB", 100, "a");
    restore();
    fire("TTFB", 5, "b");
    expect(win.dataLayer.map((e) => (e as { metric_id: string }).metric_id)).toEqual(["a", "b"]);
  });

  it("warns once and tries again on the next consent signal when the library failed to load", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { consent, load, reports, start } = startSite(null);
    load.mockRejectedValueOnce(new TypeError("error loading dynamically imported module"));
    consent("accepted");
    await start.mock.results[0]!.value.catch(() => undefined);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    consent("accepted");
    await vi.waitFor(() => expect(reports.size).toBe(5));
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("says nothing when the library fails because the visitor is leaving the page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { consent, load, start, win } = startSite(null);
    load.mockRejectedValueOnce(new TypeError("error loading dynamically imported module"));
    consent("accepted");
    win.dispatchEvent(new Event("beforeunload"));
    await start.mock.results[0]!.value.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("toDataLayerEvent", () => {
  it("maps a timing metric to the data-layer shape in whole milliseconds", () => {
    expect(toDataLayerEvent({ name: "LCP", value: 1234.56, rating: "good", id: "v5-1-2" })).toEqual({
      event: "web_vitals",
      metric_name: "LCP",
      metric_value: 1235,
      metric_rating: "good",
      metric_id: "v5-1-2",
    });
  });

  it("keeps four decimals of CLS, a score without unit", () => {
    expect(toDataLayerEvent({ name: "CLS", value: 0.123456, rating: "needs-improvement", id: "v5-3" }).metric_value).toBe(0.1235);
  });
});
