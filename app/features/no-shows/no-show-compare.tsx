import { noShowPage as copy } from "~/content/no-show-calculator";
import { plans } from "~/content/plans";
import { barPlanLabel } from "~/content/ui-strings/no-shows";
import type { CarriedRecommendation } from "~/features/plans/calculator-query";
import { cn } from "~/lib/cn";
import { barWidths } from "./no-show-bars";
import { reais } from "./no-show-text";

const popular = plans.find((plan) => plan.popular) ?? plans[0]!;

/**
 * The estimate's picture: the revenue lost per month beside a plan's price, as two
 * bars on one scale, from the same figures as the sentence above it. The plan is the one the plan calculator indicated
 * (its monthly total), else the popular one (the break-even table marks which). Hidden from screen readers: both sums are in the text (the
 * sentence and the break-even table). Fixed heights, so a new width or label never moves the page.
 */
export function NoShowCompare({ monthlyCents, recommendation }: { monthlyCents: number; recommendation?: CarriedRecommendation }) {
  const planCents = recommendation ? recommendation.totalCents : Math.round(popular.monthlyPrice * 100);
  const planName = recommendation ? recommendation.planName : popular.name;
  const widths = barWidths(monthlyCents, planCents);
  return (
    <div aria-hidden="true" className="mt-4 space-y-3 rounded-xl bg-white p-3 sm:p-4" data-testid="no-show-bars">
      <Bar label={copy.labels.monthly} value={reais(monthlyCents)} width={widths.loss} fill="fill-accent-600" />
      <Bar label={barPlanLabel(planName)} value={reais(planCents)} width={widths.plan} fill="fill-brand-600" />
    </div>
  );
}

/**
 * One bar: an SVG whose rect takes its width as an attribute, since the site's CSP allows no inline style
 * (a `style` attribute would be dropped and the bar drawn full). A new width glides, unless motion is reduced.
 */
function Bar({ label, value, width, fill }: { label: string; value: string; width: number; fill: string }) {
  return (
    <div>
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 font-medium text-ink">{label}</span>
        <span className="shrink-0 font-bold text-brand-950 tabular-nums">{value}</span>
      </p>
      <svg className="mt-1 block h-3 w-full" focusable="false" data-width={width}>
        <rect width="100%" height="100%" rx="6" className="fill-brand-50" />
        <rect width={`${width}%`} height="100%" rx="6" className={cn("transition-[width] duration-(--duration-site) ease-site", fill)} />
      </svg>
    </div>
  );
}
