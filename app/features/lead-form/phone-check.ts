import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
import { countryByCode, type CountryCode } from "./countries";
import metadataJson from "./phone-metadata.json";

/**
 * The libphonenumber part of the phone check. Only validation.ts imports it, through
 * import(), so this module, the library and the ten-country metadata form their own chunk.
 * The static named import lets the bundler keep just the parser instead of the whole library.
 */
const metadata = metadataJson as unknown as MetadataJson;

export function isValidForCountry(country: Exclude<CountryCode, "BR">, digits: string): boolean {
  // The spec's reading (calling code + digits) first, then the national reading, which
  // accepts the trunk 0 people type in Europe ("06 12 34 56 78"); either way the number
  // must belong to that very country.
  const candidates = [
    parsePhoneNumberFromString(`${countryByCode(country).dialCode}${digits}`, metadata),
    parsePhoneNumberFromString(digits, country, metadata),
  ];
  return candidates.some((n) => n !== undefined && n.country === country && n.isValid());
}
