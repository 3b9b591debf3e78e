import type { Piece } from "~/content/articles/pieces";
import { hubCategories } from "~/content/hub";
import { hubCovers } from "~/content/hub-covers";
import { hubPage as copy } from "~/content/hub-page";
import { formatDateLongBR } from "~/lib/frontmatter";
import { readingTimeLabel } from "~/lib/reading-time";
import { cn } from "~/lib/cn";
import { SectionHeader } from "~/ui/section-header";
import { SiteLink } from "~/ui/site-link";
import { PieceCover } from "./piece-cover";

const categoryTitle = (piece: Piece) => hubCategories.find((c) => c.id === piece.category)?.title ?? "";

/** Date and reading time, under a card's text. */
function Meta({ piece }: { piece: Piece }) {
  return (
    <p className="mt-auto pt-4 text-sm text-muted">
      <time dateTime={piece.datePublished}>{formatDateLongBR(piece.datePublished)}</time> ·{" "}
      <span className="whitespace-nowrap">{readingTimeLabel(piece.words)}</span>
    </p>
  );
}

/**
 * A piece as a card with its cover. The whole card is the link's target, while the link itself is the title
 * (one link per card, named by the title alone): a card is plainly a link, so the title is underlined only on
 * hover or keyboard focus, and the card's border takes the focus colour too.
 */
function PieceTile({ piece, nth, featured = false }: { piece: Piece; nth: number; featured?: boolean }) {
  return (
    <li
      data-testid={featured ? "featured-piece" : "piece-card"}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm hover:border-brand-400 hover:shadow-md has-[a:focus-visible]:border-brand-700 has-[a:focus-visible]:shadow-md",
        featured && "sm:col-span-2 lg:col-span-4 lg:grid lg:grid-cols-2",
      )}
    >
      <PieceCover
        category={piece.category}
        nth={nth}
        label={piece.kind}
        art={hubCovers[piece.id]}
        large={featured}
        // About 120 px on the small cards; the featured one as tall as its text beside it from lg.
        className={featured ? "min-h-52 lg:min-h-72" : "h-30"}
      />
      <div className={cn("flex flex-1 flex-col p-5", featured && "sm:p-8")}>
        <p className="text-xs font-bold tracking-wide text-accent-700 uppercase">
          {featured ? `${copy.own.featured} · ` : null}
          {categoryTitle(piece)}
        </p>
        <h3 className="mt-2">
          <SiteLink
            to={piece.path}
            className={cn(
              "font-semibold text-brand-900 decoration-brand-700 underline-offset-4 after:absolute after:inset-0 group-hover:underline focus-visible:underline",
              featured ? "text-2xl sm:text-3xl" : "text-lg",
            )}
          >
            {piece.title}
          </SiteLink>
        </h3>
        <p className={cn("mt-2 leading-relaxed text-muted", featured ? "sm:text-lg" : "line-clamp-3 text-sm")}>{piece.description}</p>
        <Meta piece={piece} />
      </div>
    </li>
  );
}

/** The hub's order: the newest piece first (featured, and the header's button leads to it). */
export function newestFirst(pieces: readonly Piece[]): Piece[] {
  return [...pieces].sort((a, b) => b.datePublished.localeCompare(a.datePublished));
}

/** The hub's first section: the newest piece featured, the others after it, newest first. */
export function OwnPieces({ pieces }: { pieces: readonly Piece[] }) {
  const [featured, ...rest] = newestFirst(pieces);
  if (!featured) return null;
  // Which piece of its category each one is, in the order shown: the cover's glyph.
  const nth = (piece: Piece, shown: readonly Piece[]) => shown.filter((p) => p.category === piece.category).indexOf(piece);
  const shown = [featured, ...rest];
  return (
    <section aria-labelledby={copy.own.id}>
      <SectionHeader id={copy.own.id} title={copy.own.title} lead={copy.own.lead} />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <PieceTile piece={featured} nth={0} featured />
        {rest.map((piece) => (
          <PieceTile key={piece.path} piece={piece} nth={nth(piece, shown)} />
        ))}
      </ul>
    </section>
  );
}
