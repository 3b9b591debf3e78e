import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { analyticsSnippet } from "~/lib/analytics-snippet";
import {
  acceptConsent,
  CONSENT_ATTRIBUTE,
  CONSENT_EVENT,
  CONSENT_KEY,
  consentOnSubmission,
  hasAcceptedConsent,
  readConsent,
  rejectConsent,
} from "./consent";

/** The parts of a window consent uses: storage, gtag, data layer, events, cookies and host. */
function fakeWindow(cookieHeader = "") {
  const store = new Map<string, string>();
  const events: Event[] = [];
  const written: string[] = [];
  const attributes = new Map<string, string>();
  const win = {
    localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    dataLayer: [] as unknown[],
    dispatchEvent: (e: Event) => events.push(e) > 0,
    gtag: vi.fn(),
    document: {
      documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) },
      get cookie() {
        return cookieHeader;
      },
      set cookie(assignment: string) {
        written.push(assignment);
      },
    },
    location: { hostname: "www.atendra.com.br" },
  };
  return { win, asWindow: win as unknown as Window, store, events, written, attributes };
}

beforeEach(() => vi.useFakeTimers({ now: new Date("2026-03-01T12:00:00.000Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

const statusOf = (e: Event | undefined) => (e as CustomEvent<{ status: string }>).detail.status;

describe("acceptConsent", () => {
  it("from the banner stores the keys, pushes consent_status and dispatches the event", () => {
    const env = fakeWindow();
    acceptConsent("banner", env.asWindow);
    expect(env.store.get("cookie-consent")).toBe("accepted");
    expect(env.store.get("cookie-consent-date")).toBe("2026-03-01T12:00:00.000Z");
    expect(env.win.dataLayer).toEqual([{ event: "cookie_consent", consent_status: "accepted" }]);
    expect(env.events).toHaveLength(1);
    expect(env.events[0]?.type).toBe(CONSENT_EVENT);
    expect(statusOf(env.events[0])).toBe("accepted");
    expect(env.win.gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "granted" });
    expect(env.written).toEqual([]);
  });

  it("from a form submission pushes the form_submission method", () => {
    const env = fakeWindow();
    acceptConsent("form_submission", env.asWindow);
    expect(env.win.dataLayer).toEqual([{ event: "cookie_consent", method: "form_submission" }]);
    expect(env.store.get("cookie-consent")).toBe("accepted");
  });

  // The tag manager may not have loaded yet (no data layer), or may have queued its own entries.
  it.each([
    ["creates the data layer when the page has none", undefined, []],
    ["appends to the tag manager's entries, never replacing them", [{ event: "gtm.js" }], [{ event: "gtm.js" }]],
  ])("%s", (_label, before, kept) => {
    const env = fakeWindow();
    (env.win as { dataLayer?: unknown[] }).dataLayer = before;
    acceptConsent("banner", env.asWindow);
    expect(env.win.dataLayer).toEqual([...kept, { event: "cookie_consent", consent_status: "accepted" }]);
  });

  it("after a refusal, turns it into acceptance (rejected -> accepted)", () => {
    const env = fakeWindow();
    rejectConsent(env.asWindow);
    acceptConsent("banner", env.asWindow);
    expect(readConsent(env.asWindow)?.status).toBe("accepted");
    expect(env.events.map(statusOf)).toEqual(["rejected", "accepted"]);
  });

  it("still signals when storage throws", () => {
    const env = fakeWindow();
    const blocked = () => {
      throw new Error("blocked");
    };
    env.win.localStorage = { getItem: blocked, setItem: blocked };
    expect(() => acceptConsent("banner", env.asWindow)).not.toThrow();
    expect(env.events).toHaveLength(1);
    expect(hasAcceptedConsent(env.asWindow)).toBe(false);
    expect(readConsent(env.asWindow)).toBeNull();
    // Where even reaching localStorage throws.
    expect(readConsent(Object.defineProperty({}, "localStorage", { get: blocked }) as Window)).toBeNull();
  });
});

describe("rejectConsent", () => {
  it("stores 'rejected' with the date, keeps Consent Mode denied, pushes the event and dispatches 'rejected'", () => {
    const env = fakeWindow();
    rejectConsent(env.asWindow);
    expect(env.store.get("cookie-consent")).toBe("rejected");
    expect(env.store.get("cookie-consent-date")).toBe("2026-03-01T12:00:00.000Z");
    expect(env.win.gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "denied" });
    expect(env.win.dataLayer).toEqual([{ event: "cookie_consent", consent_status: "rejected" }]);
    expect(env.events.map((e) => e.type)).toEqual([CONSENT_EVENT]);
    expect(statusOf(env.events[0])).toBe("rejected");
  });

  it("withdrawing an acceptance expires _ga, _ga_* and _gid on the host and its parent domains", () => {
    const env = fakeWindow("_ga=GA1.1.5; _ga_Q1W2=GS1; _gid=GA1.1.9; atendra-video=30");
    acceptConsent("banner", env.asWindow);
    rejectConsent(env.asWindow);
    expect(hasAcceptedConsent(env.asWindow)).toBe(false);
    const names = new Set(env.written.map((s) => s.slice(0, s.indexOf("="))));
    expect(names).toEqual(new Set(["_ga", "_ga_Q1W2", "_gid"]));
    expect(env.written).toContain("_ga=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; Domain=.atendra.com.br");
    expect(env.written).toContain("_gid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/");
  });
});

describe("readConsent and hasAcceptedConsent", () => {
  it("read only the exact values 'accepted' and 'rejected'", () => {
    const env = fakeWindow();
    expect(readConsent(env.asWindow)).toBeNull();
    expect(hasAcceptedConsent(env.asWindow)).toBe(false);
    env.store.set("cookie-consent", "yes");
    expect(readConsent(env.asWindow)).toBeNull();
    env.store.set("cookie-consent", "rejected");
    expect(readConsent(env.asWindow)).toEqual({ status: "rejected", date: null });
    expect(hasAcceptedConsent(env.asWindow)).toBe(false);
    env.store.set("cookie-consent", "accepted");
    env.store.set("cookie-consent-date", "2026-03-01T12:00:00.000Z");
    expect(readConsent(env.asWindow)).toEqual({ status: "accepted", date: "2026-03-01T12:00:00.000Z" });
    expect(hasAcceptedConsent(env.asWindow)).toBe(true);
  });
});

describe("consentOnSubmission (docs/decisions/191)", () => {
  it("accepts for a visitor who has not chosen, as the spec does", () => {
    expect(consentOnSubmission(null)).toBe("accept");
  });

  it("keeps a refusal, dated or not", () => {
    expect(consentOnSubmission({ status: "rejected", date: "2026-03-01T12:00:00.000Z" })).toBe("keep");
    expect(consentOnSubmission({ status: "rejected", date: null })).toBe("keep");
  });

  it("keeps an acceptance: nothing to store, no second event", () => {
    expect(consentOnSubmission({ status: "accepted", date: "2026-03-01T12:00:00.000Z" })).toBe("keep");
  });

  it("decides from what is stored: a refusal read back from storage is kept", () => {
    const env = fakeWindow();
    expect(consentOnSubmission(readConsent(env.asWindow))).toBe("accept");
    rejectConsent(env.asWindow);
    expect(consentOnSubmission(readConsent(env.asWindow))).toBe("keep");
  });
});

describe("the choice on <html>", () => {
  it("is set by every stored choice, so CSS hides the lead form's consent line at once", () => {
    const env = fakeWindow();
    acceptConsent("form_submission", env.asWindow);
    expect(env.attributes.get(CONSENT_ATTRIBUTE)).toBe("accepted");
    rejectConsent(env.asWindow);
    expect(env.attributes.get(CONSENT_ATTRIBUTE)).toBe("rejected");
  });

  it("is the attribute and key the head snippet uses before the first paint", () => {
    const snippet = analyticsSnippet(undefined);
    expect(CONSENT_ATTRIBUTE).toBe("data-cookie-consent");
    expect(snippet).toContain(`setAttribute('${CONSENT_ATTRIBUTE}',c)`);
    expect(snippet).toContain(`localStorage.getItem('${CONSENT_KEY}')`);
  });
});
