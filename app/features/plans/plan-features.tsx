import { Sparkles } from "lucide-react";
import { featureDetails, type Plan } from "~/content/plans";
import { cn } from "~/lib/cn";
import { textLinkClass } from "~/ui/button-styles";
import { DisclosureChevron } from "~/ui/disclosure-chevron";
import { planCardLines, planCardStrings } from "~/content/ui-strings/plans";

/** The comparison section's id (plansPage.sections.comparison), where the extras are listed plan by plan. */
const comparisonHref = "#comparacao";

/**
 * A plan's extra features, one block of the same anatomy on every card (a heading, then ✦ lines), so the five
 * cards read alike: the plan before it plus the card's own features, or, where a plan has none, where they start.
 * What each does is folded under them (a long list would hole the shorter cards). `features` are all the plan's
 * extras, inherited ones included: the disclosure explains each one the site can explain and, for those whose scope
 * is not written down (docs/claims.md, "hold"), says to ask a specialist, inside the fold rather than on the card's face.
 */
export function PlanFeatures({
  plan,
  previous,
  features,
  firstWithExtras,
  className,
}: {
  plan: Plan;
  /** The plan just below this one, whose everything this one has. */
  previous?: string;
  features: readonly string[];
  firstWithExtras?: string;
  className?: string;
}) {
  const box = cn("mt-4 border-t border-line pt-4", className);
  // The cards of a row share one height: the block fills the card's spare room and its "what each does" sits at its
  // foot, level with the next card's and right above the button, instead of a hole between the button and a short list.
  const growing = cn(box, "flex flex-1 flex-col");
  const heading = (text: string) => <p className="text-sm font-semibold text-brand-900">{text}</p>;
  if (plan.features.length === 0)
    return firstWithExtras ? (
      <div className={box}>
        {heading(planCardStrings.extrasHeading)}
        <p className="mt-2 flex gap-2 text-sm text-muted">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>
            {planCardLines.extrasFrom(firstWithExtras)}{" "}
            <a href={comparisonHref} className={cn(textLinkClass, "whitespace-nowrap")}>
              {planCardStrings.compareLink}
            </a>
          </span>
        </p>
      </div>
    ) : null;
  const explained = features.filter((feature) => featureDetails[feature]);
  const unscoped = features.filter((feature) => !featureDetails[feature]);
  return (
    <div className={growing}>
      {heading(previous ? planCardLines.everythingIn(previous) : planCardStrings.extrasHeading)}
      <ul className="mt-2 space-y-1.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
            {feature}
          </li>
        ))}
      </ul>
      <details className="group mt-auto pt-3 text-sm">
        <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1 font-medium text-brand-700 underline underline-offset-2 [&::-webkit-details-marker]:hidden">
          {planCardStrings.featureDetails}
          <DisclosureChevron />
        </summary>
        <dl className="mt-2 space-y-2">
          {explained.map((feature) => (
            <div key={feature}>
              <dt className="font-medium text-brand-950">{feature}</dt>
              <dd className="text-muted">{featureDetails[feature]}</dd>
            </div>
          ))}
          {unscoped.length > 0 ? (
            <div>
              <dt className="font-medium text-brand-950">{planCardLines.featureList(unscoped)}</dt>
              <dd className="text-muted">{unscoped.length > 1 ? planCardStrings.askScope : planCardStrings.askScopeOne}</dd>
            </div>
          ) : null}
        </dl>
      </details>
    </div>
  );
}
