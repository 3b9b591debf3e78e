import { Info, Star } from "lucide-react";
import { interactionDefinition } from "~/content/interaction";
import { formatBRL } from "~/content/number-format";
import { addOns, type Plan } from "~/content/plans";
import { planHeadingId } from "~/features/plans/plan-card";
import { plansPage as copy } from "~/content/plans-page";
import { planCardStrings } from "~/content/ui-strings/plans";
import { chipClass, chipNoteClass } from "~/ui/button-styles";
import { CardList } from "~/ui/card-list";
import { IconList } from "~/ui/icon-list";
import { SwipeHint, SwipeTrack } from "~/ui/swipe-hint";

/** The three promises, under the cards (the prices come first). */
export function PlansHighlights() {
  return (
    <IconList
      items={copy.highlights}
      classes={{
        list: "mt-8 grid gap-3 text-sm font-medium text-brand-900 md:grid-cols-3",
        item: "flex items-start gap-2.5 rounded-xl border border-line bg-surface px-4 py-3",
        icon: "size-5 shrink-0 text-brand-600",
      }}
    />
  );
}

/**
 * Above the phone's row of cards: the five plans as chips, name over price, each an in-page link to its card, so
 * every price and the popular plan are one tap away although the row shows one card and a sliver. Plain anchors
 * (the browser scrolls the row and the page; no island). One segmented row that fits a 360 px screen whole (a
 * one-line row of pills scrolled sideways and opened cut at both edges; wrapped, it pushed the first card low): the
 * parts take their words' widths and share what is left. Narrower than that it scrolls from its start, faded at the
 * right while more waits there. On a phone, once the cards are swiped, the page script marks the chip of the card
 * in view and keeps it in the row (~/features/plans/plan-chips-follow); before that, or without it, the popular
 * plan's chip is drawn current, as its card is the one the row opens on (decision 785); the popular plan has its star.
 */
export function PlanChips({ plans }: { plans: readonly Plan[] }) {
  return (
    <nav aria-label={planCardStrings.chipsLabel} data-plan-chips className="md:mt-3 lg:hidden">
      <ul className="flex scroll-fade-x overflow-x-auto rounded-xl border border-line bg-white sm:max-w-xl">
        {plans.map((plan) => (
          <li key={plan.name} className="flex-auto not-first:border-l not-first:border-line">
            <a href={`#${planHeadingId(plan.name)}-cartao`} data-opens={plan.popular ? "" : undefined} className={chipClass}>
              {plan.name}{" "}
              <span className={chipNoteClass}>
                {formatBRL(plan.monthlyPrice)}
                {plan.popular ? (
                  <>
                    <Star aria-hidden="true" className="size-3 fill-accent-500 text-accent-600" />
                    <span className="sr-only">{`, ${planCardStrings.popular}`}</span>
                  </>
                ) : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Under the phone's row of cards: where the row is, and that there are more to the side (the next card also peeks in). */
export function CardsSwipeHint() {
  return (
    <>
      <SwipeTrack className="mt-1" />
      <SwipeHint className="mt-3">{planCardStrings.swipeHint}</SwipeHint>
    </>
  );
}

/**
 * What one "interação", the unit of every price, is: beside the first price and under the calculator's
 * intro (a visitor may land on #calculadora), folded in a native disclosure (it reads without JavaScript,
 * and its summary is a button to a screen reader). `more`: a sentence after the definition.
 */
export function InteractionNote({ className, more }: { className?: string; more?: string }) {
  return (
    <details className={className}>
      <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1.5 text-sm font-medium text-brand-700 underline underline-offset-2">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {planCardStrings.interactionQuestion}
      </summary>
      <div className="mt-2 max-w-[68ch] space-y-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-950">
        <p>{interactionDefinition}</p>
        {more ? <p>{more}</p> : null}
      </div>
    </details>
  );
}

/**
 * The add-ons any plan can take, with their prices: one panel of two rows parted by a rule on a phone (two cards
 * there took most of a screen for two prices), the price and what it buys on one line under the words; two columns
 * from md.
 */
export function AddOnList() {
  return (
    <CardList
      layout="side"
      tags={{ list: "div", item: "article" }}
      items={addOns.map((addOn, i) => ({
        icon: copy.addOnIcons[i] ?? copy.addOnIcons[0],
        title: addOn.name,
        text: addOn.description,
        extra: (
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2 sm:mt-3">
            <span className="text-xl font-extrabold text-brand-950 sm:text-2xl">{formatBRL(addOn.price)}</span>
            <span className="text-sm font-medium text-muted">{addOn.period}</span>
          </p>
        ),
      }))}
      classes={{
        list: "mt-6 grid divide-y divide-line rounded-2xl border border-line bg-white sm:mt-10 md:grid-cols-2 md:gap-6 md:divide-y-0 md:rounded-none md:border-0 md:bg-transparent",
        item: "flex gap-3 p-4 sm:gap-4 sm:p-6 md:rounded-2xl md:border md:border-line md:bg-white",
        iconBox: "flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-12",
        icon: "size-5 sm:size-6",
        title: "font-bold text-brand-950 sm:text-lg",
        text: "mt-1 text-sm text-muted",
      }}
    />
  );
}
