import { describe, expect, it } from "vitest";
import { initialStatus, isNearEnd, nextStatus } from "./player-status";
import { isToggleKey, seekTargetForKey } from "./slider-keys";

describe("player status", () => {
  it("starts on the cover only where asked (demo page)", () => {
    expect(initialStatus(true)).toBe("cover");
    expect(initialStatus(false)).toBe("idle");
  });

  it("goes cover/idle -> playing -> paused -> playing -> ended", () => {
    let s = initialStatus(true);
    s = nextStatus(s, { type: "play" });
    expect(s).toBe("playing");
    s = nextStatus(s, { type: "pause" });
    expect(s).toBe("paused");
    s = nextStatus(s, { type: "play" });
    s = nextStatus(s, { type: "pause" }); // the media pauses just before "ended"
    s = nextStatus(s, { type: "ended" });
    expect(s).toBe("ended");
  });

  it("keeps the end screen on a late pause, leaves it when a seek moves away from the end", () => {
    expect(nextStatus("ended", { type: "pause" })).toBe("ended");
    expect(nextStatus("ended", { type: "seeked" })).toBe("paused");
    expect(nextStatus("playing", { type: "seeked" })).toBe("playing");
  });

  it("pauses on a media failure before the last second (the player ends on a later one)", () => {
    expect(nextStatus("playing", { type: "error" })).toBe("paused");
    expect(nextStatus("cover", { type: "error" })).toBe("cover");
  });

  it("tells the last second of a known duration", () => {
    expect(isNearEnd(51.11, 51.709)).toBe(true);
    expect(isNearEnd(51.709, 51.709)).toBe(true);
    expect(isNearEnd(60, 51.709)).toBe(true);
    expect(isNearEnd(50.6, 51.709)).toBe(false);
    expect(isNearEnd(10, Number.NaN)).toBe(false);
    expect(isNearEnd(0, 0)).toBe(false);
  });

  it("does not call an untouched player paused", () => {
    expect(nextStatus("idle", { type: "pause" })).toBe("idle");
    expect(nextStatus("cover", { type: "pause" })).toBe("cover");
    expect(nextStatus("idle", { type: "seeked" })).toBe("idle");
    expect(nextStatus("cover", { type: "seeked" })).toBe("cover");
  });
});

describe("slider keys", () => {
  it("moves 5 s with the arrows and 15 s with Page Up/Down, within the video", () => {
    expect(seekTargetForKey("ArrowRight", 10, 50)).toBe(15);
    expect(seekTargetForKey("ArrowUp", 10, 50)).toBe(15);
    expect(seekTargetForKey("ArrowLeft", 10, 50)).toBe(5);
    expect(seekTargetForKey("ArrowDown", 3, 50)).toBe(0);
    expect(seekTargetForKey("PageUp", 40, 50)).toBe(50);
    expect(seekTargetForKey("PageDown", 40, 50)).toBe(25);
  });

  it("jumps to the start and the end", () => {
    expect(seekTargetForKey("Home", 30, 50)).toBe(0);
    expect(seekTargetForKey("End", 30, 50)).toBe(50);
  });

  it("ignores other keys and an unknown duration", () => {
    expect(seekTargetForKey("a", 30, 50)).toBeNull();
    expect(seekTargetForKey("ArrowRight", 30, Number.NaN)).toBeNull();
  });

  it("toggles with Space and K", () => {
    expect(isToggleKey(" ")).toBe(true);
    expect(isToggleKey("k")).toBe(true);
    expect(isToggleKey("K")).toBe(true);
    expect(isToggleKey("Enter")).toBe(false);
  });
});
