import { parseFrontmatter, type Frontmatter } from "~/lib/frontmatter";
import { type MetaDescriptor, seo } from "~/lib/seo";
import { type Crumb } from "~/lib/structured-data";
import { article, type ArticleFacts } from "~/lib/json-ld/article";

export type MdxRoute = {
  frontmatter: Frontmatter;
  crumbs: Crumb[];
  meta: () => MetaDescriptor[];
};

export type MdxRouteOptions = {
  /** The MDX module's raw `frontmatter` export, checked here. */
  frontmatter: unknown;
  /** Where the MDX file lives, named in the error when its frontmatter is wrong. */
  file: string;
  path: string;
  /** The page's own breadcrumb label. */
  crumb: string;
  /** A section between home and the page (articles sit under Conteúdo). */
  parent?: Crumb;
  /** Publish as an article: og:type article and Article JSON-LD from the frontmatter and these facts. */
  article?: ArticleFacts;
  /** A shorter title tag than the frontmatter's headline. */
  metaTitle?: string;
};

/**
 * What a route built on one MDX document needs from it (legal pages, articles): the checked
 * frontmatter, the breadcrumb trail and the `meta` export built by the one SEO helper.
 */
export function mdxRoute(options: MdxRouteOptions): MdxRoute {
  const frontmatter = parseFrontmatter(options.frontmatter, options.file);
  const { path } = options;
  const crumbs = [{ name: "Início", url: "/" }, ...(options.parent ? [options.parent] : []), { name: options.crumb, url: path }];
  return {
    frontmatter,
    crumbs,
    meta: () =>
      seo({
        title: options.metaTitle ?? frontmatter.title,
        description: frontmatter.description,
        pagePath: path,
        breadcrumbs: crumbs,
        ...(options.article ? { ogType: "article" as const, jsonLd: [article({ ...frontmatter, ...options.article, path })] } : {}),
      }),
  };
}
