/** Consent storage and signalling, shared by the cookie banner, the preferences dialog and the lead form. */

import { analyticsCookieExpiries } from "./analytics-cookies";

export const CONSENT_KEY = "cookie-consent";
export const CONSENT_DATE_KEY = "cookie-consent-date";
export const CONSENT_ACCEPTED = "accepted";
export const CONSENT_REJECTED = "rejected";
export const CONSENT_EVENT = "cookie-consent-change";
/**
 * On <html>, the stored choice ("accepted" or "rejected"): the head snippet sets it before the first
 * paint (app/lib/analytics-snippet.ts), store() after each choice. The lead form's consent line is
 * shown only while it is absent, with no script of its own (docs/decisions/191).
 */
export const CONSENT_ATTRIBUTE = "data-cookie-consent";
/** The banner appears this long after load when no consent is stored. */
export const BANNER_DELAY_MS = 1000;

export type ConsentMethod = "banner" | "form_submission";
export type ConsentStatus = typeof CONSENT_ACCEPTED | typeof CONSENT_REJECTED;

/** What the window event `cookie-consent-change` carries. */
export interface ConsentChangeDetail {
  status: ConsentStatus;
}

type DataLayerEntry = Record<string, unknown> | IArguments;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
    gtag?: (...args: unknown[]) => void;
  }
}

export interface StoredConsent {
  status: ConsentStatus;
  /** ISO timestamp of the choice; null when it was not stored (older entries, storage quirks). */
  date: string | null;
}

/** The stored choice, or null when the visitor has not chosen (or storage cannot be read). */
export function readConsent(win: Window = window): StoredConsent | null {
  try {
    const status = win.localStorage.getItem(CONSENT_KEY);
    if (status !== CONSENT_ACCEPTED && status !== CONSENT_REJECTED) return null;
    return { status, date: win.localStorage.getItem(CONSENT_DATE_KEY) };
  } catch {
    // Storage can throw, even when reached (privacy modes, disabled cookies): treat as no choice.
    return null;
  }
}

export function hasAcceptedConsent(win: Window = window): boolean {
  return readConsent(win)?.status === CONSENT_ACCEPTED;
}

/**
 * What sending a lead does to consent. The spec accepts analytics cookies with every lead; a
 * visitor who refused keeps the refusal, and one who accepted has nothing to change, so only a
 * visitor who has not chosen accepts by sending (docs/decisions/191).
 */
export function consentOnSubmission(stored: StoredConsent | null): "accept" | "keep" {
  return stored ? "keep" : "accept";
}

function store(status: ConsentStatus, win: Window): void {
  try {
    win.localStorage.setItem(CONSENT_KEY, status);
    win.localStorage.setItem(CONSENT_DATE_KEY, new Date().toISOString());
    win.document.documentElement?.setAttribute(CONSENT_ATTRIBUTE, status);
  } catch {
    // Without storage the banner will ask again next visit; the rest still applies.
  }
}

/** Tells the tag manager (data layer event) and the rest of the page (window event). */
function signal(status: ConsentStatus, win: Window, entry: DataLayerEntry): void {
  (win.dataLayer ??= []).push(entry);
  const detail: ConsentChangeDetail = { status };
  win.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail }));
}

/**
 * Stores consent, tells the tag manager (data layer event and Consent Mode update) and
 * tells the rest of the page (window event). The data layer event differs by where the
 * visitor consented, as the analytics team reads them separately.
 */
export function acceptConsent(method: ConsentMethod, win: Window = window): void {
  store(CONSENT_ACCEPTED, win);
  win.gtag?.("consent", "update", { analytics_storage: "granted" });
  signal(
    CONSENT_ACCEPTED,
    win,
    method === "banner"
      ? { event: "cookie_consent", consent_status: CONSENT_ACCEPTED }
      : { event: "cookie_consent", method: "form_submission" },
  );
}

/**
 * Stores the refusal (a first "Recusar" or a withdrawal from the preferences), sets Consent
 * Mode back to denied, removes the analytics cookies consent may have let in, and signals like
 * acceptance does (docs/decisions/120).
 */
export function rejectConsent(win: Window = window): void {
  store(CONSENT_REJECTED, win);
  win.gtag?.("consent", "update", { analytics_storage: "denied" });
  for (const assignment of analyticsCookieExpiries(win.document.cookie, win.location.hostname)) win.document.cookie = assignment;
  signal(CONSENT_REJECTED, win, { event: "cookie_consent", consent_status: CONSENT_REJECTED });
}

/** Applies a choice made on the banner or in the preferences: storage, Consent Mode, data layer, window event. */
export function applyConsent(status: ConsentStatus): void {
  if (status === "accepted") acceptConsent("banner");
  else rejectConsent();
}
