import type { Metric, MetricType } from "web-vitals";
import type {} from "~/features/cookie-consent/consent";

export type VitalsMetric = Pick<Metric, "name" | "value" | "rating" | "id">;

export interface WebVitalsEvent {
  event: "web_vitals";
  metric_name: Metric["name"];
  metric_value: number;
  metric_rating: Metric["rating"];
  metric_id: string;
}

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
 * The consent storage key, window event and accepted value of features/cookie-consent, handed in
 * by the caller: importing that module here would split it out of the first JS into a chunk of its own.
 */
export interface ConsentNames {
  key: string;
  event: string;
  accepted: string;
}

export interface ReporterEnv {
  /** The value that means consent ("accepted"). */
  accepted: string;
  /** The stored consent ("accepted", "rejected"...), null when none or unreadable. */
  readConsent(): string | null;
  /** Consent given or taken back later on this page (the cookie-consent-change event). */
  onConsentChange(listener: (status: unknown) => void): void;
  /** The page came back from the back/forward cache: a new page view. */
  onRestore(listener: () => void): void;
  load(): Promise<WebVitalsApi>;
  push(event: WebVitalsEvent): void;
}

/**
 * Reports each Core Web Vital once per page view, and only while consent is "accepted": nothing
 * is loaded before it, and after a rejection (or any other status) metrics are dropped. The
 * library is imported only once consent is there. Returns the pending load, for tests.
 */
export function startReporter(env: ReporterEnv): Promise<void> | null {
  let consent = env.readConsent();
  let reported = new Set<string>();
  let loading: Promise<void> | null = null;

  const report = (metric: VitalsMetric) => {
    if (consent !== env.accepted || reported.has(metric.name)) return;
    reported.add(metric.name);
    env.push(toDataLayerEvent(metric));
  };

  const loadWhenAllowed = () => {
    if (consent !== env.accepted || loading) return loading;
    loading = env.load().then(
      (api) => {
        // reportAllChanges off: one value per metric (CLS and INP when the page is hidden).
        for (const subscribe of [api.onTTFB, api.onFCP, api.onLCP, api.onCLS, api.onINP]) subscribe(report, { reportAllChanges: false });
      },
      () => {
        // A failed chunk (offline, a new deploy) costs the metrics, never the page; retry on the next consent.
        loading = null;
      },
    );
    return loading;
  };

  // Before the library registers its own listener, so a restored page starts with a clean slate.
  env.onRestore(() => (reported = new Set()));
  env.onConsentChange((status) => {
    consent = typeof status === "string" ? status : null;
    void loadWhenAllowed();
  });
  return loadWhenAllowed();
}

/** The library, imported only once consent is there. */
const loadLibrary = () => import("web-vitals") as Promise<WebVitalsApi>;

export function browserReporterEnv(consent: ConsentNames, load: () => Promise<WebVitalsApi> = loadLibrary): ReporterEnv {
  return {
    accepted: consent.accepted,
    readConsent() {
      try {
        return window.localStorage.getItem(consent.key);
      } catch {
        return null;
      }
    },
    onConsentChange: (listener) =>
      window.addEventListener(consent.event, (event) => listener((event as CustomEvent<{ status?: unknown } | null>).detail?.status)),
    onRestore: (listener) => window.addEventListener("pageshow", (event) => event.persisted && listener()),
    load,
    push: (event) => (window.dataLayer ??= []).push({ ...event }),
  };
}

export function startWebVitals(consent: ConsentNames): void {
  void startReporter(browserReporterEnv(consent));
}
