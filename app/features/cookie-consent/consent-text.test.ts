import { describe, expect, it, vi } from "vitest";
import { consentDateBR, describeConsent, savedMessage } from "./consent-text";

describe("describeConsent", () => {
  it("says when nothing was chosen that analytics stay off", () => {
    expect(describeConsent(null)).toBe("Você ainda não fez uma escolha. Até lá, os cookies de análise ficam desligados.");
  });

  it("names the choice and its date in Brasília time", () => {
    expect(describeConsent({ status: "accepted", date: "2026-11-23T12:00:00.000Z" })).toBe(
      "Cookies de análise aceitos em 23/11/2026: eles estão ligados.",
    );
    // 01:30 UTC on the 24th is still the 23rd in Brasília.
    expect(describeConsent({ status: "rejected", date: "2026-11-24T01:30:00.000Z" })).toBe(
      "Cookies de análise recusados em 23/11/2026: eles ficam desligados.",
    );
  });

  it("leaves the date out when it is missing or unreadable", () => {
    expect(describeConsent({ status: "rejected", date: null })).toBe("Cookies de análise recusados: eles ficam desligados.");
    expect(consentDateBR("ontem")).toBeNull();
  });
});

describe("savedMessage", () => {
  it("confirms each choice", () => {
    expect(savedMessage("accepted")).toContain("aceitos");
    expect(savedMessage("rejected")).toContain("recusados");
  });
});

describe("the date format", () => {
  it("is built on first use, not when the module loads", async () => {
    vi.resetModules();
    const real = Intl.DateTimeFormat;
    const built = vi.fn();
    Intl.DateTimeFormat = new Proxy(real, { construct: (target, args) => (built(), new target(...(args as []))) });
    try {
      const fresh = await import("./consent-text");
      expect(built).not.toHaveBeenCalled();
      expect(fresh.describeConsent(null)).toContain("ainda não");
      expect(built).not.toHaveBeenCalled();
      expect(fresh.consentDateBR("2026-11-23T12:00:00.000Z")).toBe("23/11/2026");
      expect(fresh.consentDateBR("2026-11-24T12:00:00.000Z")).toBe("24/11/2026");
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      Intl.DateTimeFormat = real;
    }
  });
});
