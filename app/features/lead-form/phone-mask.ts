import { countryByCode, leadPhone, type CountryCode } from "~/content/lead-contract/countries";
import { onlyDigits } from "~/content/lead-contract/fields";

/**
 * Phone masking as the visitor types: non-digits are dropped, and Brazil,
 * the United States, France and Germany get their usual grouping. Separators are added only
 * in front of a digit, so Backspace never gets stuck on a ")" or "-" the mask put back.
 */

/** Most digits the national number may have for the country (E.164 allows 15 with the calling code). */
export function maxNationalDigits(country: CountryCode, digits = ""): number {
  const trunk = digits.startsWith("0") ? 1 : 0;
  const max: Partial<Record<CountryCode, number>> = { BR: 11, US: 10, FR: 9 + trunk, DE: 11 + trunk };
  return max[country] ?? 15 - onlyDigits(countryByCode(country).dialCode).length;
}

/**
 * The digits of the national number. Pasted or autofilled numbers often carry the calling
 * code ("+55 11 9...", "0055 11 9..."); the selector already gives it, so it is dropped.
 */
export function nationalDigits(country: CountryCode, raw: string): string {
  const dial = onlyDigits(countryByCode(country).dialCode);
  const compact = raw.trim().replace(/[\s().-]/g, "");
  const prefix = [`+${dial}`, `00${dial}`].find((p) => compact.startsWith(p));
  const digits = onlyDigits(prefix ? compact.slice(prefix.length) : raw);
  return digits.slice(0, maxNationalDigits(country, digits));
}

/** Splits the digits into groups of the given sizes, the rest in a last group. */
function groups(digits: string, sizes: readonly number[]): string[] {
  const out: string[] = [];
  let index = 0;
  for (const size of sizes) {
    if (index >= digits.length) break;
    out.push(digits.slice(index, (index += size)));
  }
  return index < digits.length ? [...out, digits.slice(index)] : out;
}

const masks: Partial<Record<CountryCode, (d: string) => string>> = {
  BR: (d) => {
    if (d.length <= 2) return `(${d}`;
    // Mobile numbers have 9 digits after the area code (5-4), landlines 8 (4-4).
    const rest = d.slice(2);
    const [head = "", tail] = groups(rest, [rest.length > 8 ? 5 : 4]);
    return `(${d.slice(0, 2)}) ${head}${tail ? `-${tail}` : ""}`;
  },
  US: (d) => {
    if (d.length <= 3) return `(${d}`;
    const [area, head, tail] = groups(d, [3, 3]);
    return `(${area}) ${head}${tail ? `-${tail}` : ""}`;
  },
  // 06 12 34 56 78 with the trunk 0, 6 12 34 56 78 without it.
  FR: (d) => groups(d, d.startsWith("0") ? [2, 2, 2, 2, 2] : [1, 2, 2, 2, 2]).join(" "),
  // Area and mobile prefixes vary in length; 3 digits (4 with the trunk 0) fit the mobile ones.
  DE: (d) => groups(d, [d.startsWith("0") ? 4 : 3]).join(" "),
};

/** The masked text the phone input shows for what the visitor typed or pasted. */
export function formatPhoneInput(country: CountryCode, raw: string): string {
  const digits = nationalDigits(country, raw);
  return digits === "" ? "" : (masks[country]?.(digits) ?? digits);
}

/** Phone as sent with the lead: calling code, a space, then the typed digits (`+55 11987654321`). */
export const internationalPhone = (country: CountryCode, masked: string) => leadPhone(country, onlyDigits(masked));
