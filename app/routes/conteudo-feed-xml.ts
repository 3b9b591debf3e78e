import { pieceDates } from "~/lib/piece-dates";
import { feedDescription, pieces } from "~/content/articles/catalogue";
import { absoluteUrl } from "~/lib/structured-data";
import { buildRss } from "~/lib/rss";
import { site } from "~/site";

// Prerendered at build time into /conteudo/feed.xml: every guide and article of the catalogue.
export function loader() {
  const body = buildRss({
    title: site.feed.title,
    link: absoluteUrl("/conteudo"),
    self: absoluteUrl(site.feed.path),
    description: feedDescription,
    language: site.language,
    items: pieces.map((piece) => ({
      title: piece.title,
      link: absoluteUrl(piece.path),
      description: piece.description,
      published: pieceDates[piece.path].datePublished,
    })),
  });
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
