import type { FeatureCard } from "~/content/types";
import { cn } from "~/lib/cn";
import { FeatureVisualArt, isWideVisual } from "./feature-visuals";
import { HighlightTag } from "./highlight-tag";

/** A compact row on phones: the card's one line (`short`) beside its icon, in place of the description. */
const isBrief = (card: FeatureCard) => Boolean(card.short);

/**
 * A feature section's cards (the spec's 9 stay countable, one `li` each): the ones with an interface picture as
 * cards, the rest as a compact icon list. On phones both read as one vertical list of compact rows between hairlines (icon
 * beside the title, its one line beside it), no pictures (the phone has the hero's chat, the video and the simulator): nothing
 * scrolls sideways.
 * From sm the pictures are a 2 x 2 block; from lg it stands beside the list, whose rows
 * are cards sharing the block's height: two complete blocks, no empty grid cell, no spread-out gaps. A wide picture (the manager's
 * panel, the staff's side of the product) takes a card of its own under the block, across both columns from lg,
 * its words beside the picture. When every card has a picture: TileGrid.
 */
export function FeatureGrid({ cards }: { cards: readonly FeatureCard[] }) {
  const pictured = cards.filter((c) => c.visual && !isWideVisual(c.visual));
  const wide = cards.filter((c) => isWideVisual(c.visual));
  const plain = cards.filter((c) => !c.visual);
  return (
    <div className="max-sm:divide-y max-sm:divide-line max-sm:border-y max-sm:border-line lg:grid lg:grid-cols-[3fr_2fr] lg:gap-8">
      <ul className="grid max-sm:divide-y max-sm:divide-line sm:grid-cols-2 sm:gap-4 lg:col-start-1 lg:row-start-1 lg:gap-5">
        {pictured.map((card) => (
          <PicturedCard key={card.title} card={card} compact />
        ))}
      </ul>
      {/* The manager's panel (an inbox beside an agenda) under the pictures, across both columns from lg. */}
      <ul className="sm:mt-4 lg:col-span-2 lg:row-start-2 lg:mt-0">
        {wide.map((card) => (
          <PicturedCard key={card.title} card={card} compact />
        ))}
      </ul>
      {/* From lg each row is a card again, top-aligned, the pictures' 20 px apart: the rows share the height the
          pictures leave (flex-grow), so the spare room is inside the cards, not between them. */}
      <ul className="grid max-sm:divide-y max-sm:divide-line sm:mt-10 sm:grid-cols-2 sm:gap-x-8 sm:gap-y-6 lg:col-start-2 lg:row-start-1 lg:mt-0 lg:flex lg:h-full lg:flex-col lg:gap-5">
        {plain.map((card) => (
          <li
            key={card.title}
            className="grid grid-cols-[2.25rem_1fr] content-start gap-x-3 py-3 sm:grid-cols-[2.5rem_1fr] sm:py-0 lg:grow lg:rounded-2xl lg:border lg:border-line lg:bg-white lg:p-4 lg:shadow-sm"
          >
            <IconTile card={card} className={isBrief(card) ? "row-span-4" : "sm:row-span-4"} />
            {/* On phones the icon sits beside the title only and the text takes the full width under it (shorter). */}
            <Text card={card} wide />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Every card has its picture (the automation section). Below md a compact list between hairlines: per row the icon, the
 * title and the card's one line (`short`; the description stays for screen readers), no picture: the phone has the
 * hero's chat, the video and the simulator already, and six stacked pictures (or a row of them to swipe) cost a
 * screen for little. From md three across in two rows, and a tile is its picture and its words, with no card around
 * them: the texts differ in length (one carries the urgency guidance), and a frame around the shorter ones would end
 * far below their words. A row's pictures share one height (each tile spans the row's two tracks, a subgrid: the
 * picture's and the words'), so their moments centre on one line and the titles start level.
 */
export function TileGrid({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <ul className="divide-y divide-line border-y border-line md:grid md:grid-cols-3 md:gap-x-5 md:gap-y-10 md:divide-y-0 md:border-y-0 lg:gap-x-6">
      {cards.map((card) => (
        <li
          key={card.title}
          className="grid grid-cols-[2.25rem_1fr] content-start gap-x-3 py-3 md:row-span-2 md:grid-cols-1 md:grid-rows-subgrid md:gap-y-0 md:py-0"
        >
          {card.visual ? <FeatureVisualArt kind={card.visual} grow className="mb-4 max-md:hidden" /> : null}
          <div className="contents md:flex md:flex-col md:self-start">
            {card.highlight ? <HighlightTag /> : null}
            <IconTile card={card} className="row-span-3 md:hidden" />
            <h3 className="col-start-2 leading-snug md:col-start-auto font-bold text-brand-950 md:text-lg">{card.title}</h3>
            {card.short ? (
              <p aria-hidden="true" className="col-start-2 mt-0.5 text-sm text-muted md:hidden">
                {card.short}
              </p>
            ) : null}
            <p
              className={cn(
                "col-start-2 mt-1 text-[0.9375rem] leading-[1.55] text-muted md:col-start-auto",
                card.short && "max-md:sr-only",
              )}
            >
              {card.description}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * `compact`: a row of the phone's one list (icon beside the title, no picture), a card from sm.
 */
function PicturedCard({ card, compact = false }: { card: FeatureCard; compact?: boolean }) {
  const wide = isWideVisual(card.visual);
  return (
    <li
      className={cn(
        "py-3 sm:rounded-2xl sm:border sm:border-line sm:bg-white sm:p-5 sm:shadow-sm",
        "flex flex-col",
        wide && "lg:flex-row lg:items-center lg:gap-8",
        !compact && "md:rounded-none md:border-0 md:bg-transparent md:p-0 md:shadow-none",
      )}
    >
      {card.visual ? (
        <FeatureVisualArt kind={card.visual} className={cn("mb-4 max-sm:hidden", wide && "lg:mb-0 lg:w-3/5 lg:shrink-0")} />
      ) : null}
      {/* A wide card's words beside its picture from lg; any other card's sit straight in the card. */}
      <div className={wide ? "flex flex-col lg:flex-1" : "contents"}>
        {card.highlight ? <HighlightTag /> : null}
        {compact ? (
          <div className="grid grid-cols-[2.25rem_1fr] gap-x-3 sm:flex sm:flex-col">
            <IconTile card={card} className={cn("sm:hidden", isBrief(card) && "row-span-4")} />
            <Text card={card} wide />
          </div>
        ) : (
          <Text card={card} />
        )}
      </div>
    </li>
  );
}

function IconTile({ card, className }: { card: FeatureCard; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:size-10",
        className,
      )}
    >
      <card.icon aria-hidden="true" className="size-5" />
    </span>
  );
}

/**
 * Title, text and plan note; `wide`: in a compact row's grid. There, on phones, a brief card keeps everything in
 * the column beside its icon and shows its one line, the description read by screen readers only (it shows from
 * sm); any other card spans everything but the title over both columns.
 */
function Text({ card, wide = false }: { card: FeatureCard; wide?: boolean }) {
  const brief = wide && isBrief(card);
  const under = brief ? "col-start-2" : wide ? "col-span-2 sm:col-span-1 sm:col-start-2" : undefined;
  return (
    <>
      <h3 className={cn("leading-snug font-bold text-brand-950 sm:text-lg", wide && !brief && "self-center sm:self-auto")}>{card.title}</h3>
      {brief ? (
        <p aria-hidden="true" className={cn("mt-0.5 text-sm text-muted sm:hidden", under)}>
          {card.short}
        </p>
      ) : null}
      <p
        className={cn(
          "mt-1.5 text-sm leading-relaxed text-muted sm:mt-1 sm:text-[0.9375rem] sm:leading-[1.55]",
          under,
          brief && "max-sm:sr-only",
        )}
      >
        {card.description}
      </p>
      {card.plan ? (
        <p className={cn("mt-1.5 text-sm font-semibold text-brand-800", brief && "mt-0.5 sm:mt-1.5", under)}>{card.plan}</p>
      ) : null}
    </>
  );
}
