import { ArrowDownUp, ChevronDown } from "lucide-react";
import type { Plan } from "~/content/plans";
import { planTableStrings } from "~/content/ui-strings/plans";
import { cn } from "~/lib/cn";
import { rows } from "./plan-comparison-rows";

/**
 * The two columns and the plan each shows before a pick: the most popular plan (Avançado) and the next one up
 * (Profissional). Against the plan below it, most rows of extras read "—" on both sides; against the next, its
 * extras show as ✓ beside the "—" of the popular plan.
 */
export function initialPair(plans: readonly Plan[]): readonly [number, number] {
  const popular = Math.max(
    0,
    plans.findIndex((plan) => plan.popular),
  );
  const first = Math.min(popular, plans.length - 2);
  return [first, first + 1];
}

/** Under the fixed site header (4rem) while the table passes: the page scrolls, the table has no box. */
const headCell = "sticky top-16 z-10 bg-brand-50 py-2 align-bottom shadow-[0_2px_0_var(--color-brand-200)]";

/**
 * The comparison on a phone: two plans, each column's picked by a native select in its header, every row
 * of the full table for them, and no box of its own (the page scrolls, not the table). Each value cell holds
 * all five plans' values; CSS (app.css, [data-plan-compare]) shows the one its column's select picks, so
 * the picks work before and without the page's script, in any order, with no island (docs/decisions/630).
 */
export function PlanComparePhone({ plans, className }: { plans: readonly Plan[]; className?: string }) {
  const [a, b] = initialPair(plans);
  const columns = [
    { key: "a", label: planTableStrings.pickFirst, initial: a },
    { key: "b", label: planTableStrings.pickSecond, initial: b },
  ] as const;
  return (
    <div className={className} data-plan-compare data-sticky-bar-avoid>
      <p className="mb-3 flex items-center gap-2 text-sm text-muted">
        <ArrowDownUp aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {planTableStrings.pickHint}
      </p>
      <table className="w-full table-fixed border-separate border-spacing-0 rounded-2xl border border-line bg-white text-sm">
        <caption className="sr-only">{planTableStrings.phoneCaption}</caption>
        <thead>
          <tr>
            {/* Named for screen readers only: the two selects take the room (the plans' names whole at 14 px); the
                column, 35%, still fits its longest word ("Personalização") and most names on one line. */}
            <th scope="col" className={cn(headCell, "w-[35%] rounded-tl-2xl")}>
              <span className="sr-only">{planTableStrings.feature}</span>
            </th>
            {columns.map((column, i) => (
              <th scope="col" key={column.key} className={cn(headCell, "px-0.5", i === 1 && "rounded-tr-2xl")}>
                <span className="relative block">
                  <select
                    aria-label={column.label}
                    name={`comparar-${column.key}`}
                    data-pick={column.key}
                    defaultValue={String(column.initial)}
                    className="field-input min-h-11 appearance-none border-brand-600 py-1.5 pr-5.5 pl-1.5 text-sm font-semibold tracking-tight text-brand-950"
                  >
                    {plans.map((plan, p) => (
                      <option key={plan.name} value={String(p)}>
                        {plan.name}
                      </option>
                    ))}
                  </select>
                  <ChevronDown
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 right-1.5 size-3.5 -translate-y-1/2 text-brand-700"
                  />
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows(plans).map((row) => (
            <tr key={row.label} className="[&>*]:border-b [&>*]:border-line [&:last-child>*]:border-b-0">
              <th scope="row" className="py-3 pr-1 pl-2 text-left text-sm/4.5 font-medium text-ink">
                {row.label}
              </th>
              {row.everyPlan ? (
                <td colSpan={columns.length} className="px-2 py-3 text-left text-ink">
                  {row.everyPlan}
                </td>
              ) : (
                columns.map((column) => (
                  <td key={column.key} className="px-1 py-3 text-center text-balance text-ink">
                    {plans.map((plan, p) => (
                      <span key={plan.name} data-col={column.key} data-plan={p} data-initial={p === column.initial ? "" : undefined}>
                        {row.cell(plan)}
                      </span>
                    ))}
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
