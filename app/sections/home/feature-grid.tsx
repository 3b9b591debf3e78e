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
      <ul className={cn("mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2", single ? "lg:mt-0" : "sm:mt-10 lg:grid-cols-3")}>
        {plain.map((card) => (
          <li key={card.title} className="grid grid-cols-[2.25rem_1fr] content-start gap-x-3 sm:grid-cols-[2.5rem_1fr]">
            <span className="row-span-1 inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:row-span-4 sm:size-10">
              <card.icon aria-hidden="true" className="size-5" />
            </span>
            {/* On phones the icon sits beside the title only and the text takes the full width under it (shorter). */}
            <Text card={card} wide />
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

/** Tag, title, text and plan note; `wide`: in the compact list's grid, where everything but the title spans both columns on phones. */
function Text({ card, wide = false }: { card: FeatureCard; wide?: boolean }) {
  const under = wide ? "col-span-2 sm:col-span-1 sm:col-start-2" : undefined;
  return (
    <>
      {card.highlight ? <HighlightTag /> : null}
      <h3 className={cn("leading-snug font-bold text-brand-950 sm:text-lg", wide && "self-center sm:self-auto")}>{card.title}</h3>
      <p className={cn("mt-1.5 text-sm leading-relaxed text-muted sm:mt-1 sm:text-[0.9375rem]", under)}>{card.description}</p>
      {card.plan ? <p className={cn("mt-1.5 text-sm font-semibold text-brand-800", under)}>{card.plan}</p> : null}
    </>
  );
}
