import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
import { countryByCode, type CountryCode } from "./countries.ts";
import metadataJson from "./phone-metadata.json" with { type: "json" };

/**
 * The libphonenumber part of the phone check, on the metadata of the selector's ten countries only
 * (phone-metadata.json, 5 KB gzip instead of 40 KB for the world). The browser imports it through
 * import(), so this module, the library and the metadata form a chunk Brazilian visitors never load;
 * the server imports it directly. The static named import lets the bundler keep just the parser.
 */
const metadata = metadataJson as unknown as MetadataJson;

export function isValidForCountry(country: Exclude<CountryCode, "BR">, digits: string): boolean {
  // The reading the lead carries (calling code + digits) first, then the national reading, which
  // accepts the trunk 0 people type in Europe ("06 12 34 56 78"); either way the number
  // must belong to that very country.
  const candidates = [
    parsePhoneNumberFromString(`${countryByCode(country).dialCode}${digits}`, metadata),
    parsePhoneNumberFromString(digits, country, metadata),
  ];
  return candidates.some((n) => n !== undefined && n.country === country && n.isValid());
}
