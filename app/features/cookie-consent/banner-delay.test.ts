// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterLoad, remainingBannerDelay, type PageClock } from "./banner-delay";

describe("remainingBannerDelay", () => {
  it("counts the delay from the load event, never below zero", () => {
    expect(remainingBannerDelay(2000, 2000, 1000)).toBe(1000);
    expect(remainingBannerDelay(2000, 2400, 1000)).toBe(600);
    expect(remainingBannerDelay(2000, 3000, 1000)).toBe(0);
    expect(remainingBannerDelay(2000, 4500, 1000)).toBe(0);
    // A clock read before the load end (it cannot go back): the whole delay.
    expect(remainingBannerDelay(2000, 1900, 1000)).toBe(1000);
  });
});

describe("afterLoad", () => {
  let now = 0;
  let loadEnd: number | null = null;
  const clock: PageClock = { loadEnd: () => loadEnd, now: () => now };
  /** Moves the injected page clock and the timers together. */
  const advance = (ms: number) => {
    now += ms;
    vi.advanceTimersByTime(ms);
  };
  const setReadyState = (value: DocumentReadyState) => Object.defineProperty(document, "readyState", { value, configurable: true });

  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
    loadEnd = null;
  });
  afterEach(() => {
    vi.useRealTimers();
    setReadyState("complete");
  });

  it("code arriving 400 ms after load shows the banner 600 ms later", () => {
    loadEnd = 1600;
    now = 2000;
    const show = vi.fn();
    afterLoad(window, show, 1000, clock);
    advance(599);
    expect(show).not.toHaveBeenCalled();
    advance(1);
    expect(show).toHaveBeenCalledOnce();
  });

  it("code arriving more than the delay after load shows it at once", () => {
    loadEnd = 1000;
    now = 2700;
    const show = vi.fn();
    afterLoad(window, show, 1000, clock);
    advance(0);
    expect(show).toHaveBeenCalledOnce();
  });

  it("code arriving before load waits for the load event, then the whole delay", () => {
    setReadyState("loading");
    const show = vi.fn();
    afterLoad(window, show, 1000, clock);
    advance(5000);
    expect(show).not.toHaveBeenCalled();
    loadEnd = now;
    window.dispatchEvent(new Event("load"));
    advance(999);
    expect(show).not.toHaveBeenCalled();
    advance(1);
    expect(show).toHaveBeenCalledOnce();
  });

  it("without a known load time, the delay runs from now; cancel stops it", () => {
    const show = vi.fn();
    afterLoad(window, show, 1000, clock);
    advance(999);
    expect(show).not.toHaveBeenCalled();
    advance(1);
    expect(show).toHaveBeenCalledOnce();
    const again = vi.fn();
    afterLoad(window, again, 1000, clock)();
    advance(2000);
    expect(again).not.toHaveBeenCalled();
  });

  it("reads the navigation entry's load end and the page's clock by default", () => {
    const show = vi.fn();
    const entries = vi
      .spyOn(performance, "getEntriesByType")
      .mockReturnValue([{ loadEventEnd: 1700, loadEventStart: 1690 } as unknown as PerformanceEntry]);
    const clockNow = vi.spyOn(performance, "now").mockReturnValue(2000);
    afterLoad(window, show, 1000);
    expect(entries).toHaveBeenCalledWith("navigation");
    vi.advanceTimersByTime(699);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
    entries.mockRestore();
    clockNow.mockRestore();
  });
});
