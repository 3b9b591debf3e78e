import { describe, expect, it } from "vitest";
import { formatPhoneInput } from "~/features/lead-form/phone-mask";
import { countryCodes, type CountryCode } from "./countries";
import { messages as m, normalizeName, validateLead, type LeadErrors, type LeadInput } from "./fields";
import { isValidForCountry } from "./phone-check";

const valid: LeadInput = { name: "José da Silva", email: "jose@clinica.com.br", country: "BR", phone: "(11) 98765-4321", terms: true };
const errorsOf = (input: Partial<LeadInput>) => validateLead({ ...valid, ...input }, isValidForCountry);
const invalid = (country: CountryCode) => `Telefone inválido para ${country}. Verifique o formato.`;

describe("lead field rules", () => {
  it.each([
    ...[
      "José da Silva",
      "Ana Lúcia Araújo",
      "Conceição",
      "Jo",
      "  Maria   Clara  ",
      "Ñandú Müller",
      "Jose\u0301 Decomposto",
      "a".repeat(50),
    ].map((name) => ({ name })),
    ...["jose@clinica.com.br", " ana.araujo+leads@exemplo.med.br ", `${"a".repeat(94)}@x.com`].map((email) => ({ email })),
    ...(
      [
        ["BR", "(11) 98765-4321"],
        ["BR", "(31) 3456-7890"],
        ["US", "(212) 555-0123"],
        ["PT", "912345678"],
        ["ES", "612345678"],
        ["AR", "91123456789"],
        ["MX", "5512345678"],
        ["FR", "6 12 34 56 78"],
        ["FR", "06 12 34 56 78"],
        ["DE", "151 23456789"],
        ["IT", "3123456789"],
        ["GB", "7400123456"],
      ] as const
    ).map(([country, phone]) => ({ country, phone })),
  ])("accepts %j", async (input) => expect(await errorsOf(input)).toStrictEqual({}));

  const rejects = (inputs: Array<Partial<LeadInput>>, errors: LeadErrors) => inputs.map((input) => [input, errors] as const);
  it.each([
    ...rejects([{ name: "" }, { name: "   " }], { name: m.nameRequired }),
    ...rejects([{ name: "J" }], { name: m.nameMin }),
    ...rejects([{ name: "A".repeat(51) }], { name: m.nameMax }),
    ...rejects(
      ["João 2", "Ana 😀", "<script>alert(1)</script>", "Maria-Clara", "D'Ávila", "محمد علي", "José@Silva"].map((name) => ({ name })),
      { name: m.nameLetters },
    ),
    ...rejects([{ email: "" }, { email: "  " }], { email: m.emailRequired }),
    ...rejects(
      ["jose", "jose@clinica", "jose@@clinica.com", "<script>@x.com"].map((email) => ({ email })),
      { email: m.emailInvalid },
    ),
    ...rejects([{ email: `${"a".repeat(95)}@x.com` }, { email: "a".repeat(10_000) }], { email: m.emailMax }),
    ...rejects([{ phone: "" }], { phone: m.phoneRequired }),
    ...rejects([{ phone: "(11" }, { country: "US", phone: "(212) 5" }, { country: "FR", phone: "1 23 45" }], { phone: m.phoneMin }),
    ...rejects([{ phone: "1234-5678" }, { phone: "123456789" }], { phone: invalid("BR") }),
    ...(
      [
        ["US", "(000) 000-0000"],
        ["PT", "12345678"],
        ["DE", "000 00000000"],
        ["GB", "12345678"],
        ["IT", "11987654321"],
        ["PT", "351912345678"],
        ["FR", "33 6 12 34 56 78"],
        ["IT", "9".repeat(40)],
      ] as const
    ).flatMap(
      // From "IT 11987654321": a valid Brazilian mobile is not a valid number of Italy; the calling code
      // typed again makes a number nobody can call; forty digits are no number at all, refused without an error.
      ([country, phone]) => rejects([{ country, phone }], { phone: invalid(country) }),
    ),
    ...rejects([{ terms: false }], { terms: m.terms }),
    ...rejects([{ name: "", email: "", phone: "", terms: false }], {
      name: m.nameRequired,
      email: m.emailRequired,
      phone: m.phoneRequired,
      terms: m.terms,
    }),
    // The phone's country is still checked when another field fails.
    ...rejects([{ name: "", phone: "1234-5678" }], { name: m.nameRequired, phone: invalid("BR") }),
  ])("rejects %j with %j", async (input, expected) => expect(await errorsOf(input)).toEqual(expected));

  it("normalises the name that is sent", () => expect(normalizeName("  Maria \t  Clara ")).toBe("Maria Clara"));
});

