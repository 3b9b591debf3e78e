import { describe, expect, it, vi } from "vitest";
import { acceptConsent, CONSENT_EVENT, type ConsentEnv, hasAcceptedConsent } from "./consent";

function fakeEnv(): ConsentEnv & { store: Map<string, string>; events: Event[] } {
  const store = new Map<string, string>();
  const events: Event[] = [];
  return {
    store,
    events,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    dataLayer: [],
    dispatch: (e) => void events.push(e),
    gtag: vi.fn(),
    now: () => new Date("2026-03-01T12:00:00.000Z"),
  };
}

describe("acceptConsent", () => {
  it("from the banner stores the keys, pushes consent_status and dispatches the event", () => {
    const env = fakeEnv();
    acceptConsent("banner", env);
    expect(env.store.get("cookie-consent")).toBe("accepted");
    expect(env.store.get("cookie-consent-date")).toBe("2026-03-01T12:00:00.000Z");
    expect(env.dataLayer).toEqual([{ event: "cookie_consent", consent_status: "accepted" }]);
    expect(env.events).toHaveLength(1);
    const event = env.events[0] as CustomEvent<{ status: string }>;
    expect(event.type).toBe(CONSENT_EVENT);
    expect(event.detail.status).toBe("accepted");
    expect(env.gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "granted" });
  });

  it("from a form submission pushes the form_submission method", () => {
    const env = fakeEnv();
    acceptConsent("form_submission", env);
    expect(env.dataLayer).toEqual([{ event: "cookie_consent", method: "form_submission" }]);
    expect(env.store.get("cookie-consent")).toBe("accepted");
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
  });
});

describe("hasAcceptedConsent", () => {
  it("is true only for the exact value 'accepted'", () => {
    const env = fakeEnv();
    expect(hasAcceptedConsent(env.storage)).toBe(false);
    env.store.set("cookie-consent", "rejected");
    expect(hasAcceptedConsent(env.storage)).toBe(false);
    env.store.set("cookie-consent", "accepted");
    expect(hasAcceptedConsent(env.storage)).toBe(true);
  });
});
