import { Check, Minus, MoveHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { addOns, allFeatures, featureCatalogue, type Plan, type PlanLimit } from "~/content/plans";
import { formatBRL, formatCount, formatMonthly } from "~/content/number-format";
import { planCardStrings, planTableStrings } from "~/content/ui-strings/plans";

interface Row {
  label: string;
  cell: (plan: Plan) => ReactNode;
  /** The same value for every plan: said once, in one cell across the plans' columns. */
  everyPlan?: string;
}

function limit(value: PlanLimit): string {
  return value === "ilimitados" ? planTableStrings.unlimited : String(value);
}

function included(yes: boolean): ReactNode {
  return yes ? (
    <>
      <Check aria-hidden="true" className="mx-auto size-5 text-brand-600" />
      <span className="sr-only">{planTableStrings.included}</span>
    </>
  ) : (
    <>
      <Minus aria-hidden="true" className="mx-auto size-5 text-muted/60" />
      <span className="sr-only">{planTableStrings.notIncluded}</span>
    </>
  );
}

function rows(plans: readonly Plan[]): Row[] {
  return [
    { label: planTableStrings.monthlyPrice, cell: (p) => <strong className="text-brand-950">{formatMonthly(p.monthlyPrice)}</strong> },
    { label: planTableStrings.includedInteractions, cell: (p) => formatCount(p.includedInteractions) },
    { label: planTableStrings.extraPrice, cell: (p) => formatBRL(p.extraInteractionPrice) },
    { label: planTableStrings.users, cell: (p) => limit(p.users) },
    { label: planTableStrings.agendas, cell: (p) => limit(p.agendas) },
    { label: planTableStrings.crms, cell: (p) => limit(p.crms) },
    { label: planTableStrings.instances, cell: (p) => String(p.whatsappInstances) },
    ...featureCatalogue(plans).map((feature) => ({
      label: feature,
      cell: (p: Plan) => included(allFeatures(p, plans).includes(feature)),
    })),
    // An add-on costs the same in every plan: one cell, not the long text five times (sideways scrolling on a phone).
    ...addOns.map((addOn) => ({
      label: addOn.name,
      cell: () => null,
      everyPlan: `${formatBRL(addOn.price)} ${addOn.period}${planTableStrings.anyPlan}`,
    })),
  ];
}

const stickyCell = "sticky left-0 z-10 text-left shadow-[1px_0_0_var(--color-line)]";

/**
 * All plans side by side. On a phone the first column stays put while the plans scroll
 * sideways inside a focusable region, with a visible hint above it.
 */
export function PlanComparison({ plans }: { plans: readonly Plan[] }) {
  return (
    <div>
      <p className="mb-3 flex items-center gap-2 text-sm text-muted lg:hidden">
        <MoveHorizontal aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {planTableStrings.swipeHint}
      </p>
      <div
        role="region"
        aria-label={planTableStrings.region}
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl border border-line bg-white"
      >
        <table className="w-full min-w-[46rem] border-collapse text-sm">
          <caption className="sr-only">{planTableStrings.caption}</caption>
          <thead>
            <tr className="border-b-2 border-brand-200">
              <th scope="col" className={`${stickyCell} w-36 bg-brand-50 px-3 py-3 font-semibold text-brand-950 sm:w-56 sm:px-4`}>
                {planTableStrings.feature}
              </th>
              {plans.map((plan) => (
                <th scope="col" key={plan.name} className="bg-brand-50 px-3 py-3 text-center font-bold text-brand-950">
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
              <tr key={row.label} className="border-b border-line last:border-b-0">
                <th scope="row" className={`${stickyCell} bg-white px-3 py-3 font-medium text-ink sm:px-4`}>
                  {row.label}
                </th>
                {row.everyPlan ? (
                  <td colSpan={plans.length} className="px-3 py-3 text-left text-ink">
                    {/* Wraps within what a phone shows beside the fixed column, so it reads without scrolling sideways. */}
                    <span className="block max-w-44 sm:max-w-80 lg:max-w-none">{row.everyPlan}</span>
                  </td>
                ) : (
                  plans.map((plan) => (
                    <td key={plan.name} className="px-3 py-3 text-center text-balance text-ink">
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
  );
}
