import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds one cookie among several, by its exact name", () => {
    expect(readCookie("a=1; LeadUserIndex=7; b=2", "LeadUserIndex")).toBe("7");
    expect(readCookie("LeadUserIndexOld=3", "LeadUserIndex")).toBeUndefined();
    expect(readCookie("", "x")).toBeUndefined();
  });

  it("decodes URI escapes and keeps a malformed value as it is", () => {
    expect(readCookie("n=Ana%20L%C3%BAcia", "n")).toBe("Ana Lúcia");
    expect(readCookie("LeadUserIndex=%E0%A4%A", "LeadUserIndex")).toBe("%E0%A4%A");
  });
});
