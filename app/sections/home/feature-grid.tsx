import type { FeatureCard } from "~/content/types";
import { cn } from "~/lib/cn";
import { FeatureVisualArt } from "./feature-visuals";
import { HighlightTag } from "./highlight-tag";

interface FeatureGridProps {
  cards: readonly FeatureCard[];
  /** Names the row of cards with a picture, which scrolls sideways on a phone (a scrollable region is focusable and named). */
  rowLabel: string;
}

/**
 * A feature section's cards (the spec's 9 and 6 stay countable, one `li` each): the ones with an interface
 * picture as cards, in a row that snaps sideways on phones and a grid from sm up (one alone stands beside the
 * list from lg up); the rest as a compact icon list, so the section is short and not a wall of look-alike
 * cards. The "Destaque" tag sits over the title on both kinds.
 */
export function FeatureGrid({ cards, rowLabel }: FeatureGridProps) {
  const pictured = cards.filter((c) => c.visual);
  const plain = cards.filter((c) => !c.visual);
  const single = pictured.length === 1;
  return (
    <div className={cn(single && "lg:grid lg:grid-cols-[1fr_2fr] lg:items-start lg:gap-10")}>
      {single ? (
        <ul>
          {pictured.map((card) => (
            <PicturedCard key={card.title} card={card} />
          ))}
        </ul>
      ) : (
        // Scrolls on phones: focusable and named, so a keyboard can scroll it too (axe: scrollable-region-focusable).
        <div
          role="region"
          aria-label={rowLabel}
          tabIndex={0}
          className="-mx-4 snap-x snap-mandatory overflow-x-auto px-4 pb-3 sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0"
        >
          <ul className="flex gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
            {pictured.map((card) => (
              <PicturedCard key={card.title} card={card} className="w-[82%] shrink-0 snap-center sm:w-auto" />
            ))}
          </ul>
        </div>
      )}
      <ul className={cn("mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2", single ? "lg:mt-0" : "sm:mt-10 lg:grid-cols-3")}>
        {plain.map((card) => (
          <li key={card.title} className="flex gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:size-10">
              <card.icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col">
              <Text card={card} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PicturedCard({ card, className }: { card: FeatureCard; className?: string }) {
  return (
    <li className={cn("flex flex-col rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5", className)}>
      {card.visual ? <FeatureVisualArt kind={card.visual} /> : null}
      <div className="mt-4 flex flex-col">
        <Text card={card} />
      </div>
    </li>
  );
}

function Text({ card }: { card: FeatureCard }) {
  return (
    <>
      {card.highlight ? <HighlightTag /> : null}
      <h3 className="leading-snug font-bold text-brand-950 sm:text-lg">{card.title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-muted sm:text-[0.9375rem]">{card.description}</p>
      {card.plan ? <p className="mt-1.5 text-sm font-semibold text-brand-800">{card.plan}</p> : null}
    </>
  );
}
