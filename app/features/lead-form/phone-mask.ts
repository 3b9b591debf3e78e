import { countryByCode, type CountryCode } from "./countries";

/**
 * Phone masking as the visitor types (spec section 5): non-digits are dropped, and Brazil,
 * the United States, France and Germany get their usual grouping. Separators are added only
 * in front of a digit, so Backspace never gets stuck on a ")" or "-" the mask put back.
 */

/** E.164 allows 15 digits including the calling code. */
const E164_MAX_DIGITS = 15;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** Most digits the national number may have for the country. */
export function maxNationalDigits(country: CountryCode, digits = ""): number {
  switch (country) {
    case "BR":
      return 11;
    case "US":
      return 10;
    case "FR":
      return digits.startsWith("0") ? 10 : 9;
    case "DE":
      return digits.startsWith("0") ? 12 : 11;
    default:
      return E164_MAX_DIGITS - onlyDigits(countryByCode(country).dialCode).length;
  }
}

/**
 * Pasted or autofilled numbers often carry the calling code ("+55 11 9...", "0055 11 9...").
 * The selector already gives it, so it is dropped from the national digits.
 */
function stripCallingCode(country: CountryCode, raw: string): string {
  const dial = onlyDigits(countryByCode(country).dialCode);
  const compact = raw.trim().replace(/[\s().-]/g, "");
  for (const prefix of [`+${dial}`, `00${dial}`]) {
    if (compact.startsWith(prefix)) return compact.slice(prefix.length);
  }
  return raw;
}

export function nationalDigits(country: CountryCode, raw: string): string {
  const digits = onlyDigits(stripCallingCode(country, raw));
  return digits.slice(0, maxNationalDigits(country, digits));
}

function groups(digits: string, sizes: readonly number[]): string[] {
  const out: string[] = [];
  let index = 0;
  for (const size of sizes) {
    if (index >= digits.length) break;
    out.push(digits.slice(index, index + size));
    index += size;
  }
  if (index < digits.length) out.push(digits.slice(index));
  return out;
}

function formatBR(d: string): string {
  if (d.length <= 2) return `(${d}`;
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  // Mobile numbers have 9 digits after the area code (5-4), landlines 8 (4-4).
  const head = rest.length > 8 ? 5 : 4;
  if (rest.length <= head) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, head)}-${rest.slice(head)}`;
}

function formatUS(d: string): string {
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

function formatFR(d: string): string {
  // 06 12 34 56 78 with the trunk 0, 6 12 34 56 78 without it.
  return groups(d, d.startsWith("0") ? [2, 2, 2, 2, 2] : [1, 2, 2, 2, 2]).join(" ");
}

function formatDE(d: string): string {
  // Area and mobile prefixes vary in length; 3 digits (4 with the trunk 0) fit the mobile ones.
  return groups(d, [d.startsWith("0") ? 4 : 3]).join(" ");
}

/** The masked text the phone input shows for what the visitor typed or pasted. */
export function formatPhoneInput(country: CountryCode, raw: string): string {
  const d = nationalDigits(country, raw);
  if (d === "") return "";
  switch (country) {
    case "BR":
      return formatBR(d);
    case "US":
      return formatUS(d);
    case "FR":
      return formatFR(d);
    case "DE":
      return formatDE(d);
    default:
      return d;
  }
}

/** Phone as sent with the lead: calling code, a space, then the typed digits (`+55 11987654321`). */
export function internationalPhone(country: CountryCode, masked: string): string {
  return `${countryByCode(country).dialCode} ${onlyDigits(masked)}`;
}
