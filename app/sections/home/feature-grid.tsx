import type { FeatureCard } from "~/content/types";
import { cn } from "~/lib/cn";
import { FeatureVisualArt, isWideVisual } from "./feature-visuals";
import { FeatureNotes } from "./feature-notes";
import { HighlightTag } from "./highlight-tag";

/**
 * On phones a card without the "Destaque" tag is one line of a list between hairlines: its icon beside its title (and
 * plan note), the rest for screen readers. Each row draws both lines, a pixel over the next, so adjacent rows share one.
 */
const phoneRow = "max-sm:-mb-px max-sm:flex max-sm:items-start max-sm:gap-3 max-sm:border-y max-sm:border-line max-sm:py-2.5";
const phoneList = "max-sm:gap-0";

/**
 * A feature section's cards (the spec's 9 stay countable, one `li` each): the ones with an interface picture as
 * cards, the rest as a compact icon list. On phones the "Destaque" cards are full-width cards with their picture
 * (the product, small), the others rows of one column (icon beside the title and its one-line gist; the full text is
 * read by screen readers and shows from sm). Nothing scrolls sideways. A card's caveat (`note`) is printed under the
 * grid, so no card carries a paragraph of rules beside cards of two lines.
 * From sm the pictures are a 2 x 2 block, the highlighted two first (their tags level); from lg it stands beside the list, whose rows
 * are cards sharing the block's height: two complete blocks, no empty grid cell, no spread-out gaps. A wide picture (the manager's
 * panel, the staff's side of the product) takes a card of its own under the block, across both columns from lg,
 * its words beside the picture. When every card has a picture: TileGrid.
 */
