import { describe, expect, it } from "vitest";
import { countryCodes, type CountryCode } from "./countries";
import { formatPhoneInput } from "./phone-mask";
import { messages as m, normalizeName, validateLead, type LeadInput } from "./validation";

const valid: LeadInput = { name: "José da Silva", email: "jose@clinica.com.br", country: "BR", phone: "(11) 98765-4321", terms: true };
const errorsOf = (input: Partial<LeadInput>) => validateLead({ ...valid, ...input });
const invalid = (country: CountryCode) => `Telefone inválido para ${country}. Verifique o formato.`;

describe("lead form validation", () => {
  it.each([
    ...["José da Silva", "Ana Lúcia Araújo", "Conceição", "Jo", "  Maria   Clara  ", "Ñandú Müller", "Jose\u0301 Decomposto", "a".repeat(50)].map((name) => ({ name })),
    ...["jose@clinica.com.br", " ana.araujo+leads@exemplo.med.br "].map((email) => ({ email })),
    ...([["BR", "(11) 98765-4321"], ["BR", "(31) 3456-7890"], ["US", "(212) 555-0123"], ["PT", "912345678"], ["ES", "612345678"], ["AR", "91123456789"],
      ["MX", "5512345678"], ["FR", "6 12 34 56 78"], ["FR", "06 12 34 56 78"], ["DE", "151 23456789"], ["IT", "3123456789"], ["GB", "7400123456"]] as const)
      .map(([country, phone]) => ({ country, phone })),
  ])("accepts %j", async (input) => expect(await errorsOf(input)).toEqual({}));

  it.each<[Partial<LeadInput>, Record<string, string>]>([
    ...(["", "   "] as const).map((name) => [{ name }, { name: m.nameRequired }] as [Partial<LeadInput>, Record<string, string>]),
    [{ name: "J" }, { name: m.nameMin }],
    [{ name: "A".repeat(51) }, { name: m.nameMax }],
    ...["João 2", "Ana 😀", "<script>alert(1)</script>", "Maria-Clara", "D'Ávila", "محمد علي", "José@Silva"].map(
      (name) => [{ name }, { name: m.nameLetters }] as [Partial<LeadInput>, Record<string, string>],
    ),
    [{ email: "" }, { email: m.emailRequired }],
    [{ email: "  " }, { email: m.emailRequired }],
    ...["jose", "jose@clinica", "jose@@clinica.com", "<script>@x.com"].map((email) => [{ email }, { email: m.emailInvalid }] as [Partial<LeadInput>, Record<string, string>]),
    [{ email: `${"a".repeat(95)}@x.com` }, { email: m.emailMax }],
    [{ email: "a".repeat(10_000) }, { email: m.emailMax }],
    [{ phone: "" }, { phone: m.phoneRequired }],
    [{ phone: "(11" }, { phone: m.phoneMin }],
    [{ country: "US", phone: "(212) 5" }, { phone: m.phoneMin }],
    [{ country: "FR", phone: "1 23 45" }, { phone: m.phoneMin }],
    [{ phone: "1234-5678" }, { phone: invalid("BR") }],
    [{ phone: "123456789" }, { phone: invalid("BR") }],
    [{ country: "US", phone: "(000) 000-0000" }, { phone: invalid("US") }],
    [{ country: "PT", phone: "12345678" }, { phone: invalid("PT") }],
    [{ country: "DE", phone: "000 00000000" }, { phone: invalid("DE") }],
    [{ country: "GB", phone: "12345678" }, { phone: invalid("GB") }],
    // A valid Brazilian mobile is not a valid number of Italy.
    [{ country: "IT", phone: "11987654321" }, { phone: invalid("IT") }],
    [{ terms: false }, { terms: m.terms }],
    [{ name: "", email: "", phone: "", terms: false }, { name: m.nameRequired, email: m.emailRequired, phone: m.phoneRequired, terms: m.terms }],
    // The phone's country is still checked when another field fails.
    [{ name: "", phone: "1234-5678" }, { name: m.nameRequired, phone: invalid("BR") }],
  ])("rejects %j with %j", async (input, expected) => expect(await errorsOf(input)).toEqual(expected));

  it("normalises the name that is sent", () => expect(normalizeName("  Maria \t  Clara ")).toBe("Maria Clara"));
});

