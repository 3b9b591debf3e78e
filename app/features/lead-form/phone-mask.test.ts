import { describe, expect, it } from "vitest";
import { countries, type CountryCode } from "~/content/lead-contract/countries";
import { formatPhoneInput, internationalPhone, nationalDigits } from "./phone-mask";

describe("phone mask", () => {
  it("masks a Brazilian mobile as it is typed, one digit at a time", () => {
    const steps: string[] = [];
    for (const digit of "11987654321") steps.push(formatPhoneInput("BR", (steps.at(-1) ?? "") + digit));
    expect(steps).toEqual([
      "(1",
      "(11",
      "(11) 9",
      "(11) 98",
      "(11) 987",
      "(11) 9876",
      "(11) 9876-5",
      "(11) 9876-54",
      "(11) 9876-543",
      "(11) 9876-5432",
      "(11) 98765-4321",
    ]);
  });

  it.each<[CountryCode, string, string]>([
    ["BR", "3134567890", "(31) 3456-7890"],
    ["BR", "119876543210000", "(11) 98765-4321"], // capped at 11 digits
    // Backspace works across separators: deleting the ")" of "(11) " leaves "(11 ", masked to "(11".
    ["BR", "(11 ", "(11"],
    ["BR", "(11) 3456-", "(11) 3456"],
    ["BR", "(", ""],
    ["US", "2125550123", "(212) 555-0123"],
    ["US", "21255", "(212) 55"],
    ["FR", "612345678", "6 12 34 56 78"],
    ["FR", "0612345678", "06 12 34 56 78"],
    ["FR", "06123456789999", "06 12 34 56 78"],
    ["DE", "15123456789", "151 23456789"],
    ["DE", "015123456789", "0151 23456789"],
    // Other countries: digits only.
    ["PT", "912 345-678", "912345678"],
    ["GB", "abc7400 123 456", "7400123456"],
    ["BR", "<script>11</script>", "(11"],
    ["BR", "١١٩٨", ""],
    // A pasted calling code is dropped: the selector gives it.
    ["BR", "+55 11 98765-4321", "(11) 98765-4321"],
    ["BR", "0055 11 98765-4321", "(11) 98765-4321"],
    ["US", "+1 (212) 555-0123", "(212) 555-0123"],
  ])("%s %j -> %j", (country, typed, shown) => expect(formatPhoneInput(country, typed)).toBe(shown));

  it("reads the national digits of a number with its calling code", () =>
    expect(nationalDigits("PT", "+351 912 345 678")).toBe("912345678"));

  it("keeps the placeholder of every country in its own mask format", () => {
    for (const c of countries) expect(formatPhoneInput(c.code, c.placeholder)).toBe(c.placeholder);
  });

  it.each<[CountryCode, string, string]>([
    ["BR", "(11) 98765-4321", "+55 11987654321"],
    ["PT", "912345678", "+351 912345678"],
    ["US", "(212) 555-0123", "+1 2125550123"],
  ])("sends %s %j as %j: calling code, a space, the digits", (country, masked, sent) =>
    expect(internationalPhone(country, masked)).toBe(sent),
  );
});