export function FeatureGrid({ cards }: { cards: readonly FeatureCard[] }) {
  const withPicture = cards.filter((c) => c.visual && !isWideVisual(c.visual));
  const pictured = [...withPicture.filter((c) => c.highlight), ...withPicture.filter((c) => !c.highlight)];
  const wide = cards.filter((c) => isWideVisual(c.visual));
  const plain = cards.filter((c) => !c.visual);
  return (
    <>
      <div className="max-sm:flex max-sm:flex-col max-sm:gap-2.5 lg:grid lg:grid-cols-[3fr_2fr] lg:gap-8">
        <ul className={cn("grid sm:grid-cols-2 sm:gap-4 lg:col-start-1 lg:row-start-1 lg:gap-5", phoneList)}>
          {pictured.map((card) => (
            <PicturedCard key={card.title} card={card} />
          ))}
        </ul>
        {/* The manager's panel (an inbox beside an agenda) under the pictures, across both columns from lg. */}
        <ul className="sm:mt-4 lg:col-span-2 lg:row-start-2 lg:mt-0">
          {wide.map((card) => (
            <PicturedCard key={card.title} card={card} />
          ))}
        </ul>
        {/* From lg each row is a card again, top-aligned, the pictures' 20 px apart: the rows share the height the
          pictures leave (flex-grow), so the spare room is inside the cards, not between them. */}
        <ul
          className={cn(
            "grid sm:mt-10 sm:grid-cols-2 sm:gap-x-8 sm:gap-y-6 lg:col-start-2 lg:row-start-1 lg:mt-0 lg:flex lg:h-full lg:flex-col lg:gap-5",
            phoneList,
          )}
        >
          {plain.map((card) => (
            <li
              key={card.title}
              className={cn(
                "content-start sm:grid sm:grid-cols-[2.5rem_1fr] sm:gap-x-3 lg:grow lg:rounded-2xl lg:border lg:border-line lg:bg-white lg:p-4 lg:shadow-sm",
                phoneRow,
              )}
            >
              <TileIcon card={card} className="sm:hidden" />
              <IconTile card={card} className="max-sm:hidden sm:row-span-4" />
              <div className="sm:contents">
                <Text card={card} tile />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <FeatureNotes cards={cards} />
    </>
  );
}

/**
 * Every card has its picture (the automation section). Below md two columns of three: a card's icon over its title
 * and its one-line gist (the description stays for screen readers, who hear it instead of the gist), no picture, so
 * the phone tells what the desktop's tiles tell in a screen's height. From md three across in two rows, and a tile is
 * its picture and its words, with no card around
 * them: the texts differ in length (one carries the urgency guidance), and a frame around the shorter ones would end
 * far below their words. A row's pictures share one height (each tile spans the row's two tracks, a subgrid: the
 * picture's and the words'), so their moments centre on one line and the titles start level.
 */
export function TileGrid({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-5 md:grid-cols-3 md:gap-x-5 md:gap-y-10 lg:gap-x-6">
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col gap-2 md:row-span-2 md:grid md:content-start md:grid-cols-1 md:grid-rows-subgrid md:gap-y-0"
        >
          {card.visual ? <FeatureVisualArt kind={card.visual} grow className="mb-4 max-md:hidden" /> : null}
          <TileIcon card={card} className="md:hidden" />
          <div className="md:flex md:flex-col md:self-start">
            {card.highlight ? <HighlightTag /> : null}
            <h3 className="text-[0.9375rem] leading-snug font-bold text-brand-950 md:text-lg">{card.title}</h3>
            {card.short ? (
              <p aria-hidden="true" className="mt-1 text-sm leading-snug text-muted md:hidden">
                {card.short}
              </p>
            ) : null}
            <p className="mt-1 text-[0.9375rem] leading-[1.55] text-muted max-md:sr-only">{card.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The phone's look of a "Destaque" card: a full-width card with its picture. */
const phoneCard = "max-sm:mb-2.5 max-sm:rounded-2xl max-sm:border max-sm:border-line max-sm:bg-white max-sm:p-3 max-sm:shadow-sm";

/** A card with a picture: from sm a card; on phones a card with its picture if highlighted, else a row of the list. */
function PicturedCard({ card }: { card: FeatureCard }) {
  const wide = isWideVisual(card.visual);
  return (
    <li
      className={cn(
        "sm:flex sm:flex-col sm:rounded-2xl sm:border sm:border-line sm:bg-white sm:p-5 sm:shadow-sm",
        card.highlight ? phoneCard : phoneRow,
        wide && "lg:flex-row lg:items-center lg:gap-8",
      )}
    >
      {card.visual ? (
        <FeatureVisualArt
          kind={card.visual}
          className={cn("mb-3 sm:mb-4", !card.highlight && "max-sm:hidden", !wide && "max-sm:h-28", wide && "lg:mb-0 lg:w-3/5 lg:shrink-0")}
        />
      ) : null}
      {/* A wide card's words beside its picture from lg; any other card's sit straight in the card. */}
      <div className={wide ? "flex flex-col lg:flex-1" : "contents"}>
        {card.highlight ? <HighlightTag /> : <TileIcon card={card} className="sm:hidden" />}
        {card.highlight ? (
          <Text card={card} />
        ) : (
          <div className="sm:contents">
            <Text card={card} tile />
          </div>
        )}
      </div>
    </li>
  );
}

/** On phones, in a row: the icon alone, on the title's first line (a framed icon per line would outweigh the line). */
function TileIcon({ card, className }: { card: FeatureCard; className?: string }) {
  return <card.icon aria-hidden="true" className={cn("mt-px size-5 shrink-0 text-brand-700", className)} />;
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
 * Title, text and plan note (beside the icon in a list row from sm: column 2). On phones the card's one-line gist
 * (`short`) shows under the title and the description is read by screen readers instead (it shows from sm), so a
 * row says what the feature does in one line, not three.
 * `tile`: a phone's list row, whose title is a little smaller (it shares the line with the icon).
 */
function Text({ card, tile = false }: { card: FeatureCard; tile?: boolean }) {
  return (
    <>
      <h3 className={cn("leading-snug font-bold text-brand-950 sm:col-start-2 sm:text-lg", tile && "max-sm:text-[0.9375rem]")}>
        {card.title}
        {card.note ? <NoteMark /> : null}
      </h3>
      {card.short ? (
        <p aria-hidden="true" className="mt-0.5 text-sm leading-snug text-muted sm:hidden">
          {card.short}
        </p>
      ) : null}
      <p className="mt-1 text-[0.9375rem] leading-[1.55] text-muted max-sm:sr-only sm:col-start-2">{card.description}</p>
      {card.plan ? (
        <p className="mt-1 text-[0.8125rem] font-semibold text-brand-800 sm:col-start-2 sm:mt-1.5 sm:text-sm">{card.plan}</p>
      ) : null}
    </>
  );
}

/** After a title whose card has a caveat under the grid: a visual pointer only (the note opens with the title). */
function NoteMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-brand-700">
      *
    </span>
  );
}
