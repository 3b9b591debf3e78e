import { BadgeCheck, Check, Sparkles } from "lucide-react";
import { featureDetails, type Plan, type PlanLimit } from "~/content/plans";
import { cn } from "~/lib/cn";
import { buttonClass } from "~/ui/button-styles";
import { ExternalLink } from "~/ui/external-link";
import { formatBRL, formatCount } from "~/content/number-format";
import { signupUrl } from "./format";
import * as planPriceStrings from "~/content/ui-strings/plan-price";
import { planCardLines, planCardStrings } from "~/content/ui-strings/plans";

/** `unlimited` is written out: the adjective agrees with the noun ("Agendas ilimitadas"). */
function limitText(value: PlanLimit, words: { one: string; many: string; unlimited: string }): string {
  if (value === "ilimitados") return words.unlimited;
  return `${value} ${value === 1 ? words.one : words.many}`;
}

/** The plan's numbers as short lines, in the order of the specification's table. */
export function planLimits(plan: Plan): string[] {
  const sameLimit = plan.users === plan.agendas && plan.agendas === plan.crms;
  const people =
    sameLimit && plan.users === "ilimitados"
      ? [planCardStrings.allUnlimited]
      : [
          limitText(plan.users, planCardStrings.users),
          limitText(plan.agendas, planCardStrings.agendas),
          limitText(plan.crms, planCardStrings.crms),
        ];
  return [
    planCardLines.included(formatCount(plan.includedInteractions)),
    planCardLines.extraPrice(formatBRL(plan.extraInteractionPrice)),
    ...people,
    planCardLines.instances(plan.whatsappInstances),
  ];
}

/**
 * `recommended`: the calculator's answer, marked by a ring and a badge beside "Mais popular". Both
 * follow `data-recommended`, which the calculator island moves (./plan-choice.ts), so every card
 * carries its (hidden) badge.
 */
function PlanCard({ plan, signupBase, recommended = false }: { plan: Plan; signupBase: string; recommended?: boolean }) {
  const headingId = `plano-${plan.name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()}`;
  const own = plan.features;
  const inherited = plan.includesFeaturesOf;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="plan-card"
      data-plan={plan.name}
      data-recommended={recommended ? "true" : undefined}
      className={cn(
        "relative flex w-full flex-col rounded-3xl bg-white p-6 shadow-sm sm:w-[calc(50%-0.75rem)] sm:p-7 lg:w-[calc(33.333%-1rem)]",
        plan.popular ? "border-2 border-accent-500 shadow-lg" : "border border-line",
        // A ring (box-shadow) rather than an outline: it stays under the badges that cross the edge.
        plan.popular && "ring-4 ring-accent-100",
        "data-recommended:ring-3 data-recommended:ring-brand-600 data-recommended:ring-offset-4",
      )}
    >
      <h3 id={headingId} className="text-xl font-bold text-brand-950">
        {plan.name}
      </h3>
      {plan.popular ? (
        <p className="absolute -top-3.5 right-6 inline-flex items-center gap-1 rounded-full bg-accent-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {planCardStrings.popular}
        </p>
      ) : null}
      <p
        hidden={!recommended}
        className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase"
        data-testid="plan-recommended"
      >
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        {planCardStrings.recommended}
        <span className="sr-only">{planCardStrings.recommendedDetail}</span>
      </p>
      <p className="mt-2 text-sm leading-relaxed text-muted">{plan.description}</p>
      <p className="mt-5 text-brand-950" data-testid="plan-price">
        <span className="text-4xl font-extrabold tracking-tight">{formatBRL(plan.monthlyPrice)}</span>
        <span className="text-base font-medium text-muted">{planPriceStrings.perMonth}</span>
      </p>
      <ul className="mt-5 space-y-2.5 text-sm">
        {planLimits(plan).map((line) => (
          <li key={line} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      {own.length > 0 ? (
        <div className="mt-5 border-t border-line pt-5">
          <p className="text-sm font-semibold text-brand-900">
            {inherited ? planCardLines.everythingIn(inherited) : planCardStrings.alsoIncludes}
          </p>
          <ul className="mt-3 space-y-2.5 text-sm">
            {own.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                <span>
                  {feature}
                  {featureDetails[feature] ? <span className="mt-0.5 block text-muted">{featureDetails[feature]}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto pt-7">
        <ExternalLink
          href={signupUrl(signupBase, plan.name)}
          // accent-700: white on the shared accent-600 is 4.0:1, under WCAG AA (reported to the lead).
          className={buttonClass(
            plan.popular ? "primary" : "secondary",
            "md",
            plan.popular ? "w-full bg-accent-700! hover:bg-brand-900!" : "w-full",
          )}
          data-testid="plan-signup"
        >
          {planPriceStrings.signup}
          <span className="sr-only">
            {planPriceStrings.signupPlan}
            {plan.name}
          </span>
        </ExternalLink>
      </div>
    </article>
  );
}

/**
 * The plan cards, rendered at build time with `recommended` (the calculator's answer for its
 * defaults) marked; the calculator island moves the mark as the visitor types (./plan-choice.ts).
 */
export function PlanGrid({
  plans,
  signupBase,
  recommended,
}: {
  plans: readonly Plan[];
  signupBase: string;
  recommended: string | undefined;
}) {
  return (
    <div className="mt-12 flex flex-wrap justify-center gap-6">
      {plans.map((plan) => (
        <PlanCard key={plan.name} plan={plan} signupBase={signupBase} recommended={recommended === plan.name} />
      ))}
    </div>
  );
}
