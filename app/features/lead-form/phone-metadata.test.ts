// @vitest-environment node
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { MetadataJson } from "libphonenumber-js/core";
import { describe, expect, it } from "vitest";
import { countryCodes } from "./countries";
import { subsetMetadata } from "./phone-metadata-subset";

const fullPath = resolve("node_modules/libphonenumber-js/metadata.max.json");
const subsetPath = resolve("app/features/lead-form/phone-metadata.json");

describe("phone metadata subset", () => {
  const full = JSON.parse(readFileSync(fullPath, "utf8")) as MetadataJson;
  const expected = subsetMetadata(full);

  // Run once with UPDATE_PHONE_METADATA=1 after upgrading libphonenumber-js.
  if (process.env.UPDATE_PHONE_METADATA === "1") writeFileSync(subsetPath, `${JSON.stringify(expected)}\n`);

  it("matches the installed libphonenumber-js max metadata", () => {
    const committed = JSON.parse(readFileSync(subsetPath, "utf8")) as MetadataJson;
    expect(committed).toEqual(expected);
  });

  it("keeps every selector country and only them", () => {
    expect(Object.keys(expected.countries).sort()).toEqual([...countryCodes].sort());
    expect(expected.country_calling_codes["1"]).toEqual(["US"]);
    expect(expected.country_calling_codes["44"]).toEqual(["GB"]);
  });
});
