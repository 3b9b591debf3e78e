// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { loadPosition, parsePosition, POSITION_COOKIE, positionCookie, restorablePosition, savePosition } from "./position-cookie";

describe("cookie name", () => {
  it("contains the product's name", () => {
    expect(POSITION_COOKIE).toContain("Atendra");
  });
});

describe("parsePosition", () => {
  it("accepts plain decimal seconds", () => {
    expect(parsePosition("0")).toBe(0);
    expect(parsePosition("12")).toBe(12);
    expect(parsePosition("12.345")).toBe(12.345);
  });

  it.each(["abc", "-5", "NaN", "1e309", "Infinity", "", " 12", "12abc", "0x10", "1,5", "1" + "0".repeat(400)])("rejects %j", (raw) => {
    expect(parsePosition(raw)).toBeNull();
  });

  it("rejects a missing cookie", () => {
    expect(parsePosition(undefined)).toBeNull();
    expect(parsePosition(null)).toBeNull();
  });
});

describe("restorablePosition", () => {
  it("restores only a position greater than 0 and less than the duration", () => {
    expect(restorablePosition("20", 51.7)).toBe(20);
    expect(restorablePosition("0", 51.7)).toBeNull();
    expect(restorablePosition("51.7", 51.7)).toBeNull();
    expect(restorablePosition("99", 51.7)).toBeNull();
    expect(restorablePosition("-5", 51.7)).toBeNull();
    expect(restorablePosition("abc", 51.7)).toBeNull();
    expect(restorablePosition("10", Number.NaN)).toBeNull();
  });
});

describe("positionCookie", () => {
  it("stores seconds for 7 days on the whole site with SameSite=Lax", () => {
    expect(positionCookie(12.3456, false)).toBe("Atendra_video_position=12.346; Max-Age=604800; Path=/; SameSite=Lax");
    expect(positionCookie(3, true)).toMatch(/; Secure$/);
  });

  it("writes 0 for a reset or an invalid time", () => {
    expect(positionCookie(0, false)).toMatch(/^Atendra_video_position=0;/);
    expect(positionCookie(Number.NaN, false)).toMatch(/^Atendra_video_position=0;/);
  });
});

describe("in the browser", () => {
  afterEach(() => {
    document.cookie = `${POSITION_COOKIE}=; Max-Age=0; Path=/`;
  });

  it("saves and loads through document.cookie", () => {
    savePosition(17.25);
    expect(loadPosition(50)).toBe(17.25);
    expect(loadPosition(10)).toBeNull();
  });
});
