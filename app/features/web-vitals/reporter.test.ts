// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MetricType } from "web-vitals";
import { browserReporterEnv, type ReporterEnv, startReporter, toDataLayerEvent, type WebVitalsApi } from "./reporter";

type Report = (metric: MetricType) => void;

// The library is a fake whose callbacks the tests fire by hand.
const reports = new Map<string, Report>();
const fakeApi: WebVitalsApi = {
  onTTFB: (r) => void reports.set("TTFB", r),
  onFCP: (r) => void reports.set("FCP", r),
  onLCP: (r) => void reports.set("LCP", r),
  onCLS: (r) => void reports.set("CLS", r),
  onINP: (r) => void reports.set("INP", r),
};

const metric = (name: MetricType["name"], value = 100, id = `v5-${name}`) => ({ name, value, rating: "good", id }) as MetricType;

function fakeEnv(initial: string | null) {
  let consentListener: (status: unknown) => void = () => {};
  let restoreListener: () => void = () => {};
  const pushed: unknown[] = [];
  const load = vi.fn(async () => fakeApi);
  const env: ReporterEnv = {
    accepted: "accepted",
    readConsent: () => initial,
    onConsentChange: (l) => (consentListener = l),
    onRestore: (l) => (restoreListener = l),
    load,
    push: (e) => pushed.push(e),
  };
  return { env, pushed, load, consent: (s: unknown) => consentListener(s), restore: () => restoreListener() };
}

beforeEach(() => reports.clear());

describe("startReporter", () => {
  it("loads nothing and reports nothing before consent", async () => {
    const { env, load, pushed } = fakeEnv(null);
    expect(startReporter(env)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(pushed).toEqual([]);
  });

  it("loads the library once consent arrives, then reports each metric once", async () => {
    const { env, load, pushed, consent } = fakeEnv(null);
    startReporter(env);
    consent("accepted");
    consent("accepted");
    await vi.waitFor(() => expect(reports.size).toBe(5));
    expect(load).toHaveBeenCalledTimes(1);
    reports.get("FCP")!(metric("FCP", 812.4));
    reports.get("FCP")!(metric("FCP", 900));
    reports.get("TTFB")!(metric("TTFB", 120));
    expect(pushed).toEqual([
      { event: "web_vitals", metric_name: "FCP", metric_value: 812, metric_rating: "good", metric_id: "v5-FCP" },
      { event: "web_vitals", metric_name: "TTFB", metric_value: 120, metric_rating: "good", metric_id: "v5-TTFB" },
    ]);
  });

  it("stops reporting after a rejection", async () => {
    const { env, pushed, consent } = fakeEnv("accepted");
    await startReporter(env);
    reports.get("LCP")!(metric("LCP"));
    consent("rejected");
    reports.get("CLS")!(metric("CLS", 0.01));
    reports.get("INP")!(metric("INP"));
    expect(pushed).toHaveLength(1);
  });

  it("never loads the library when consent is stored as rejected", async () => {
    const { env, load, consent } = fakeEnv("rejected");
    expect(startReporter(env)).toBeNull();
    consent(undefined);
    expect(load).not.toHaveBeenCalled();
  });

  it("counts a page restored from the back/forward cache as a new page view", async () => {
    const { env, pushed, restore } = fakeEnv("accepted");
    await startReporter(env);
    reports.get("TTFB")!(metric("TTFB", 100, "a"));
    restore();
    reports.get("TTFB")!(metric("TTFB", 5, "b"));
    expect(pushed.map((e) => (e as { metric_id: string }).metric_id)).toEqual(["a", "b"]);
  });

  it("tries again on the next consent signal when the library failed to load", async () => {
    const { env, load, consent } = fakeEnv("accepted");
    load.mockRejectedValueOnce(new Error("offline"));
    await startReporter(env);
    consent("accepted");
    await vi.waitFor(() => expect(reports.size).toBe(5));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("browserReporterEnv", () => {
  afterEach(() => {
    window.localStorage.clear();
    delete window.dataLayer;
  });

  it("follows localStorage and the cookie-consent-change event, and pushes to window.dataLayer", async () => {
    const env = browserReporterEnv({ key: "cookie-consent", event: "cookie-consent-change", accepted: "accepted" }, async () => fakeApi);
    expect(env.readConsent()).toBeNull();
    startReporter(env);
    window.localStorage.setItem("cookie-consent", "accepted");
    window.dispatchEvent(new CustomEvent("cookie-consent-change", { detail: { status: "accepted" } }));
    await vi.waitFor(() => expect(reports.size).toBe(5));
    reports.get("FCP")!(metric("FCP", 300));
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: "web_vitals", metric_name: "FCP", metric_value: 300 })]);
    window.dispatchEvent(new CustomEvent("cookie-consent-change", { detail: { status: "rejected" } }));
    reports.get("LCP")!(metric("LCP", 300));
    expect(window.dataLayer).toHaveLength(1);
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
