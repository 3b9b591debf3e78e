import { describe, expect, it, vi } from "vitest";
import {
  acceptConsent,
  CONSENT_EVENT,
  type ConsentEnv,
  hasAcceptedConsent,
  readConsent,
  rejectConsent,
} from "./consent";

function fakeEnv(cookieHeader = "") {
  const store = new Map<string, string>();
  const events: Event[] = [];
  const written: string[] = [];
  const env: ConsentEnv = {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    dataLayer: [],
    dispatch: (e) => void events.push(e),
    gtag: vi.fn(),
    now: () => new Date("2026-03-01T12:00:00.000Z"),
    cookies: { read: () => cookieHeader, write: (s) => void written.push(s), hostname: "www.atendra.com.br" },
  };
  return Object.assign(env, { store, events, written });
}

const statusOf = (e: Event | undefined) => (e as CustomEvent<{ status: string }>).detail.status;

describe("acceptConsent", () => {
  it("from the banner stores the keys, pushes consent_status and dispatches the event", () => {
    const env = fakeEnv();
    acceptConsent("banner", env);
    expect(env.store.get("cookie-consent")).toBe("accepted");
    expect(env.store.get("cookie-consent-date")).toBe("2026-03-01T12:00:00.000Z");
    expect(env.dataLayer).toEqual([{ event: "cookie_consent", consent_status: "accepted" }]);
    expect(env.events).toHaveLength(1);
    expect(env.events[0]?.type).toBe(CONSENT_EVENT);
    expect(statusOf(env.events[0])).toBe("accepted");
    expect(env.gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "granted" });
    expect(env.written).toEqual([]);
  });

  it("from a form submission pushes the form_submission method", () => {
    const env = fakeEnv();
    acceptConsent("form_submission", env);
    expect(env.dataLayer).toEqual([{ event: "cookie_consent", method: "form_submission" }]);
    expect(env.store.get("cookie-consent")).toBe("accepted");
  });

  it("after a refusal, turns it into acceptance (rejected -> accepted)", () => {
    const env = fakeEnv();
    rejectConsent(env);
    acceptConsent("banner", env);
    expect(readConsent(env.storage)?.status).toBe("accepted");
    expect(env.events.map(statusOf)).toEqual(["rejected", "accepted"]);
  });

  it("still signals when storage throws", () => {
    const env = fakeEnv();
    env.storage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => acceptConsent("banner", env)).not.toThrow();
    expect(env.events).toHaveLength(1);
    expect(hasAcceptedConsent(env.storage)).toBe(false);
    expect(readConsent(env.storage)).toBeNull();
  });
});

describe("rejectConsent", () => {
  it("stores 'rejected' with the date, keeps Consent Mode denied, pushes the event and dispatches 'rejected'", () => {
    const env = fakeEnv();
    rejectConsent(env);
    expect(env.store.get("cookie-consent")).toBe("rejected");
    expect(env.store.get("cookie-consent-date")).toBe("2026-03-01T12:00:00.000Z");
    expect(env.gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "denied" });
    expect(env.dataLayer).toEqual([{ event: "cookie_consent", consent_status: "rejected" }]);
    expect(env.events.map((e) => e.type)).toEqual([CONSENT_EVENT]);
    expect(statusOf(env.events[0])).toBe("rejected");
  });

  it("withdrawing an acceptance expires _ga, _ga_* and _gid on the host and its parent domains", () => {
    const env = fakeEnv("_ga=GA1.1.5; _ga_Q1W2=GS1; _gid=GA1.1.9; atendra-video=30");
    acceptConsent("banner", env);
    rejectConsent(env);
    expect(hasAcceptedConsent(env.storage)).toBe(false);
    const names = new Set(env.written.map((s) => s.slice(0, s.indexOf("="))));
    expect(names).toEqual(new Set(["_ga", "_ga_Q1W2", "_gid"]));
    expect(env.written).toContain("_ga=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; Domain=.atendra.com.br");
    expect(env.written).toContain("_gid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/");
  });

  it("works without a cookie jar (tests, non-browser callers)", () => {
    const env = fakeEnv();
    delete env.cookies;
    expect(() => rejectConsent(env)).not.toThrow();
    expect(env.store.get("cookie-consent")).toBe("rejected");
  });
});

describe("readConsent and hasAcceptedConsent", () => {
  it("read only the exact values 'accepted' and 'rejected'", () => {
    const env = fakeEnv();
    expect(readConsent(env.storage)).toBeNull();
    expect(hasAcceptedConsent(env.storage)).toBe(false);
    env.store.set("cookie-consent", "yes");
    expect(readConsent(env.storage)).toBeNull();
    env.store.set("cookie-consent", "rejected");
    expect(readConsent(env.storage)).toEqual({ status: "rejected", date: null });
    expect(hasAcceptedConsent(env.storage)).toBe(false);
    env.store.set("cookie-consent", "accepted");
    env.store.set("cookie-consent-date", "2026-03-01T12:00:00.000Z");
    expect(readConsent(env.storage)).toEqual({ status: "accepted", date: "2026-03-01T12:00:00.000Z" });
    expect(hasAcceptedConsent(env.storage)).toBe(true);
  });
});
