import type { APIRoute } from "astro";
import { feedDescription, feedTitle } from "~/content/articles/pieces";
import { allPieces } from "~/piece-sources";
import { buildRss } from "~/lib/rss";
import { absoluteUrl } from "~/lib/structured-data";
import { site } from "~/site";

/** /conteudo/feed.xml: every guide and article of content/articles (RSS 2.0). */
export const GET: APIRoute = async () => {
  const body = await buildRss({
    title: feedTitle,
    link: absoluteUrl("/conteudo"),
    self: absoluteUrl(site.feed.path),
    description: feedDescription,
    language: site.language,
    items: (await allPieces()).map((piece) => ({
      title: piece.title,
      link: absoluteUrl(piece.path),
      description: piece.description,
      published: piece.datePublished,
    })),
  });
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
};
