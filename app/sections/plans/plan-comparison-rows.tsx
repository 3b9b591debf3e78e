import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { addOns, allFeatures, featureCatalogue, type Plan, type PlanLimit } from "~/content/plans";
import { formatBRL, formatCount, formatMonthly } from "~/content/number-format";
import { planTableStrings } from "~/content/ui-strings/plans";

export interface Row {
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

/** The comparison's rows, shared by the full table (from md) and the phone's two-plan view. */
export function rows(plans: readonly Plan[]): Row[] {
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
