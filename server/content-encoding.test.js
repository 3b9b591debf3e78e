// @vitest-environment node
// @ts-check
import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./content-encoding.mjs";

describe("chooseEncoding", () => {
  it("sends the file as it is when the header is absent, empty or names nothing held", () => {
    expect(chooseEncoding(undefined)).toBe("");
    expect(chooseEncoding("  ")).toBe("");
    expect(chooseEncoding("deflate, zstd")).toBe("");
  });

  it("prefers brotli on a tie and takes gzip (or x-gzip) when brotli is not offered", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("x-gzip")).toBe("gzip");
    expect(chooseEncoding("GZIP, BR")).toBe("br");
  });

  it("follows the q-values: q=0 refuses a coding, the higher weight wins, a malformed one is unlisted", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0")).toBe("");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("br; q=1.0, gzip; q=0.9")).toBe("br");
    expect(chooseEncoding("br;q=2, gzip")).toBe("gzip");
  });

  it("reads * as every coding not listed", () => {
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("br;q=0, *")).toBe("gzip");
    expect(chooseEncoding("*;q=0")).toBe("");
  });

  it("sends the file as it is when identity is weighed above every coding held, never when it only ties", () => {
    expect(chooseEncoding("identity")).toBe("");
    expect(chooseEncoding("identity, gzip;q=0.5")).toBe("");
    expect(chooseEncoding("identity, gzip")).toBe("gzip");
    expect(chooseEncoding("identity;q=0")).toBe("");
  });

  it("chooses only among the codings held for this response", () => {
    expect(chooseEncoding("gzip, br", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBe("");
    expect(chooseEncoding("gzip, br", [])).toBe("");
  });
});
