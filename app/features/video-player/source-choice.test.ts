// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { keepWantedSource, wantedSource } from "./source-choice";

const PHONE = "(max-width: 639px)";

/** A prerendered player's <video> with the phones' cut first, as the player renders it. */
function player(currentSrc: string, { paused = true, currentTime = 0 } = {}) {
  const video = document.createElement("video");
  video.innerHTML = `
    <source src="/v/portrait.webm" type="video/webm" media="${PHONE}">
    <source src="/v/portrait.mp4" type="video/mp4" media="${PHONE}">
    <source src="/v/wide.webm" type="video/webm">
    <source src="/v/wide.mp4" type="video/mp4">`;
  const base = `${location.origin}/v/`;
  Object.defineProperties(video, {
    currentSrc: { get: () => (currentSrc ? base + currentSrc : "") },
    paused: { get: () => paused },
    currentTime: { get: () => currentTime },
  });
  // An engine that plays MP4 only.
  video.canPlayType = (type: string) => (type === "video/mp4" ? "maybe" : "");
  const load = vi.spyOn(video, "load").mockImplementation(() => {});
  return { video, load, base };
}

describe("the source a player should be using", () => {
  it("is the first source whose media matches and whose type plays", () => {
    const { video, base } = player("");
    expect(wantedSource(video, (media) => media === PHONE)).toBe(`${base}portrait.mp4`);
    expect(wantedSource(video, () => false)).toBe(`${base}wide.mp4`);
  });

  it("a phone's player that took the landscape cut before the styles applied reloads, once", () => {
    const { video, load } = player("wide.mp4");
    const keep = keepWantedSource(video, (media) => media === PHONE);
    keep();
    expect(load).toHaveBeenCalledTimes(1);
    // The reload's own "loadstart": a portrait file that failed again keeps the fallback.
    keep();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves a player alone when its source is the wanted one, not chosen yet, or already started", () => {
    const phone = (media: string) => media === PHONE;
    for (const { video, load } of [
      player("portrait.mp4"),
      player(""),
      player("wide.mp4", { paused: false }),
      player("wide.mp4", { currentTime: 12 }),
    ]) {
      keepWantedSource(video, phone)();
      expect(load).not.toHaveBeenCalled();
    }
    const wide = player("wide.mp4");
    keepWantedSource(wide.video, () => false)();
    expect(wide.load).not.toHaveBeenCalled();
  });
});
