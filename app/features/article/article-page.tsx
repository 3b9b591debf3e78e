import type { ComponentProps } from "react";
import { authorOf, pieceFor, relatedPieces } from "~/content/articles/catalogue";
import { ArticleLayout } from "~/ui/article-layout";
import { readingTimeOf } from "./reading-time-of";
import { RelatedPieces } from "./related-pieces";
import { ShareLinks } from "./share-links";

type ArticlePageProps = Omit<ComponentProps<typeof ArticleLayout>, "byline" | "end">;

/**
 * A guide or article of the catalogue: the article layout with its author and reading time, then
 * "Leia também" and the share links. The page is found by the last breadcrumb, its own address.
 */
export function ArticlePage(props: ArticlePageProps) {
  const path = props.crumbs.at(-1)?.url ?? "";
  const piece = pieceFor(path);
  return (
    <ArticleLayout
      {...props}
      byline={{ author: authorOf(piece), readingTime: readingTimeOf(path) }}
      end={
        <div className="mt-16 space-y-12 border-t border-line pt-10">
          <ShareLinks piece={piece} />
          <RelatedPieces pieces={relatedPieces(path)} readingTime={readingTimeOf} />
        </div>
      }
    />
  );
}