/**
 * Bad-input run: hundreds of generated names, e-mails and phones (unicode, 10,000 characters,
 * markup, right-to-left text, emoji), each built so its expected message is known; the
 * validation must never throw. A seeded generator (mulberry32) makes a failure reproducible.
 */
describe("bad-input run", () => {
  let seed = 20250408;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T,>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  const from = (chars: string, n: number) => Array.from({ length: n }, () => pick([...chars])).join("");
  const letters = (n: number) => from("abcdefghijklmnopqrstuvwxyzáàâãéêíóôõúüçñÁÉÍÓÚÇÃÕ", n);
  const ascii = (n: number) => from("abcdefghijklmnopqrstuvwxyz0123456789", n);
  const digits = (n: number) => from("0123456789", n);
  const HOSTILE = ["😀", "👩‍⚕️", "🇧🇷", "<script>", "</script>", "<img src=x onerror=alert(1)>", "\u202e", "\u200f", "مرحبا", "שלום", "\u0000", "1", "9",
    "@", "#", "$", "%", "'", '"', "-", ".", "_", "{}", "\\", "𝔸", "汉字", "Ж", "ß\u0301\u0301\u0301"] as const;
  const withHostile = (base: string, list: readonly string[] = HOSTILE) => {
    const at = int(0, base.length);
    return base.slice(0, at) + pick(list) + base.slice(at);
  };
  const times = <T,>(n: number, make: () => T) => Array.from({ length: n }, make);
  type Case = [Partial<LeadInput>, string | undefined];
  const shortPhone = (): Case => {
    const masked = formatPhoneInput("BR", withHostile(digits(int(0, 7))));
    return [{ phone: masked }, masked === "" ? m.phoneRequired : m.phoneMin];
  };
  const cases: Case[] = [
    ...times(40, (): Case => [{ name: `${letters(int(2, 20))} ${letters(int(1, 20))}` }, undefined]),
    ...times(40, (): Case => [{ name: withHostile(letters(int(2, 40))) }, m.nameLetters]),
    ...times(10, (): Case => [{ name: letters(int(51, 200)) }, m.nameMax]),
    [{ name: "a".repeat(10_000) }, m.nameMax],
    [{ name: "😀".repeat(5_000) }, m.nameMax],
    [{ name: "\u202eavliS" }, m.nameLetters],
    [{ name: " \t " }, m.nameRequired],
    ...times(30, (): Case => [{ email: `${ascii(int(1, 20))}@${ascii(int(1, 20))}.com.br` }, undefined]),
    ...times(30, (): Case => [{ email: `${ascii(int(1, 10))}${pick(HOSTILE.filter((h) => !".-_'19".includes(h)))}@clinica.com` }, m.emailInvalid]),
    ...times(10, (): Case => [{ email: `${ascii(int(95, 300))}@clinica.com` }, m.emailMax]),
    [{ email: "x".repeat(10_000) }, m.emailMax],
    [{ email: "مرحبا@مثال.كوم" }, m.emailInvalid],
    ...times(30, shortPhone),
    ...times(20, (): Case => [{ phone: formatPhoneInput("BR", `${int(11, 99)}9${digits(8)}`) }, undefined]),
    ...times(10, (): Case => [{ phone: formatPhoneInput("BR", digits(int(8, 9))) }, invalid("BR")]),
    // Raw text that never reached the mask (a script filling the field): unicode digits are not digits.
    ...times(20, (): Case => [{ country: pick(countryCodes.filter((c) => c !== "BR")), phone: `${pick(HOSTILE.filter((h) => !/\d/.test(h)))}١٢٣٤٥٦٧٨٩` }, m.phoneRequired]),
    [{ phone: "9".repeat(10_000) }, invalid("BR")],
  ];

  it("never throws and gives the expected message for every one of at least 200 cases", async () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const mismatches: string[] = [];
    for (const [input, expected] of cases) {
      const field = Object.keys(input).find((k) => k !== "country") as keyof LeadInput;
      const errors = await errorsOf(input);
      if (JSON.stringify(errors) !== JSON.stringify(expected ? { [field]: expected } : {})) {
        mismatches.push(`${JSON.stringify(input).slice(0, 80)}: expected ${expected}, got ${JSON.stringify(errors)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
