import type { MetadataJson } from "libphonenumber-js/core";
import { countryCodes } from "./countries";

/**
 * libphonenumber's "max" metadata (precise per-country digit rules, 40 KB gzip for the
 * whole world) cut down to the ten countries of the selector. The result is committed as
 * phone-metadata.json; phone-metadata.test.ts fails when it no longer matches the
 * installed libphonenumber-js (regenerate with UPDATE_PHONE_METADATA=1, see that test).
 */
export function subsetMetadata(full: MetadataJson, keep: readonly string[] = countryCodes): MetadataJson {
  const wanted = new Set(keep);
  const callingCodes: Record<string, string[]> = {};
  for (const [code, list] of Object.entries(full.country_calling_codes)) {
    const kept = list.filter((country) => wanted.has(country));
    if (kept.length > 0) callingCodes[code] = kept;
  }
  const countriesOut: Record<string, unknown> = {};
  for (const country of keep) {
    const entry = (full.countries as Record<string, unknown>)[country];
    if (entry !== undefined) countriesOut[country] = entry;
  }
  return { version: full.version, country_calling_codes: callingCodes, countries: countriesOut } as MetadataJson;
}
