import { CONSENT_ACCEPTED, CONSENT_EVENT, CONSENT_KEY } from "~/features/cookie-consent/consent";

let started = false;

function storedConsent(win: Window): string | null {
  try {
    return win.localStorage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
}

/**
 * Called by the site script (after the first paint). Field metrics are reported only with consent
 * (docs/decisions/150), so nothing of them loads before it: with consent stored, the reporter loads
 * in an idle moment; otherwise it loads when the visitor accepts on this page. The reporter then
 * follows later changes of mind itself.
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
  const idle = () => (typeof win.requestIdleCallback === "function" ? win.requestIdleCallback(run, { timeout: 5000 }) : win.setTimeout(run, 200));
  if (storedConsent(win) === CONSENT_ACCEPTED) {
    idle();
    return;
  }
  const onChange = (event: Event) => {
    if ((event as CustomEvent<{ status?: unknown } | null>).detail?.status !== CONSENT_ACCEPTED) return;
    win.removeEventListener(CONSENT_EVENT, onChange);
    run();
  };
  win.addEventListener(CONSENT_EVENT, onChange);
}
