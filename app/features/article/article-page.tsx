import type { ComponentProps } from "react";
import { authorOfPath } from "~/content/articles/authors";
import { ArticleLayout } from "~/ui/article-layout";
import { deferredPart } from "~/ui/deferred-part";
import { readingTimeOf } from "./reading-time-of";

// Share links (with their copy button) and related pieces hydrate after the text (ui/deferred-part.tsx).
const ArticleEnd = deferredPart(() => import("./article-end").then((m) => m.ArticleEnd));

type ArticlePageProps = Omit<ComponentProps<typeof ArticleLayout>, "byline" | "end">;

/**
 * A guide or article of the catalogue: the article layout with its author and reading time, then
 * "Leia também" and the share links. The page is found by the last breadcrumb, its own address.
 */
export function ArticlePage(props: ArticlePageProps) {
  const path = props.crumbs.at(-1)?.url ?? "";
  return (
    <ArticleLayout
      {...props}
      byline={{ author: authorOfPath(path), readingTime: readingTimeOf(path) }}
      end={<ArticleEnd path={path} />}
    />
  );
}
