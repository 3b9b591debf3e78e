import type { ComponentProps } from "react";
import type { Piece } from "~/content/articles/pieces";
import { readingTimeLabel } from "~/lib/reading-time";
import { ArticleLayout } from "~/ui/article-layout";
import { PieceCard } from "~/ui/piece-card";
import { ShareLinks } from "./share-links";

type ArticlePageProps = Omit<ComponentProps<typeof ArticleLayout>, "byline" | "end" | "datePublished" | "dateModified"> & {
  piece: Piece;
  /** "Leia também" (relatedPieces). */
  related: readonly Piece[];
};

/**
 * A guide or article of content/articles: the article layout with its author, dates and reading
 * time, then, after the text the reading time counts, the share links and "Leia também" (two or
 * three other pieces, each with its kind and reading time). All static: the copy button's script is the page's.
 */
export function ArticlePage({ piece, related, ...props }: ArticlePageProps) {
  const end = (
    <div className="mt-16 space-y-12 border-t border-line pt-10">
      <ShareLinks piece={piece} />
      <section aria-labelledby="leia-tambem-titulo">
        <h2 id="leia-tambem-titulo" className="text-2xl font-bold tracking-tight text-brand-950">
          Leia também
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {related.map((other) => (
            <PieceCard key={other.path} href={other.path} title={other.title} description={other.description} label={`${other.kind} · ${readingTimeLabel(other.words)}`} />
          ))}
        </ul>
      </section>
    </div>
  );
  return (
    <ArticleLayout
      {...props}
      datePublished={piece.datePublished}
      dateModified={piece.dateModified}
      byline={{ author: piece.author, readingTime: readingTimeLabel(piece.words) }}
      end={end}
    />
  );
}
