import { CONSENT_ACCEPTED, CONSENT_EVENT, CONSENT_KEY } from "~/features/cookie-consent/consent";

let started = false;

/**
 * Called by the site script (after the first paint): in an idle moment, loads the reporter, which
 * waits for consent before it loads the web-vitals library (docs/decisions/150).
 */
export function startWebVitalsWhenIdle(win: Window = window): void {
  if (started) return;
  started = true;
  const run = () => {
    import("./reporter").then(
      (reporter) => reporter.startWebVitals({ key: CONSENT_KEY, event: CONSENT_EVENT, accepted: CONSENT_ACCEPTED }),
      () => {
        // Field metrics are optional: a chunk that fails to load must not disturb the page.
      },
    );
  };
  if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(run, { timeout: 5000 });
  else win.setTimeout(run, 200);
}
