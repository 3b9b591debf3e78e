import { demoVideoPath } from "./site";

export interface PageRoute {
  /** URL path without the .html suffix (servers answer both). */
  path: string;
  /** Listed in sitemap.xml and crawled; thank-you pages are not. */
  indexable: boolean;
}

/**
 * The site's fixed pages, in the order of the specification's route table. The guides and
 * articles and the specialty pages are not listed here: each is a file of content/articles
 * (app/piece-sources.ts) or content/specialties (lib/specialties.ts), and the sitemap adds them.
 */
export const pageRoutes = [
  { path: "/", indexable: true },
  { path: "/contato", indexable: true },
  { path: "/planos-precos", indexable: true },
  { path: "/termos-de-uso", indexable: true },
  { path: "/exclusao-dados", indexable: true },
  { path: "/aviso-privacidade", indexable: true },
  { path: "/parceiros", indexable: true },
  { path: "/conteudo", indexable: true },
  { path: "/integracao", indexable: true },
  { path: demoVideoPath, indexable: true },
  { path: "/calculadora-de-faltas", indexable: true },
  // Beyond the spec's table: the security and LGPD questions of a clinic.
  { path: "/seguranca-e-lgpd", indexable: true },
  // The index of the specialty pages (content/specialties).
  { path: "/especialidades", indexable: true },
  { path: "/obrigado", indexable: false },
  { path: "/obrigado-integracao", indexable: false },
  // The team's component page (docs/decisions/501): built and tested, kept out of the index.
  { path: "/sistema-de-design", indexable: false },
] as const satisfies readonly PageRoute[];

/** Every URL the sitemap lists: the indexable fixed pages, then the specialty pages, then the guides and articles. */
export function sitemapPaths(piecePaths: readonly string[], specialtyPaths: readonly string[] = []): string[] {
  return [...pageRoutes.filter((page) => page.indexable).map((page) => page.path), ...specialtyPaths, ...piecePaths];
}

/** The lines of robots.txt: everything allowed but the pages kept out of the index. */
export function robotsLines(siteUrl: string): string[] {
  const hidden = pageRoutes.filter((page) => !page.indexable).map((page) => `Disallow: ${page.path}`);
  return ["User-agent: *", "Allow: /", ...hidden, "", `Sitemap: ${siteUrl}/sitemap.xml`, ""];
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
