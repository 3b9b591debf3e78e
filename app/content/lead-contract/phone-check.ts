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
  // Only the number as the lead carries it (calling code + digits), and it must belong to that very
  // country. The library drops the trunk 0 people type in Europe ("06 12 34 56 78") by itself. A
  // national reading of the digits alone would also pass digits that repeat the calling code
  // ("351 912345678" for Portugal), and the lead would then carry a number nobody can call.
  const number = parsePhoneNumberFromString(`${countryByCode(country).dialCode}${digits}`, metadata);
  return number !== undefined && number.country === country && number.isValid();
}
