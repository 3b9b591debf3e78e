import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoPlayer } from "../../content/video-demo";
import { VideoPlayer } from "./video-player";

/** A media element whose playback state the test sets, as an engine would report it. */
function mediaState(video: HTMLVideoElement, state: { currentTime: number; duration: number; paused: boolean; ended: boolean }) {
  for (const [key, value] of Object.entries(state)) Object.defineProperty(video, key, { configurable: true, get: () => value });
}

/** The player, playing, with the media reporting its last frame and no "ended". */
function playingOnLastFrame() {
  const { container } = render(<VideoPlayer {...demoPlayer} />);
  const video = container.querySelector("video")!;
  mediaState(video, { currentTime: 10, duration: 54.709, paused: false, ended: false });
  act(() => void video.dispatchEvent(new Event("play")));
  mediaState(video, { currentTime: 54.7087, duration: 54.709, paused: false, ended: false });
  act(() => void video.dispatchEvent(new Event("timeupdate")));
  return { container, video };
}

describe("a video that stops on its last frame without an 'ended' event", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the end screen once playback has stood still there for a second, and not before", () => {
    const { container } = playingOnLastFrame();
    act(() => void vi.advanceTimersByTime(900));
    expect(container.querySelector("[data-part=end-screen]")).toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(container.querySelector("[data-part=end-screen]")).not.toBeNull();
  });

  it("still ends it when the time crept onto the last frame after the last 'timeupdate'", () => {
    const { container, video } = playingOnLastFrame();
    mediaState(video, { currentTime: 54.7088, duration: 54.709, paused: false, ended: false });
    act(() => void vi.advanceTimersByTime(1_100));
    expect(container.querySelector("[data-part=end-screen]")).toBeNull();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(container.querySelector("[data-part=end-screen]")).not.toBeNull();
  });

  it("leaves a video that moved on, or was paused, alone", () => {
    const { container, video } = playingOnLastFrame();
    mediaState(video, { currentTime: 54.7087, duration: 54.709, paused: true, ended: false });
    act(() => void video.dispatchEvent(new Event("pause")));
    act(() => void vi.advanceTimersByTime(2_000));
    expect(container.querySelector("[data-part=end-screen]")).toBeNull();
  });
});
