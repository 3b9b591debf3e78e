import { describe, expect, it } from "vitest";
import { barToTime, timeToBar } from "./progress-mapping";

describe("timeToBar", () => {
  it("maps the first half of the video onto the first 75% of the bar", () => {
    expect(timeToBar(0, 60)).toBe(0);
    expect(timeToBar(15, 60)).toBeCloseTo(0.375);
    expect(timeToBar(30, 60)).toBeCloseTo(0.75);
  });

  it("maps the second half onto the last 25%", () => {
    expect(timeToBar(45, 60)).toBeCloseTo(0.875);
    expect(timeToBar(60, 60)).toBe(1);
  });

  it("clamps times outside the video and survives an unknown duration", () => {
    expect(timeToBar(-3, 60)).toBe(0);
    expect(timeToBar(90, 60)).toBe(1);
    expect(timeToBar(10, 0)).toBe(0);
    expect(timeToBar(10, Number.NaN)).toBe(0);
    expect(timeToBar(10, Number.POSITIVE_INFINITY)).toBe(0);
    expect(timeToBar(Number.NaN, 60)).toBe(0);
  });
});

describe("barToTime", () => {
  it("maps 75% of the bar to half of the video", () => {
    expect(barToTime(0.75, 52)).toBeCloseTo(26);
  });

  it("is linear inside each part of the bar", () => {
    expect(barToTime(0.375, 60)).toBeCloseTo(15);
    expect(barToTime(0.875, 60)).toBeCloseTo(45);
    expect(barToTime(0, 60)).toBe(0);
    expect(barToTime(1, 60)).toBe(60);
  });

  it("clamps clicks outside the bar", () => {
    expect(barToTime(-0.2, 60)).toBe(0);
    expect(barToTime(1.4, 60)).toBe(60);
    expect(barToTime(0.5, 0)).toBe(0);
  });
});

describe("round trip", () => {
  it("time -> bar -> time returns the same time", () => {
    for (let t = 0; t <= 51.7; t += 0.37) expect(barToTime(timeToBar(t, 51.7), 51.7)).toBeCloseTo(t, 9);
  });

  it("bar -> time -> bar returns the same share", () => {
    for (let x = 0; x <= 1; x += 0.013) expect(timeToBar(barToTime(x, 93), 93)).toBeCloseTo(x, 9);
  });

  it("is monotonic, so dragging right never moves the video back", () => {
    let previous = -1;
    for (let t = 0; t <= 100; t += 0.5) {
      const bar = timeToBar(t, 100);
      expect(bar).toBeGreaterThan(previous);
      previous = bar;
    }
  });
});
