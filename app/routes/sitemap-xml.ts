import { pageRoutes } from "~/route-table";
import { site } from "~/site";

// Prerendered at build time into /sitemap.xml from the same table as the routes.
export function loader() {
  const urls = pageRoutes
    .filter((page) => page.indexable)
    .map((page) => `  <url><loc>${site.siteUrl}${page.path}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
