import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric, type MetricType } from "web-vitals";
import type {} from "~/features/cookie-consent/consent";

export type VitalsMetric = Pick<Metric, "name" | "value" | "rating" | "id">;

export type WebVitalsEvent = {
  event: "web_vitals";
  metric_name: Metric["name"];
  metric_value: number;
  metric_rating: Metric["rating"];
  metric_id: string;
};

/**
 * One data-layer entry per metric. Times are whole milliseconds; CLS, a unitless score, keeps
 * four decimals (0.0123), enough for its 0.1 and 0.25 thresholds.
 */
export function toDataLayerEvent(metric: VitalsMetric): WebVitalsEvent {
  return {
    event: "web_vitals",
    metric_name: metric.name,
    metric_value: metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    metric_rating: metric.rating,
    metric_id: metric.id,
  };
}

type Subscribe = (report: (metric: MetricType) => void, options?: { reportAllChanges?: boolean }) => void;

/** The part of the web-vitals library the reporter uses. */
export interface WebVitalsApi {
  onTTFB: Subscribe;
  onFCP: Subscribe;
  onLCP: Subscribe;
  onCLS: Subscribe;
  onINP: Subscribe;
}

/**
 * The library, in this module's chunk (web-vitals.*.js): ./start imports this module only once
 * consent is there, and one request brings both.
 */
const library: WebVitalsApi = { onTTFB, onFCP, onLCP, onCLS, onINP };

/**
 * Reports each Core Web Vital once per page view to `win.dataLayer`, only while `allowed()` (consent
 * "accepted", which ./start follows).
 */
export function startWebVitals(allowed: () => boolean, win: Window = window, api: WebVitalsApi = library): void {
  let reported = new Set<string>();
  const report = (metric: VitalsMetric) => {
    if (!allowed() || reported.has(metric.name)) return;
    reported.add(metric.name);
    (win.dataLayer ??= []).push(toDataLayerEvent(metric));
  };
  // Before the library registers its own listener, so a page restored from the back/forward cache
  // (a new page view) starts with a clean slate.
  win.addEventListener("pageshow", (event) => event.persisted && (reported = new Set()));
  // reportAllChanges off: one value per metric (CLS and INP when the page is hidden).
  for (const subscribe of [api.onTTFB, api.onFCP, api.onLCP, api.onCLS, api.onINP]) subscribe(report, { reportAllChanges: false });
}
