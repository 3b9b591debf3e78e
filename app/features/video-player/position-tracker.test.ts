import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce";
import { createPositionTracker, SAVE_DEBOUNCE_MS, TIME_UPDATE_DEBOUNCE_MS } from "./position-tracker";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("debounce", () => {
  it("runs once, with the last arguments, after the wait", () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    vi.advanceTimersByTime(60);
    d(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it("can be cancelled and flushed", () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    d.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
    d(3);
    d.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith(3);
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe("position tracker", () => {
  function setup() {
    const onTime = vi.fn();
    const save = vi.fn();
    return { onTime, save, tracker: createPositionTracker({ onTime, save }) };
  }

  it("uses the spec's timings", () => {
    expect(TIME_UPDATE_DEBOUNCE_MS).toBe(50);
    expect(SAVE_DEBOUNCE_MS).toBe(1000);
  });

  it("reports the time 50 ms after the updates settle", () => {
    const { onTime, tracker } = setup();
    tracker.update(1);
    vi.advanceTimersByTime(30);
    tracker.update(1.2);
    vi.advanceTimersByTime(49);
    expect(onTime).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTime).toHaveBeenCalledExactlyOnceWith(1.2);
  });

  it("saves 1 s after the last settled update, not while updates keep coming", () => {
    const { save, tracker } = setup();
    // Playback: an update every 250 ms for 3 s never lets the save fire...
    for (let t = 0; t < 3; t += 0.25) {
      tracker.update(t);
      vi.advanceTimersByTime(250);
    }
    expect(save).not.toHaveBeenCalled();
    // ...pausing does: 50 ms to settle plus 1000 ms of quiet.
    tracker.update(3.1);
    vi.advanceTimersByTime(TIME_UPDATE_DEBOUNCE_MS + SAVE_DEBOUNCE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledExactlyOnceWith(3.1);
  });

  it("resets to 0 at once and drops what was waiting", () => {
    const { onTime, save, tracker } = setup();
    tracker.update(40);
    vi.advanceTimersByTime(60);
    tracker.reset();
    expect(onTime).toHaveBeenLastCalledWith(0);
    expect(save).toHaveBeenCalledExactlyOnceWith(0);
    vi.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("flush writes the waiting position immediately (page hide)", () => {
    const { save, tracker } = setup();
    tracker.update(12);
    tracker.flush();
    expect(save).toHaveBeenCalledExactlyOnceWith(12);
  });

  it("dispose cancels everything", () => {
    const { onTime, save, tracker } = setup();
    tracker.update(12);
    tracker.dispose();
    vi.advanceTimersByTime(5000);
    expect(onTime).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });
});

describe("createPositionTracker, seeking", () => {
  it("a seek wins over a report taken before it, at once and after the settle time", () => {
    const onTime = vi.fn();
    const save = vi.fn();
    const tracker = createPositionTracker({ onTime, save });
    tracker.update(20);
    vi.advanceTimersByTime(TIME_UPDATE_DEBOUNCE_MS - 10);
    tracker.seekTo(15);
    expect(onTime).toHaveBeenLastCalledWith(15);
    vi.advanceTimersByTime(TIME_UPDATE_DEBOUNCE_MS * 2);
    expect(onTime).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledExactlyOnceWith(15);
    tracker.dispose();
  });
});
