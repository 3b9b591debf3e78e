import { pageRoutes } from "~/route-table";
import { site } from "~/site";

export function loader() {
  const hidden = pageRoutes.filter((page) => !page.indexable).map((page) => `Disallow: ${page.path}`);
  const body = ["User-agent: *", "Allow: /", ...hidden, "", `Sitemap: ${site.siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
