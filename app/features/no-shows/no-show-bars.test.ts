import { describe, expect, it } from "vitest";
import { MIN_BAR_PERCENT, barWidths } from "./no-show-bars";

describe("barWidths", () => {
  it("draws the example: R$ 6.000 lost fills the track, the R$ 299 plan is about a twentieth of it", () => {
    expect(barWidths(600_000, 29_900)).toEqual({ loss: 100, plan: 5 });
  });

  it("keeps a plan far below the loss visible at the minimum width", () => {
    expect(barWidths(6_000_000, 19_900)).toEqual({ loss: 100, plan: MIN_BAR_PERCENT });
    expect(barWidths(6_000_000, 19_900, 5).plan).toBe(5);
  });

  it("fills the track with the plan when it costs more than the no-shows do", () => {
    expect(barWidths(29_900, 119_900)).toEqual({ loss: 24.9, plan: 100 });
  });

  it("gives equal sums equal, full bars", () => {
    expect(barWidths(29_900, 29_900)).toEqual({ loss: 100, plan: 100 });
  });

  it("draws nothing for a sum of zero", () => {
    expect(barWidths(0, 29_900)).toEqual({ loss: 0, plan: 100 });
    expect(barWidths(0, 0)).toEqual({ loss: 0, plan: 0 });
  });
});
