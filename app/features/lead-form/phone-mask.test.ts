import { describe, expect, it } from "vitest";
import { countries } from "./countries";
import { formatPhoneInput, internationalPhone, nationalDigits } from "./phone-mask";

/** Types the digits one by one, as the input does, and returns every intermediate text. */
function typeOut(country: Parameters<typeof formatPhoneInput>[0], digits: string): string[] {
  const out: string[] = [];
  let value = "";
  for (const d of digits) {
    value = formatPhoneInput(country, value + d);
    out.push(value);
  }
  return out;
}

describe("phone mask", () => {
  it("masks a Brazilian mobile as it is typed", () => {
    expect(typeOut("BR", "11987654321")).toEqual([
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

  it("masks a Brazilian landline and caps at 11 digits", () => {
    expect(formatPhoneInput("BR", "3134567890")).toBe("(31) 3456-7890");
    expect(formatPhoneInput("BR", "119876543210000")).toBe("(11) 98765-4321");
  });

  it("lets Backspace remove digits across separators", () => {
    // Deleting the ")" of "(11) " leaves "(11 " which is re-masked to "(11".
    expect(formatPhoneInput("BR", "(11 ")).toBe("(11");
    expect(formatPhoneInput("BR", "(11) 3456-")).toBe("(11) 3456");
    expect(formatPhoneInput("BR", "(")).toBe("");
  });

  it("masks US, French and German numbers", () => {
    expect(typeOut("US", "2125550123").at(-1)).toBe("(212) 555-0123");
    expect(formatPhoneInput("US", "21255")).toBe("(212) 55");
    expect(formatPhoneInput("FR", "612345678")).toBe("6 12 34 56 78");
    expect(formatPhoneInput("FR", "0612345678")).toBe("06 12 34 56 78");
    expect(formatPhoneInput("FR", "06123456789999")).toBe("06 12 34 56 78");
    expect(formatPhoneInput("DE", "15123456789")).toBe("151 23456789");
    expect(formatPhoneInput("DE", "015123456789")).toBe("0151 23456789");
  });

  it("strips everything but digits for the other countries", () => {
    expect(formatPhoneInput("PT", "912 345-678")).toBe("912345678");
    expect(formatPhoneInput("GB", "abc7400 123 456")).toBe("7400123456");
    expect(formatPhoneInput("BR", "<script>11</script>")).toBe("(11");
    expect(formatPhoneInput("BR", "١١٩٨")).toBe("");
  });

  it("drops a pasted calling code", () => {
    expect(formatPhoneInput("BR", "+55 11 98765-4321")).toBe("(11) 98765-4321");
    expect(formatPhoneInput("BR", "0055 11 98765-4321")).toBe("(11) 98765-4321");
    expect(formatPhoneInput("US", "+1 (212) 555-0123")).toBe("(212) 555-0123");
    expect(nationalDigits("PT", "+351 912 345 678")).toBe("912345678");
  });

  it("keeps the placeholder of every country in its own mask format", () => {
    for (const c of countries) expect(formatPhoneInput(c.code, c.placeholder)).toBe(c.placeholder);
  });

  it("builds the international phone: calling code, a space, the digits", () => {
    expect(internationalPhone("BR", "(11) 98765-4321")).toBe("+55 11987654321");
    expect(internationalPhone("PT", "912345678")).toBe("+351 912345678");
    expect(internationalPhone("US", "(212) 555-0123")).toBe("+1 2125550123");
  });
});
