import type { MetaDescriptor } from "react-router";
import { parseFrontmatter, type Frontmatter } from "~/lib/frontmatter";
import { seo } from "~/lib/seo";
import type { Crumb } from "~/lib/structured-data";

export type LegalRoute = {
  frontmatter: Frontmatter;
  crumbs: Crumb[];
  meta: () => MetaDescriptor[];
};

/**
 * What every legal page's route needs from its MDX frontmatter: the checked frontmatter, the
 * breadcrumb trail (home -> page) and the `meta` export built by the one SEO helper.
 */
export function legalRoute(options: { frontmatter: unknown; file: string; path: string; crumb: string }): LegalRoute {
  const frontmatter = parseFrontmatter(options.frontmatter, options.file);
  const crumbs = [{ name: "Início", url: "/" }, { name: options.crumb, url: options.path }];
  return {
    frontmatter,
    crumbs,
    meta: () =>
      seo({ title: frontmatter.title, description: frontmatter.description, pagePath: options.path, breadcrumbs: crumbs }),
  };
}
