/** Consent storage and signalling, shared by the cookie banner and the lead form. */

export const CONSENT_KEY = "cookie-consent";
export const CONSENT_DATE_KEY = "cookie-consent-date";
export const CONSENT_ACCEPTED = "accepted";
export const CONSENT_EVENT = "cookie-consent-change";
/** The banner appears this long after load when no consent is stored (spec section 9). */
export const BANNER_DELAY_MS = 1000;

export type ConsentMethod = "banner" | "form_submission";

type DataLayerEntry = Record<string, unknown> | IArguments;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
    gtag?: (...args: unknown[]) => void;
  }
}

export interface ConsentEnv {
  storage: Pick<Storage, "getItem" | "setItem">;
  dataLayer: DataLayerEntry[];
  dispatch: (event: Event) => void;
  gtag?: (...args: unknown[]) => void;
  now: () => Date;
}

export function browserConsentEnv(): ConsentEnv {
  window.dataLayer = window.dataLayer ?? [];
  return {
    storage: window.localStorage,
    dataLayer: window.dataLayer,
    dispatch: (event) => window.dispatchEvent(event),
    gtag: window.gtag,
    now: () => new Date(),
  };
}

export function hasAcceptedConsent(storage: Pick<Storage, "getItem">): boolean {
  try {
    return storage.getItem(CONSENT_KEY) === CONSENT_ACCEPTED;
  } catch {
    // Storage can throw (privacy modes, disabled cookies): treat as not consented.
    return false;
  }
}

/**
 * Stores consent, tells the tag manager (data layer event and Consent Mode update) and
 * tells the rest of the page (window event). The data layer event differs by where the
 * visitor consented, as the analytics team reads them separately.
 */
export function acceptConsent(method: ConsentMethod, env: ConsentEnv): void {
  try {
    env.storage.setItem(CONSENT_KEY, CONSENT_ACCEPTED);
    env.storage.setItem(CONSENT_DATE_KEY, env.now().toISOString());
  } catch {
    // Without storage the banner will ask again next visit; the rest still applies.
  }
  env.gtag?.("consent", "update", { analytics_storage: "granted" });
  env.dataLayer.push(
    method === "banner"
      ? { event: "cookie_consent", consent_status: CONSENT_ACCEPTED }
      : { event: "cookie_consent", method: "form_submission" },
  );
  env.dispatch(new CustomEvent(CONSENT_EVENT, { detail: { status: CONSENT_ACCEPTED } }));
}
