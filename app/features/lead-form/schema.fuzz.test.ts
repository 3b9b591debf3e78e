import { describe, expect, it } from "vitest";
import { countryCodes, type CountryCode } from "./countries";
import { formatPhoneInput } from "./phone-mask";
import { phoneCountryMessage } from "./phone-validation";
import { leadFormSchema, messages, type LeadFormInput } from "./schema";

/**
 * Bad-input run: hundreds of generated names, e-mails and phones (unicode, 10,000
 * characters, markup, right-to-left text, emoji) go through the schema. Each case is built
 * so its expected message is known; the schema must never throw.
 */

// Small deterministic PRNG (mulberry32) so a failure is reproducible.
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(20250408);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T,>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;

const LETTERS = "abcdefghijklmnopqrstuvwxyzáàâãéêíóôõúüçñÁÉÍÓÚÇÃÕ";
const HOSTILE = [
  "😀", "👩‍⚕️", "🇧🇷", "<script>", "</script>", "<img src=x onerror=alert(1)>", "\u202e", "\u200f", "مرحبا", "שלום",
  "\u0000", "1", "9", "@", "#", "$", "%", "'", "\"", "-", ".", "_", "{}", "\\", "𝔸", "汉字", "Ж", "ß\u0301\u0301\u0301",
] as const;

const letters = (n: number) => Array.from({ length: n }, () => pick([...LETTERS])).join("");
function withHostile(base: string): string {
  const at = int(0, base.length);
  return base.slice(0, at) + pick(HOSTILE) + base.slice(at);
}

const valid: LeadFormInput = { name: "José da Silva", email: "jose@clinica.com.br", country: "BR", phone: "(11) 98765-4321", terms: true };

async function firstErrors(input: Partial<LeadFormInput>): Promise<Record<string, string>> {
  const result = await leadFormSchema.safeParseAsync({ ...valid, ...input });
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

interface Case<K extends keyof LeadFormInput> {
  field: K;
  value: LeadFormInput[K];
  country?: CountryCode;
  expected: string | undefined;
}

function nameCases(): Case<"name">[] {
  const cases: Case<"name">[] = [];
  for (let i = 0; i < 40; i++) cases.push({ field: "name", value: `${letters(int(2, 20))} ${letters(int(1, 20))}`, expected: undefined });
  for (let i = 0; i < 40; i++) cases.push({ field: "name", value: withHostile(letters(int(2, 40))), expected: messages.nameLetters });
  for (let i = 0; i < 10; i++) cases.push({ field: "name", value: letters(int(51, 200)), expected: messages.nameMax });
  cases.push({ field: "name", value: "a".repeat(10_000), expected: messages.nameMax });
  cases.push({ field: "name", value: "😀".repeat(5_000), expected: messages.nameMax });
  cases.push({ field: "name", value: "<script>alert('x')</script>", expected: messages.nameLetters });
  cases.push({ field: "name", value: "\u202eavliS", expected: messages.nameLetters });
  cases.push({ field: "name", value: " \t ", expected: messages.nameRequired });
  return cases;
}

function emailCases(): Case<"email">[] {
  const cases: Case<"email">[] = [];
  const ascii = (n: number) => Array.from({ length: n }, () => pick([..."abcdefghijklmnopqrstuvwxyz0123456789"])).join("");
  for (let i = 0; i < 30; i++) cases.push({ field: "email", value: `${ascii(int(1, 20))}@${ascii(int(1, 20))}.com.br`, expected: undefined });
  for (let i = 0; i < 30; i++) {
    const at = `${ascii(int(1, 10))}${pick(HOSTILE.filter((h) => h !== "." && h !== "-" && h !== "_" && h !== "'" && h !== "1" && h !== "9"))}`;
    cases.push({ field: "email", value: `${at}@clinica.com`, expected: messages.emailInvalid });
  }
  for (let i = 0; i < 10; i++) cases.push({ field: "email", value: `${ascii(int(95, 300))}@clinica.com`, expected: messages.emailMax });
  cases.push({ field: "email", value: "x".repeat(10_000), expected: messages.emailMax });
  cases.push({ field: "email", value: "<script>alert(1)</script>", expected: messages.emailInvalid });
  cases.push({ field: "email", value: "مرحبا@مثال.كوم", expected: messages.emailInvalid });
  cases.push({ field: "email", value: "", expected: messages.emailRequired });
  return cases;
}

function phoneCases(): Case<"phone">[] {
  const cases: Case<"phone">[] = [];
  const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join("");
  for (let i = 0; i < 30; i++) {
    // What the input would hold after masking hostile typing.
    const typed = withHostile(digits(int(0, 7)));
    const masked = formatPhoneInput("BR", typed);
    const count = masked.replace(/\D/g, "").length;
    cases.push({ field: "phone", value: masked, expected: count === 0 ? messages.phoneRequired : messages.phoneMin });
  }
  for (let i = 0; i < 20; i++) {
    const masked = formatPhoneInput("BR", `${int(11, 99)}9${digits(8)}`);
    cases.push({ field: "phone", value: masked, expected: undefined });
  }
  for (let i = 0; i < 10; i++) {
    cases.push({ field: "phone", value: formatPhoneInput("BR", digits(int(8, 9))), expected: phoneCountryMessage("BR") });
  }
  for (let i = 0; i < 20; i++) {
    const country = pick(countryCodes.filter((c) => c !== "BR"));
    // Raw text that never reached the mask (a script filling the field): unicode digits are not digits.
    const noise = pick(HOSTILE.filter((h) => !/\d/.test(h)));
    cases.push({ field: "phone", country, value: `${noise}١٢٣٤٥٦٧٨٩`, expected: messages.phoneRequired });
  }
  cases.push({ field: "phone", value: "9".repeat(10_000), expected: phoneCountryMessage("BR") });
  return cases;
}

describe("bad-input run through the lead form schema", () => {
  const all = [...nameCases(), ...emailCases(), ...phoneCases()];

  it("generates at least 200 cases", () => expect(all.length).toBeGreaterThanOrEqual(200));

  it("never throws and gives the expected message for every case", async () => {
    const mismatches: string[] = [];
    for (const c of all) {
      const input: Partial<LeadFormInput> = { [c.field]: c.value, ...(c.country ? { country: c.country } : {}) };
      const errors = await firstErrors(input);
      const got = errors[c.field];
      const others = Object.keys(errors).filter((k) => k !== c.field);
      if (got !== c.expected || others.length > 0) {
        mismatches.push(`${c.field} ${JSON.stringify(String(c.value).slice(0, 60))}: expected ${c.expected}, got ${JSON.stringify(errors)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
