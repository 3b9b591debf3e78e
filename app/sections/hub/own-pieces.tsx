import type { Piece } from "~/content/articles/pieces";
import { hubCategories } from "~/content/hub";
import { hubCovers } from "~/content/hub-covers";
import { hubPage as copy } from "~/content/hub-page";
import { articleStrings } from "~/content/ui-strings/page-parts";
import { formatDateBR } from "~/lib/frontmatter";
import { readingTimeLabel } from "~/lib/reading-time";
import { cn } from "~/lib/cn";
import { SectionHeader } from "~/ui/section-header";
import { SiteLink } from "~/ui/site-link";
import { PieceCover } from "./piece-cover";

const categoryTitle = (piece: Piece) => hubCategories.find((c) => c.id === piece.category)?.title ?? "";

/**
 * Date and reading time, under a card's text: one line on the hub's cards; were it ever to wrap, the dot goes down
 * with the reading time. A piece revised since it came out shows when, so a reader can tell a current text from an
 * old one; the short date keeps the line whole on a phone.
 */
function Meta({ piece }: { piece: Piece }) {
  const revised = piece.dateModified > piece.datePublished;
  const date = revised ? piece.dateModified : piece.datePublished;
  return (
    <p className="mt-auto pt-4 text-sm text-muted">
      <time dateTime={date} className="whitespace-nowrap">
        {revised ? articleStrings.updated : articleStrings.published}
        {formatDateBR(date)}
      </time>{" "}
      <span className="whitespace-nowrap">· {readingTimeLabel(piece.words)}</span>
    </p>
  );
}

/**
 * A piece as a card with its cover. The whole card is the link's target, while the link itself is the title
 * (one link per card, named by the title alone): a card is plainly a link, so the title is underlined only on
 * hover or keyboard focus, and the card's border takes the focus colour too.
 */
function PieceTile({ piece, nth, featured = false }: { piece: Piece; nth: number; featured?: boolean }) {
  // The featured card stands alone in the hub's header (no list around it, its title an h2 under the h1); the
  // others are items of the list, under the section's h2.
  const Tile = featured ? "div" : "li";
  const Title = featured ? "h2" : "h3";
  return (
    <Tile
      data-testid={featured ? "featured-piece" : "piece-card"}
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm hover:border-brand-400 hover:shadow-md has-[a:focus-visible]:border-brand-700 has-[a:focus-visible]:shadow-md"
    >
      <PieceCover
        category={piece.category}
        nth={nth}
        label={piece.kind}
        art={hubCovers[piece.id]}
        large={featured}
        // About 120 px on the small cards; the featured one (the header's call) a little taller.
        className={featured ? "h-44 sm:h-52" : "h-44"}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-wide text-accent-700 uppercase">
          {featured ? `${copy.own.featured} · ` : null}
          {categoryTitle(piece)}
        </p>
        <Title className="mt-2">
          <SiteLink
            to={piece.path}
            className={cn(
              "font-semibold text-brand-900 decoration-brand-700 underline-offset-4 after:absolute after:inset-0 group-hover:underline focus-visible:underline",
              featured ? "text-xl" : "text-lg",
            )}
          >
            {piece.title}
          </SiteLink>
        </Title>
        {/* The header's card is its call: cover, eyebrow, title and reading time say enough; its lead would push the list down. */}
        {featured ? null : <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{piece.description}</p>}
        <Meta piece={piece} />
      </div>
    </Tile>
  );
}

// Child rules of the list from lg (each card spans two of the six tracks unless said otherwise).
const rowsFrom = {
  lg: "lg:*:col-span-2 lg:[&:not(:has(>:last-child:nth-child(3n)))>:nth-child(-n+2)]:col-span-3 lg:[&>:nth-child(3n):nth-last-child(2)]:col-span-3 lg:[&>:nth-child(3n+1):last-child]:col-span-3",
};

/** The hub's order: the newest piece first (featured in the header, the list starts after it). */
export function newestFirst(pieces: readonly Piece[]): Piece[] {
  return [...pieces].sort((a, b) => b.datePublished.localeCompare(a.datePublished));
}

/** The newest piece as the hub header's card (drawn there once; the list under the header starts after it). */
export function FeaturedPiece({ pieces }: { pieces: readonly Piece[] }) {
  const [featured] = newestFirst(pieces);
  return featured ? <PieceTile piece={featured} nth={0} featured /> : null;
}

/** The hub's first section: the site's other pieces, newest first (the newest is the header's card). */
export function OwnPieces({ pieces }: { pieces: readonly Piece[] }) {
  const shown = newestFirst(pieces);
  const rest = shown.slice(1);
  if (rest.length === 0) return null;
  // Which piece of its category each one is, in the order shown (the header's card first): the cover's glyph.
  const nth = (piece: Piece) => shown.filter((p) => p.category === piece.category).indexOf(piece);
  return (
    <section aria-labelledby={copy.own.id}>
      <SectionHeader id={copy.own.id} title={copy.own.title} lead={copy.own.lead} />
      {/* From lg six tracks: the two newest cards large (half each), the rest three across (a third each), and a last row of
          two shares it in halves, so no card is left alone beside a gap (a count of three, six... is rows of three). Four across made ~256 px cards whose covers cut
          their text mid-line and whose date wrapped. */}
      <ul className={`mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-6 ${rowsFrom.lg}`}>
        {rest.map((piece) => (
          <PieceTile key={piece.path} piece={piece} nth={nth(piece)} />
        ))}
      </ul>
    </section>
  );
}
