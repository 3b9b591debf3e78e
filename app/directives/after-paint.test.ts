// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterPaint } from "./after-paint";

let deliver: (names: string[]) => void = () => undefined;
let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  for (const f of due) f(0);
};

beforeEach(() => {
  frames = [];
  // A browser with paint timing: the test hands the observer its entries.
  class Observer {
    static supportedEntryTypes = ["paint"];
    constructor(callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {
      deliver = (names) => callback({ getEntriesByName: (n) => names.filter((x) => x === n) });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", Observer);
  vi.stubGlobal("requestAnimationFrame", (f: FrameRequestCallback) => frames.push(f));
  // An idle main thread: the idle callback runs at once.
  vi.stubGlobal("requestIdleCallback", (f: () => void) => (f(), 1));
});
afterEach(() => vi.unstubAllGlobals());

describe("afterPaint", () => {
  it("starts the code two frames after the first contentful paint is reported, not with the report", () => {
    const run = vi.fn();
    afterPaint(run);
    deliver(["first-paint"]);
    expect(frames).toHaveLength(0);
    deliver(["first-contentful-paint"]);
    expect(run).not.toHaveBeenCalled();
    nextFrame();
    expect(run).not.toHaveBeenCalled();
    nextFrame();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("starts at once on the visitor's first key, and only once", () => {
    const run = vi.fn();
    afterPaint(run);
    window.dispatchEvent(new KeyboardEvent("keydown"));
    expect(run).toHaveBeenCalledTimes(1);
    deliver(["first-contentful-paint"]);
    nextFrame();
    nextFrame();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
