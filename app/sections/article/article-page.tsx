import type { ReactNode } from "react";
import type { Piece } from "~/content/articles/pieces";
import type { TocEntry } from "~/content/types";
import { TableOfContents, tocAsideClass } from "~/ui/table-of-contents";
import { formatDateLongBR } from "~/lib/frontmatter";
import { readingTimeLabel } from "~/lib/reading-time";
import type { Crumb } from "~/lib/structured-data";
import { type BandAction, ClosingBand } from "~/ui/closing-band";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { PieceCard } from "~/ui/piece-card";
import { ShareLinks } from "./share-links";
import { articleStrings } from "~/content/ui-strings/page-parts";

interface ArticlePageProps {
  piece: Piece;
  /** "Leia também" (relatedPieces). */
  related: readonly Piece[];
  crumbs: readonly Crumb[];
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  toc?: readonly TocEntry[];
  /** The band after the text and its links: the sales call, and a second one. */
  closing?: { id: string; title: string; lead: string; primary: BandAction; secondary?: BandAction };
  children: ReactNode;
}

/**
 * A guide or article of content/articles: header with its author, dates and reading time (the breadcrumb above
 * it is the way back to the hub: no second "back" link below the hero, away from it), an
 * optional table of contents (sticky beside the text on wide screens), the body, then, after the
 * text the reading time counts, the share links and "Leia também" (two or three other pieces, each
 * with its kind and reading time), and the closing band when given. All static: the copy button's script is the page's.
 */
export function ArticlePage({ piece, related, crumbs, title, eyebrow, lead, toc, closing, children }: ArticlePageProps) {
  return (
    <article>
      <PageHeader crumbs={crumbs} title={title} eyebrow={eyebrow} lead={lead}>
        <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>
            {articleStrings.byline}
            {piece.author}
          </span>
          <span>
            {articleStrings.published}
            <time dateTime={piece.datePublished}>{formatDateLongBR(piece.datePublished)}</time>
          </span>
          {piece.dateModified !== piece.datePublished ? (
            <span>
              {articleStrings.updated}
              <time dateTime={piece.dateModified}>{formatDateLongBR(piece.dateModified)}</time>
            </span>
          ) : null}
          <span>{readingTimeLabel(piece.words)}</span>
        </p>
      </PageHeader>

      <Container className="py-10 sm:py-14">
        <div className={toc && toc.length > 0 ? "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12" : undefined}>
          {toc && toc.length > 0 ? (
            <aside className={tocAsideClass}>
              <TableOfContents headings={toc.map((entry) => ({ id: entry.id, text: entry.label }))} />
            </aside>
          ) : null}
          <div className="min-w-0">
            <div data-article-body>{children}</div>
            <div className="mt-16 space-y-12 border-t border-line pt-10">
              <ShareLinks piece={piece} />
              <section aria-labelledby="leia-tambem-titulo">
                <h2 id="leia-tambem-titulo" className="text-2xl font-bold tracking-tight text-brand-950">
                  {articleStrings.related}
                </h2>
                <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                  {related.map((other) => (
                    <PieceCard
                      key={other.path}
                      href={other.path}
                      title={other.title}
                      description={other.description}
                      label={`${other.kind} · ${readingTimeLabel(other.words)}`}
                    />
                  ))}
                </ul>
              </section>
            </div>
          </div>
        </div>
      </Container>
      {closing ? <ClosingBand {...closing} /> : null}
    </article>
  );
}
