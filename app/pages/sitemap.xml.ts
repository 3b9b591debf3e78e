import type { APIRoute } from "astro";
import { allPieces } from "~/piece-sources";
import { specialtySources } from "~/lib/specialties";
import { sitemapPaths, sitemapXml } from "~/route-table";
import { site } from "~/site";

/** /sitemap.xml: the indexable fixed pages (route-table.ts), every specialty page and every guide and article. */
export const GET: APIRoute = async () => {
  const specialties = (await specialtySources()).map((specialty) => specialty.path);
  const body = sitemapXml(
    site.siteUrl,
    sitemapPaths(
      (await allPieces()).map((piece) => piece.path),
      specialties,
    ),
  );
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
