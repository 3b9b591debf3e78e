import { describe, expect, it } from "vitest";
import { countries, leadPhone, splitLeadPhone } from "./countries";

describe("the phone as a lead carries it", () => {
  it.each(countries.map((c) => [c.code, c.dialCode] as const))("reads back %s's numbers (%s)", (code, dialCode) => {
    const phone = leadPhone(code, "912345678");
    expect(phone).toBe(`${dialCode} 912345678`);
    expect(splitLeadPhone(phone)).toEqual({ country: code, digits: "912345678" });
  });

  it.each(["+7 9123456789", "11987654321", "+55 (11) 98765-4321", "+55  11987654321", " +55 11987654321", "+55 1198765432x"])(
    "reads no selector country from %j",
    (phone) => expect(splitLeadPhone(phone)).toBeNull(),
  );

  it("keeps an empty number empty, for the field rules to refuse", () =>
    expect(splitLeadPhone("+55 ")).toEqual({ country: "BR", digits: "" }));
});