/**
 * Bad-input run: hundreds of generated names, e-mails and phones (unicode, 10,000 characters,
 * markup, right-to-left text, emoji), each built so its expected message is known; validation
 * must never throw. A seeded generator (mulberry32) makes a failure reproducible.
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
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  const from = (chars: string) => (n: number) => Array.from({ length: n }, () => pick([...chars])).join("");
  const [letters, ascii, digits] = [
    from("abcdefghijklmnopqrstuvwxyzáàâãéêíóôõúüçñÁÉÍÓÚÇÃÕ"),
    from("abcdefghijklmnopqrstuvwxyz0123456789"),
    from("0123456789"),
  ];
  const HOSTILE = [
    "😀",
    "👩‍⚕️",
    "🇧🇷",
    "<script>",
    "<img src=x onerror=alert(1)>",
    "\u202e",
    "\u200f",
    "مرحبا",
    "שלום",
    "\u0000",
    "1",
    "9",
    "@",
    "#",
    "%",
    "'",
    '"',
    "-",
    ".",
    "_",
    "{}",
    "\\",
    "𝔸",
    "汉字",
    "Ж",
    "ß\u0301\u0301\u0301",
  ] as const;
  const insert = (base: string, list: readonly string[] = HOSTILE) =>
    ((at) => base.slice(0, at) + pick(list) + base.slice(at))(int(0, base.length));
  type Case = [Partial<LeadInput>, string | undefined];
  const times = (n: number, make: () => Case) => Array.from({ length: n }, make);
  const noDigits = HOSTILE.filter((h) => !/\d/.test(h));
  // At most 7 digits, whatever else is mixed in.
  const shortPhone = (masked = formatPhoneInput("BR", insert(digits(int(0, 7)), noDigits))): Case => [
    { phone: masked },
    masked === "" ? m.phoneRequired : m.phoneMin,
  ];
  const cases: Case[] = [
    ...times(40, () => [{ name: `${letters(int(2, 20))} ${letters(int(1, 20))}` }, undefined]),
    ...times(40, () => [{ name: insert(letters(int(2, 40))) }, m.nameLetters]),
    ...times(10, () => [{ name: letters(int(51, 200)) }, m.nameMax]),
    [{ name: "😀".repeat(5_000) }, m.nameMax],
    [{ name: " \t " }, m.nameRequired],
    ...times(30, () => [{ email: `${ascii(int(1, 20))}@${ascii(int(1, 20))}.com.br` }, undefined]),
    ...times(30, () => [
      { email: `${ascii(int(1, 10))}${pick(HOSTILE.filter((h) => !".-_'19".includes(h)))}@clinica.com` },
      m.emailInvalid,
    ]),
    ...times(10, () => [{ email: `${ascii(int(95, 300))}@clinica.com` }, m.emailMax]),
    ...times(30, () => shortPhone()),
    ...times(20, () => [{ phone: formatPhoneInput("BR", `${int(11, 99)}9${digits(8)}`) }, undefined]),
    ...times(10, () => [{ phone: formatPhoneInput("BR", digits(int(8, 9))) }, invalid("BR")]),
    // Raw text that never reached the mask (a script filling the field): unicode digits are not digits.
    ...times(20, () => [{ country: pick(countryCodes.filter((c) => c !== "BR")), phone: `${pick(noDigits)}١٢٣٤٥٦٧٨٩` }, m.phoneRequired]),
    [{ phone: "9".repeat(10_000) }, invalid("BR")],
  ];

  it("never throws and gives the expected message for every one of at least 200 cases", async () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const mismatches: string[] = [];
    for (const [input, expected] of cases) {
      const field = Object.keys(input).find((k) => k !== "country") as keyof LeadInput;
      const errors = await errorsOf(input);
      if (JSON.stringify(errors) !== JSON.stringify(expected ? { [field]: expected } : {}))
        mismatches.push(`${JSON.stringify(input).slice(0, 80)}: expected ${expected}, got ${JSON.stringify(errors)}`);
    }
    expect(mismatches).toEqual([]);
  });
});
