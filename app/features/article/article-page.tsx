import type { ComponentProps } from "react";
import type { Piece } from "~/content/articles/pieces";
import { readingTimeLabel } from "~/lib/reading-time";
import { ArticleLayout } from "~/ui/article-layout";
import { ArticleEnd } from "./article-end";

type ArticlePageProps = Omit<ComponentProps<typeof ArticleLayout>, "byline" | "end" | "datePublished" | "dateModified"> & {
  piece: Piece;
  /** "Leia também" (relatedPieces). */
  related: readonly Piece[];
};

/**
 * A guide or article of content/articles: the article layout with its author, dates and reading
 * time, then the share links and "Leia também". All static: the copy button's script is the page's.
 */
export function ArticlePage({ piece, related, ...props }: ArticlePageProps) {
  return (
    <ArticleLayout
      {...props}
      datePublished={piece.datePublished}
      dateModified={piece.dateModified}
      byline={{ author: piece.author, readingTime: readingTimeLabel(piece.words) }}
      end={<ArticleEnd piece={piece} related={related} />}
    />
  );
}
