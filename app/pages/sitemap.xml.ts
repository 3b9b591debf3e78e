import type { APIRoute } from "astro";
import { allPieces } from "~/lib/articles";
import { sitemapPaths, sitemapXml } from "~/route-table";
import { site } from "~/site";

/** /sitemap.xml: the indexable fixed pages (route-table.ts) and every guide and article. */
export const GET: APIRoute = async () => {
  const body = sitemapXml(site.siteUrl, sitemapPaths((await allPieces()).map((piece) => piece.path)));
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
