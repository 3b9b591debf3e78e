import words from "virtual:reading-words";
import type { ComponentProps } from "react";
import { authorOf, pieceFor, relatedPieces } from "~/content/articles/catalogue";
import { readingTimeLabel } from "~/lib/reading-time";
import { ArticleLayout } from "~/ui/article-layout";
import { RelatedPieces } from "./related-pieces";
import { ShareLinks } from "./share-links";

type ArticlePageProps = Omit<ComponentProps<typeof ArticleLayout>, "byline" | "end">;

/** Words of a piece's body, counted by the build; a piece the build did not count fails loudly. */
export function wordsOf(path: string): number {
  const count = words[path];
  if (count === undefined) throw new Error(`no word count for ${path} (virtual:reading-words)`);
  return count;
}

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
      byline={{ author: authorOf(piece), readingTime: readingTimeLabel(wordsOf(path)) }}
      end={
        <div className="mt-16 space-y-12 border-t border-line pt-10">
          <ShareLinks piece={piece} />
          <RelatedPieces pieces={relatedPieces(path)} readingTime={(p) => readingTimeLabel(wordsOf(p))} />
        </div>
      }
    />
  );
}
