import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import type { MetadataJson } from "libphonenumber-js/core";
import { describe, expect, it } from "vitest";
import { countryCodes } from "./countries";

/**
 * libphonenumber's "max" metadata (precise per-country digit rules, 40 KB gzip for the whole
 * world) cut down to the ten countries of the selector, committed as phone-metadata.json.
 * After upgrading libphonenumber-js, run this test once with UPDATE_PHONE_METADATA=1.
 */
function subsetMetadata(full: MetadataJson, keep: readonly string[] = countryCodes): MetadataJson {
  const callingCodes = Object.entries(full.country_calling_codes)
    .map(([code, list]) => [code, list.filter((country) => keep.includes(country))] as const)
    .filter(([, list]) => list.length > 0);
  const countries = keep.flatMap((c) => (c in full.countries ? [[c, (full.countries as Record<string, unknown>)[c]] as const] : []));
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(countries),
  } as MetadataJson;
}

describe("phone metadata subset", () => {
  const full = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve("libphonenumber-js/metadata.max.json"), "utf8"),
  ) as MetadataJson;
  const subsetPath = resolve("app/content/lead-contract/phone-metadata.json");
  const expected = subsetMetadata(full);
  if (process.env.UPDATE_PHONE_METADATA === "1") writeFileSync(subsetPath, `${JSON.stringify(expected)}\n`);

  it("matches the installed libphonenumber-js max metadata", () => {
    expect(JSON.parse(readFileSync(subsetPath, "utf8"))).toEqual(expected);
  });

  it("keeps every selector country and only them", () => {
    expect(Object.keys(expected.countries).sort()).toEqual([...countryCodes].sort());
    expect(expected.country_calling_codes["1"]).toEqual(["US"]);
    expect(expected.country_calling_codes["44"]).toEqual(["GB"]);
  });
});
