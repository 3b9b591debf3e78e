import type { FeatureCard } from "~/content/types";
import { cn } from "~/lib/cn";
import { SwipeHint, SwipeTrack } from "~/ui/swipe-hint";
import { FeatureVisualArt } from "./feature-visuals";
import { HighlightTag } from "./highlight-tag";

interface FeatureGridProps {
  cards: readonly FeatureCard[];
  /** Names the two rows that scroll sideways on a phone (a scrollable region is focusable and named). */
  rowLabels: { pictured: string; plain: string };
  /** Over the rows on a phone: that they scroll sideways, and how many cards there are. */
  hint: string;
}

/** A row that snaps sideways on phones; focusable and named, so a keyboard can scroll it too (axe: scrollable-region-focusable). */
const swipeRow = "swipe-row -mx-4 snap-x snap-mandatory overflow-x-auto px-4 pb-3 sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0";
const swipeItem = "w-[82%] shrink-0 snap-center sm:w-auto";

/**
 * A feature section's cards (the spec's 9 and 6 stay countable, one `li` each): the ones with an interface
 * picture as cards, the rest as a compact icon list. On phones both are rows that snap sideways, so the section
 * stays about two screens long, with a hint over them and a track under each that shows where it is. From lg up the pictures (a 2x2 block) stand beside the list in a single column
 * stretched to the same height: two complete blocks, no empty grid cell. When every card has a picture: TileGrid.
 */
export function FeatureGrid({ cards, rowLabels, hint }: FeatureGridProps) {
  const pictured = cards.filter((c) => c.visual);
  const plain = cards.filter((c) => !c.visual);
  const swipeHint = (
    <SwipeHint until="sm" className="-mt-2 mb-3">
      {hint}
    </SwipeHint>
  );
  if (plain.length === 0)
    return (
      <>
        {swipeHint}
        <TileGrid cards={pictured} label={rowLabels.pictured} />
      </>
    );
  return (
    <>
      {swipeHint}
      <div className="lg:grid lg:grid-cols-[3fr_2fr] lg:gap-8">
        <div className="swipe-scope">
          <div role="region" aria-label={rowLabels.pictured} tabIndex={0} className={swipeRow}>
            <ul className="flex gap-4 sm:grid sm:grid-cols-2 lg:gap-5">
              {pictured.map((card) => (
                <PicturedCard key={card.title} card={card} className={swipeItem} />
              ))}
            </ul>
          </div>
          <SwipeTrack until="sm" />
        </div>
        <div className="swipe-scope mt-4 sm:mt-10 lg:mt-0">
          <div role="region" aria-label={rowLabels.plain} tabIndex={0} className={cn(swipeRow, "sm:h-full")}>
            <ul className="flex gap-4 sm:grid sm:h-full sm:grid-cols-2 sm:gap-x-8 sm:gap-y-6 lg:flex lg:flex-col lg:justify-between lg:gap-5">
              {plain.map((card) => (
                <li
                  key={card.title}
                  className={cn(
                    swipeItem,
                    "grid grid-cols-[2.25rem_1fr] content-start gap-x-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[2.5rem_1fr] sm:border-0 sm:bg-transparent sm:p-0",
                  )}
                >
                  <span className="row-span-1 inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:row-span-4 sm:size-10">
                    <card.icon aria-hidden="true" className="size-5" />
                  </span>
                  {/* On phones the icon sits beside the title only and the text takes the full width under it (shorter). */}
                  <Text card={card} wide />
                </li>
              ))}
            </ul>
          </div>
          <SwipeTrack until="sm" />
        </div>
      </div>
    </>
  );
}

/**
 * Every card has its picture (the automation section): one grid of equal tiles, three across from lg and two
 * from sm (six cards, so no row is left with a hole); a row that snaps sideways on phones.
 */
function TileGrid({ cards, label }: { cards: readonly FeatureCard[]; label: string }) {
  return (
    <div className="swipe-scope">
      <div role="region" aria-label={label} tabIndex={0} className={swipeRow}>
        <ul className="flex gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-3 lg:gap-5">
          {cards.map((card) => (
            <PicturedCard key={card.title} card={card} className={swipeItem} />
          ))}
        </ul>
      </div>
      <SwipeTrack until="sm" />
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
