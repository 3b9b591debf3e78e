import { describe, expect, it } from "vitest";
import { breakEvenNoShows, noShowCost } from "./no-show-cost";

describe("noShowCost", () => {
  it("gives the example's figures: 300 consultations at R$ 200 with 10% no-shows", () => {
    expect(noShowCost({ consultations: 300, priceCents: 20_000, rateHundredths: 1000 })).toEqual({
      noShowsPerMonth: 30,
      monthlyCents: 600_000,
      yearlyCents: 7_200_000,
      perPointCents: 60_000,
    });
  });

  it("keeps fractional no-shows as an average and rounds money half up to the cent", () => {
    // 250 × 7% = 17,5 no-shows; × R$ 180,50 = R$ 3.158,75
    expect(noShowCost({ consultations: 250, priceCents: 18_050, rateHundredths: 700 })).toMatchObject({
      noShowsPerMonth: 17.5,
      monthlyCents: 315_875,
      yearlyCents: 3_790_500,
      perPointCents: 45_125,
    });
    // 333 × 12,34% × R$ 99,99 = R$ 4.108,809… -> R$ 4.108,81; 1% of 333 × R$ 99,99 = R$ 332,9667 -> R$ 332,97
    const cost = noShowCost({ consultations: 333, priceCents: 9_999, rateHundredths: 1234 });
    expect(cost.noShowsPerMonth).toBeCloseTo(41.0922, 10);
    expect(cost.monthlyCents).toBe(410_881);
    expect(cost.perPointCents).toBe(33_297);
  });

  it("gives the year as twelve rounded months, so the two figures shown agree", () => {
    const cost = noShowCost({ consultations: 7, priceCents: 333, rateHundredths: 1550 });
    // 7 × 15,5% × R$ 3,33 = R$ 3,61305 -> R$ 3,61
    expect(cost.monthlyCents).toBe(361);
    expect(cost.yearlyCents).toBe(361 * 12);
  });

  it("is zero with no no-shows, and exact at the largest inputs", () => {
    expect(noShowCost({ consultations: 300, priceCents: 20_000, rateHundredths: 0 })).toMatchObject({
      noShowsPerMonth: 0,
      monthlyCents: 0,
    });
    const max = noShowCost({ consultations: 100_000, priceCents: 5_000_000, rateHundredths: 10_000 });
    expect(max.noShowsPerMonth).toBe(100_000);
    expect(max.monthlyCents).toBe(500_000_000_000);
    expect(Number.isSafeInteger(100_000 * 10_000 * 5_000_000)).toBe(true);
  });
});

describe("breakEvenNoShows", () => {
  it("rounds up: one no-show fewer would not pay the plan", () => {
    expect(breakEvenNoShows(19_900, 20_000)).toBe(1);
    expect(breakEvenNoShows(29_900, 20_000)).toBe(2);
    expect(breakEvenNoShows(119_900, 20_000)).toBe(6);
    expect(breakEvenNoShows(20_000, 20_000)).toBe(1);
    expect(breakEvenNoShows(20_001, 20_000)).toBe(2);
    expect(breakEvenNoShows(19_900, 100)).toBe(199);
  });
});
