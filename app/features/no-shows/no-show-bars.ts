/**
 * The widths of the estimate's two bars: the revenue lost per month and a plan's
 * price, on one scale whose longest bar fills the track. A bar for a sum above zero keeps a minimum
 * width, so a R$ 199 plan beside a R$ 60.000 loss is still a visible sliver; zero draws nothing.
 */

/** The narrowest a bar for a sum above zero is drawn, in percent of the track. */
export const MIN_BAR_PERCENT = 3;

export interface BarWidths {
  /** Percent of the track, one decimal. */
  loss: number;
  plan: number;
}

export function barWidths(lossCents: number, planCents: number, min = MIN_BAR_PERCENT): BarWidths {
  const top = Math.max(lossCents, planCents);
  if (top <= 0) return { loss: 0, plan: 0 };
  const width = (cents: number) => (cents <= 0 ? 0 : Math.max(min, Math.round((cents / top) * 1000) / 10));
  return { loss: width(lossCents), plan: width(planCents) };
}
