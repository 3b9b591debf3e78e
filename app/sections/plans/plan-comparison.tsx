import { cn } from "~/lib/cn";
import type { Plan } from "~/content/plans";
import { planCardStrings, planTableStrings } from "~/content/ui-strings/plans";
import { SwipeHint } from "~/ui/swipe-hint";
import { PlanComparePhone } from "./plan-compare-phone";
import { rows } from "./plan-comparison-rows";

const stickyCell = "sticky left-0 z-10 text-left shadow-[1px_0_0_var(--color-line)]";
/**
 * The header row: at the top of the table's own box below lg (the box scrolls both ways), under the fixed
 * site header (4rem) from lg, where the table fits the page and has no box of its own.
 */
const stickyHead = "sticky top-0 z-20 bg-brand-50 shadow-[0_2px_0_var(--color-brand-200)] lg:top-16";
/** The most popular plan's column, tinted down the table as its card is marked above. */
const popularCell = "bg-accent-50/70";
/**
 * From md, all plans side by side, the plan names always in view (docs/decisions/515, 580). From md to lg the table has a
 * box of 60 % of the screen's height that scrolls both ways (a taller one held the page: a swipe moved the table
 * first, docs/decisions/621): the first column and the header row stay put,
 * and an add-on's one price line sticks beside the first column, so it never scrolls away. At its ends the
 * scroll goes on to the page. The phone's sales bar keeps off the table (data-sticky-bar-avoid), so it never
 * covers the last rows. Its bottom edge fades while rows remain below (scroll-fade-bottom, app.css). From lg the table fits its width, so it has no box of its own and the header row
 * sticks under the site header as the page scrolls.
 */
export function PlanComparison({ plans }: { plans: readonly Plan[] }) {
  return (
    <>
      <PlanComparePhone plans={plans} className="md:hidden" />
      <div className="hidden md:block">
        <SwipeHint both className="mb-3">
          {planTableStrings.swipeHint}
        </SwipeHint>
        <div
          role="region"
          aria-label={planTableStrings.region}
          tabIndex={0}
          data-sticky-bar-avoid
          className="scroll-fade-bottom relative max-h-[60svh] overflow-auto rounded-2xl border border-line bg-white lg:max-h-none lg:overflow-visible"
        >
          <table className="w-full min-w-[42rem] border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{planTableStrings.caption}</caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  className={cn(
                    stickyHead,
                    "sticky left-0 z-30 w-32 px-3 py-3 text-left font-semibold text-brand-950 shadow-[1px_0_0_var(--color-line),0_2px_0_var(--color-brand-200)] sm:w-56 sm:px-4 lg:rounded-tl-2xl",
                  )}
                >
                  {planTableStrings.feature}
                </th>
                {plans.map((plan, i) => (
                  <th
                    scope="col"
                    key={plan.name}
                    className={cn(
                      stickyHead,
                      "px-3 py-3 text-center font-bold text-brand-950",
                      plan.popular && "bg-accent-50",
                      i === plans.length - 1 && "lg:rounded-tr-2xl",
                    )}
                  >
                    {plan.name}
                    {plan.popular ? (
                      <span className="mt-1 block text-[0.6875rem] font-bold tracking-wide text-accent-700 uppercase">
                        {planCardStrings.popular}
                      </span>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows(plans).map((row) => (
                <tr
                  key={row.label}
                  className="[&>*]:border-b [&>*]:border-line [&:last-child>*]:border-b-0 [&:last-child>th]:rounded-bl-2xl"
                >
                  <th scope="row" className={`${stickyCell} bg-white px-3 py-3 font-medium text-ink sm:px-4`}>
                    {row.label}
                  </th>
                  {row.everyPlan ? (
                    <td colSpan={plans.length} className="px-3 py-3 text-left text-ink">
                      {/* Wraps within what a phone shows beside the fixed column, and sticks beside it (the first column's width, w-32 and sm:w-56, plus the cell's padding), so it stays in view when the table is scrolled sideways. */}
                      <span className="sticky left-35 block max-w-44 sm:left-59 sm:max-w-80 lg:static lg:max-w-none">{row.everyPlan}</span>
                    </td>
                  ) : (
                    plans.map((plan) => (
                      <td key={plan.name} className={cn("px-3 py-3 text-center text-balance text-ink", plan.popular && popularCell)}>
                        {row.cell(plan)}
                      </td>
                    ))
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
