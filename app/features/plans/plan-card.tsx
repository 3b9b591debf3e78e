import { BadgeCheck, Check, Sparkles } from "lucide-react";
import { allFeatures, type Plan, type PlanLimit } from "~/content/plans";
import { plansPage } from "~/content/plans-page";
import { cn } from "~/lib/cn";
import { buttonClass, textLinkClass } from "~/ui/button-styles";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";
import { formatBRL, formatCount } from "~/content/number-format";
import { signupUrl } from "./format";
import { PlanFeatures } from "./plan-features";
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
 * A card's badge: inside its top-right corner below lg, where the next card peeks in at the screen's edge (a badge
 * standing out of the card read as a cut "M"); astride the top edge from lg, in the row of four.
 */
const pill =
  "absolute top-3 right-3 inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase lg:-top-3 lg:right-auto lg:left-5";

/**
 * One plan. Avançado (the spec's popular flag) carries the one visible badge and an accent border.
 * `recommended`, the calculator's answer, follows `data-recommended`, which the calculator island
 * moves (./plan-choice.ts): a brand border and a "Recomendado" badge on any other card; on the popular
 * card, which already has its badge and border, the mark is said to screen readers only.
 * `wide`: the card that closes the grid spans its row on a desktop (a band, not an orphan). `specialist`: the
 * dearest plan, whose extras have no written scope yet, offers a quiet link to a specialist under its button.
 */
function PlanCard({
  plan,
  signupBase,
  recommended,
  wide,
  specialist,
  ...extras
}: {
  plan: Plan;
  signupBase: string;
  recommended: boolean;
  wide: boolean;
  specialist: boolean;
  previous?: string;
  features: readonly string[];
  firstWithExtras?: string;
}) {
  const headingId = planHeadingId(plan.name);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="plan-card"
      data-plan={plan.name}
      data-recommended={recommended ? "true" : undefined}
      className={cn(
        "relative flex h-full flex-col rounded-2xl bg-white p-5 sm:p-6",
        plan.popular
          ? "border border-accent-500 shadow-lg ring-1 ring-accent-500"
          : "border border-line shadow-sm data-recommended:border-brand-600 data-recommended:ring-1 data-recommended:ring-brand-600",
        wide && "lg:grid lg:grid-cols-[13rem_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start lg:gap-x-8",
      )}
    >
      {plan.popular ? (
        <p className={cn(pill, "bg-accent-700 text-white")}>
          <Sparkles aria-hidden="true" className="size-3.5" />
          {planCardStrings.popular}
        </p>
      ) : null}
      <p hidden={!recommended} className={plan.popular ? "sr-only" : cn(pill, "bg-brand-700 text-white")} data-testid="plan-recommended">
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        {planCardStrings.recommended}
        <span className="sr-only">{planCardStrings.recommendedDetail}</span>
      </p>
      <div>
        <h3 id={headingId} className="text-lg font-bold text-brand-950">
          {plan.name}
        </h3>
        <p className="mt-1 text-brand-950" data-testid="plan-price">
          <span className="text-3xl font-extrabold tracking-tight">{formatBRL(plan.monthlyPrice)}</span>
          <span className="text-sm font-medium text-muted">{planPriceStrings.perMonth}</span>
        </p>
        {/* From lg the four cards stand in a row: the same height of description, so their lists start level. */}
        <p className={cn("mt-2 text-sm leading-relaxed text-muted", !wide && "lg:min-h-[5lh]")}>{plan.description}</p>
      </div>
      <ul className={cn("mt-4 space-y-1.5 text-sm", wide && "lg:mt-0")}>
        {planLimits(plan).map((line) => (
          <li key={line} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {line}
          </li>
        ))}
      </ul>
      <PlanFeatures plan={plan} {...extras} className={cn(wide && "lg:mt-0 lg:border-t-0 lg:pt-0")} />
      <div className={cn("mt-auto pt-5", wide && "lg:self-center lg:pt-0")}>
        <ExternalLink
          href={signupUrl(signupBase, plan.name)}
          className={buttonClass(plan.popular ? "primary" : "secondary", "lg", "w-full")}
          data-testid="plan-signup"
        >
          {planPriceStrings.signup}
          <span className="sr-only">
            {planPriceStrings.signupPlan}
            {plan.name}
          </span>
        </ExternalLink>
        {specialist ? (
          <p className="mt-2 text-center text-sm">
            <SiteLink to="/contato" source={plansPage.sections.specialist.ctaSource} className={cn(textLinkClass, "inline-block py-1")}>
              {planCardStrings.specialistLink}
            </SiteLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** A plan's heading id ("plano-avancado"); its card's place in the row is the same with "-cartao" (the chips' anchors). */
export function planHeadingId(name: string): string {
  return `plano-${name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()}`;
}

/**
 * The plan cards, rendered at build time with `recommended` (the calculator's answer for its
 * defaults) marked; the calculator island moves the mark as the visitor types (./plan-choice.ts).
 * Below lg a CSS scroll-snap row (the next card peeks in; no island, docs/decisions/515). On a phone, which shows one
 * card at a time, each card is as tall as its own content, top-aligned, its button right under its last line (one
 * height for all left a long blank above the button of the shorter cards); from md, two cards side by side share one
 * height, their buttons level. From lg four columns and the last plan as a band across them. A chip's jump
 * (plans-sections) leaves the chips' one line in view just above the card (its margin and the page's 5rem scroll padding: the header and that line), so the next plan is one tap away; the row
 * keeps the phone's sales bar off the cards, each with its own button, while they lie under it.
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
  const firstWithExtras = plans.find((plan) => plan.features.length > 0)?.name;
  return (
    <ul
      aria-label={planCardStrings.listLabel}
      data-sticky-bar-avoid
      data-plan-cards
      className="swipe-row -mx-4 flex snap-x max-md:items-start snap-mandatory scroll-px-4 gap-4 overflow-x-auto max-sm:scroll-fade-x px-4 pt-1 pb-3 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-5 lg:overflow-visible lg:px-0 lg:pt-4 lg:pb-0"
    >
      {plans.map((plan, i) => {
        const wide = i === plans.length - 1 && plans.length % 4 === 1;
        return (
          <li
            key={plan.name}
            id={`${planHeadingId(plan.name)}-cartao`}
            className={cn(
              "w-[82%] max-w-80 shrink-0 snap-start scroll-mt-13 max-sm:snap-center sm:w-[46%] lg:w-auto lg:max-w-none",
              // A phone's row opens on the popular card, centred, the first peeking on its left (decision 785).
              plan.popular && "max-sm:[scroll-initial-target:nearest]",
              wide && "lg:col-span-4",
            )}
          >
            <PlanCard
              plan={plan}
              signupBase={signupBase}
              recommended={recommended === plan.name}
              wide={wide}
              specialist={i === plans.length - 1}
              previous={plans[i - 1]?.name}
              features={allFeatures(plan, plans)}
              firstWithExtras={firstWithExtras}
            />
          </li>
        );
      })}
    </ul>
  );
}
