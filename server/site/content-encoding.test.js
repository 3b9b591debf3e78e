// @vitest-environment node
// @ts-check
import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./content-encoding.mjs";

/** @type {Array<[string, string | undefined, import("./content-encoding.mjs").Coding[] | undefined, string]>} */
const RULES = [
  ["no header: the file as it is", undefined, undefined, ""],
  ["an empty header: the file as it is", "  ", undefined, ""],
  ["only codings the server does not hold: the file as it is", "deflate, zstd", undefined, ""],
  ["a tie: brotli", "gzip, deflate, br", undefined, "br"],
  ["gzip alone", "gzip", undefined, "gzip"],
  ["x-gzip is gzip", "x-gzip", undefined, "gzip"],
  ["names in capitals", "GZIP, BR", undefined, "br"],
  ["q=0 refuses brotli", "br;q=0, gzip", undefined, "gzip"],
  ["q=0 refuses gzip", "gzip;q=0", undefined, ""],
  ["the higher q-value wins", "br;q=0.5, gzip;q=0.8", undefined, "gzip"],
  ["spaces around q", "br; q=1.0, gzip; q=0.9", undefined, "br"],
  ["a q-value past 1 leaves the coding unlisted", "br;q=2, gzip", undefined, "gzip"],
  ["* stands for every coding", "*", undefined, "br"],
  ["* stands for the codings not listed", "br;q=0, *", undefined, "gzip"],
  ["*;q=0 refuses all", "*;q=0", undefined, ""],
  ["identity alone", "identity", undefined, ""],
  ["identity weighed above gzip", "identity, gzip;q=0.5", undefined, ""],
  ["identity tied with gzip: gzip", "identity, gzip", undefined, "gzip"],
  ["identity refused, nothing else: the file as it is all the same", "identity;q=0", undefined, ""],
  ["only the codings held: gzip", "gzip, br", ["gzip"], "gzip"],
  ["only the codings held: brotli not held", "br", ["gzip"], ""],
  ["nothing held", "gzip, br", [], ""],
];

describe("chooseEncoding", () => {
  it.each(RULES)("%s (%j)", (_rule, header, held, expected) => {
    expect(chooseEncoding(header, held)).toBe(expected);
  });
});
