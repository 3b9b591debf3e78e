import { CONSENT_ACCEPTED, CONSENT_EVENT, CONSENT_KEY } from "~/features/cookie-consent/consent";
import type * as Reporter from "./reporter";
import reporterUrl from "./reporter?chunk-url";

let started = false;

/**
 * Called once the app has hydrated: in an idle moment, loads the reporter, which waits for
 * consent before it loads the web-vitals library. Only this function is part of every page's
 * first JavaScript; a plain import of the reporter's address keeps Vite's preload helper out
 * of it (docs/decisions/150).
 */
export function startWebVitalsWhenIdle(win: Window = window): void {
  if (started) return;
  started = true;
  const run = () => {
    (import(/* @vite-ignore */ reporterUrl) as Promise<typeof Reporter>).then(
      (reporter) => reporter.startWebVitals({ key: CONSENT_KEY, event: CONSENT_EVENT, accepted: CONSENT_ACCEPTED }),
      () => {
        // Field metrics are optional: a chunk that fails to load must not disturb the page.
      },
    );
  };
  if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(run, { timeout: 5000 });
  else win.setTimeout(run, 200);
}
