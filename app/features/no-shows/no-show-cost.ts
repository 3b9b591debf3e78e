/**
 * The no-show calculator's arithmetic, in whole units so every figure is exact
 * until the one rounding it states: money in cents, the no-show rate in hundredths of a percentage
 * point (10% = 1000). The largest inputs (100.000 consultations, R$ 50.000, 100%) keep every
 * product under 2^53.
 */

/** What the visitor says about the clinic. */
export interface ClinicFigures {
  /** Consultations booked per month (whole number, at least 1). */
  consultations: number;
  /** Average price of a consultation, in cents (at least 1). */
  priceCents: number;
  /** Current no-show rate in hundredths of a percentage point: 12,5% = 1250 (0 to 10000). */
  rateHundredths: number;
}

export interface NoShowCost {
  /** Average no-shows per month, unrounded (consultations × rate). */
  noShowsPerMonth: number;
  /** What they cost per month, rounded half up to the cent. */
  monthlyCents: number;
  /** Twelve times the rounded monthly figure, so the two shown figures always agree. */
  yearlyCents: number;
  /** What one percentage point of no-shows costs per month (1% of the consultations × price), rounded to the cent. */
  perPointCents: number;
}

export function noShowCost({ consultations, priceCents, rateHundredths }: ClinicFigures): NoShowCost {
  const monthlyCents = Math.round((consultations * rateHundredths * priceCents) / 10_000);
  return {
    noShowsPerMonth: (consultations * rateHundredths) / 10_000,
    monthlyCents,
    yearlyCents: monthlyCents * 12,
    perPointCents: Math.round((consultations * priceCents) / 100),
  };
}

/**
 * No-shows a month a cost of `monthlyCents` must avoid to pay for itself: each avoided no-show is a
 * consultation attended and paid at the average price. Rounded up, since one fewer would not cover it.
 */
export function breakEvenNoShows(monthlyCents: number, priceCents: number): number {
  return Math.ceil(monthlyCents / priceCents);
}
