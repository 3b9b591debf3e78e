import { CONSENT_ACCEPTED, CONSENT_EVENT, readConsent } from "~/features/cookie-consent/consent";
import { settleImport } from "~/lib/settle-import";

type StartReporter = (allowed: () => boolean) => Promise<void>;

/** The reporter's chunk, which holds the library; failing to load rejects. */
const loadReporter =
  (win: Window): StartReporter =>
  (allowed) =>
    import("./web-vitals").then((reporter) => reporter.startWebVitals(allowed, win));

/**
 * Called once by the site script (after the first paint). Field metrics are reported only with consent
 * (they are analytics), and this is their one gate: nothing of them loads before it (with consent stored,
 * the reporter loads in an idle moment; otherwise when the visitor accepts on this page), and the reporter
 * asks `allowed()` before each report, so a rejection, even one made while its chunks load, stops it.
 */
export function startWebVitalsWhenIdle(win: Window = window, start: StartReporter = loadReporter(win)): void {
  let consent: string | null = readConsent(win)?.status ?? null;
  let loading: Promise<void> | null = null;
  const allowed = () => consent === CONSENT_ACCEPTED;
  const load = () => {
    if (!allowed() || loading) return;
    // Field metrics are optional: a chunk that fails to load (offline, a new deploy) costs them and one
    // warning, never the page (~/lib/settle-import); the next consent signal tries again.
    const ok = settleImport(
      start(allowed).then(() => true),
      "web-vitals reporting",
      win,
    );
    loading = ok.then((started) => void (started || (loading = null)));
  };
  win.addEventListener(CONSENT_EVENT, (event) => {
    const status = (event as CustomEvent<{ status?: unknown } | null>).detail?.status;
    consent = typeof status === "string" ? status : null;
    load();
  });
  if (!allowed()) return;
  if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(load, { timeout: 5000 });
  else win.setTimeout(load, 200);
}
