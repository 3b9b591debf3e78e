/** Consent storage and signalling, shared by the cookie banner, the preferences dialog and the lead form. */

import { analyticsCookieExpiries } from "./analytics-cookies";

export const CONSENT_KEY = "cookie-consent";
export const CONSENT_DATE_KEY = "cookie-consent-date";
export const CONSENT_ACCEPTED = "accepted";
export const CONSENT_REJECTED = "rejected";
export const CONSENT_EVENT = "cookie-consent-change";
/** The banner appears this long after load when no consent is stored (spec section 9). */
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

/** The page's cookies, so a withdrawal can remove the analytics ones. */
export interface CookieJar {
  read: () => string;
  write: (assignment: string) => void;
  hostname: string;
}

export interface ConsentEnv {
  storage: Pick<Storage, "getItem" | "setItem">;
  dataLayer: DataLayerEntry[];
  dispatch: (event: Event) => void;
  gtag?: (...args: unknown[]) => void;
  now: () => Date;
  cookies?: CookieJar;
}

export function browserConsentEnv(): ConsentEnv {
  window.dataLayer = window.dataLayer ?? [];
  return {
    storage: window.localStorage,
    dataLayer: window.dataLayer,
    dispatch: (event) => window.dispatchEvent(event),
    gtag: window.gtag,
    now: () => new Date(),
    cookies: {
      read: () => document.cookie,
      write: (assignment) => {
        document.cookie = assignment;
      },
      hostname: window.location.hostname,
    },
  };
}

export interface StoredConsent {
  status: ConsentStatus;
  /** ISO timestamp of the choice; null when it was not stored (older entries, storage quirks). */
  date: string | null;
}

/** The stored choice, or null when the visitor has not chosen (or storage cannot be read). */
export function readConsent(storage: Pick<Storage, "getItem">): StoredConsent | null {
  try {
    const status = storage.getItem(CONSENT_KEY);
    if (status !== CONSENT_ACCEPTED && status !== CONSENT_REJECTED) return null;
    return { status, date: storage.getItem(CONSENT_DATE_KEY) };
  } catch {
    // Storage can throw (privacy modes, disabled cookies): treat as no choice.
    return null;
  }
}

export function hasAcceptedConsent(storage: Pick<Storage, "getItem">): boolean {
  return readConsent(storage)?.status === CONSENT_ACCEPTED;
}

function store(status: ConsentStatus, env: ConsentEnv): void {
  try {
    env.storage.setItem(CONSENT_KEY, status);
    env.storage.setItem(CONSENT_DATE_KEY, env.now().toISOString());
  } catch {
    // Without storage the banner will ask again next visit; the rest still applies.
  }
}

function announce(status: ConsentStatus, env: ConsentEnv): void {
  const detail: ConsentChangeDetail = { status };
  env.dispatch(new CustomEvent(CONSENT_EVENT, { detail }));
}

/**
 * Stores consent, tells the tag manager (data layer event and Consent Mode update) and
 * tells the rest of the page (window event). The data layer event differs by where the
 * visitor consented, as the analytics team reads them separately.
 */
export function acceptConsent(method: ConsentMethod, env: ConsentEnv): void {
  store(CONSENT_ACCEPTED, env);
  env.gtag?.("consent", "update", { analytics_storage: "granted" });
  env.dataLayer.push(
    method === "banner"
      ? { event: "cookie_consent", consent_status: CONSENT_ACCEPTED }
      : { event: "cookie_consent", method: "form_submission" },
  );
  announce(CONSENT_ACCEPTED, env);
}

/**
 * Stores the refusal (a first "Rejeitar" or a withdrawal from the preferences), sets Consent
 * Mode back to denied, removes the analytics cookies consent may have let in, and signals like
 * acceptance does (docs/decisions/120).
 */
export function rejectConsent(env: ConsentEnv): void {
  store(CONSENT_REJECTED, env);
  env.gtag?.("consent", "update", { analytics_storage: "denied" });
  if (env.cookies) {
    for (const assignment of analyticsCookieExpiries(env.cookies.read(), env.cookies.hostname)) env.cookies.write(assignment);
  }
  env.dataLayer.push({ event: "cookie_consent", consent_status: CONSENT_REJECTED });
  announce(CONSENT_REJECTED, env);
}

/** Applies a choice made on the banner or in the preferences: storage, Consent Mode, data layer, window event. */
export function applyConsent(status: ConsentStatus): void {
  const env = browserConsentEnv();
  if (status === "accepted") acceptConsent("banner", env);
  else rejectConsent(env);
}
