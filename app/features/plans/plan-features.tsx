import { Sparkles } from "lucide-react";
import { featureDetails, type Plan } from "~/content/plans";
import { cn } from "~/lib/cn";
import { planCardLines, planCardStrings } from "~/content/ui-strings/plans";

/**
 * A plan's own extra features: names in the card, what each does folded under them (a long list would
 * hole the shorter cards); a plan without any says where they start (`firstWithExtras`).
 */
export function PlanFeatures({ plan, firstWithExtras, className }: { plan: Plan; firstWithExtras?: string; className?: string }) {
  const explained = plan.features.filter((feature) => featureDetails[feature]);
  const box = cn("mt-4 border-t border-line pt-4", className);
  if (plan.features.length === 0)
    return firstWithExtras ? (
      <div className={box}>
        <p className="text-sm font-semibold text-brand-900">{planCardStrings.extrasHeading}</p>
        <p className="mt-1.5 text-sm text-muted">{planCardLines.extrasFrom(firstWithExtras)}</p>
      </div>
    ) : null;
  return (
    <div className={box}>
      <p className="text-sm font-semibold text-brand-900">
        {plan.includesFeaturesOf ? planCardLines.everythingIn(plan.includesFeaturesOf) : planCardStrings.alsoIncludes}
      </p>
      <ul className="mt-2 space-y-1.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
            {feature}
          </li>
        ))}
      </ul>
      {explained.length < plan.features.length ? <p className="mt-2 text-sm text-muted">{planCardStrings.askScope}</p> : null}
      {explained.length > 0 ? (
        <details className="group mt-3 text-sm">
          <summary className="cursor-pointer py-0.5 font-medium text-brand-700 underline underline-offset-2">
            {planCardStrings.featureDetails}
          </summary>
          <dl className="mt-2 space-y-2">
            {explained.map((feature) => (
              <div key={feature}>
                <dt className="font-medium text-brand-950">{feature}</dt>
                <dd className="text-muted">{featureDetails[feature]}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
