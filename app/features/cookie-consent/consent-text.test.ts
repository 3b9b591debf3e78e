import { describe, expect, it } from "vitest";
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
