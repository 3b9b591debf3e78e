import type { Frontmatter } from "~/lib/frontmatter";
import { type MetaDescriptor, seo } from "~/lib/seo";
import { type Crumb } from "~/lib/structured-data";
import { crumbTrail } from "~/lib/page-head";
import { article, type ArticleFacts } from "~/lib/json-ld/article";

export type MdxRoute = {
  crumbs: Crumb[];
  meta: MetaDescriptor[];
};

export type MdxRouteOptions = {
  /** The entry's frontmatter, already checked by its collection's schema (content.config.ts). */
  frontmatter: Frontmatter;
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
 * What a page built on one MDX document needs from it (legal pages, guides and articles): the
 * breadcrumb trail and the head tags built by the one SEO helper.
 */
export function mdxRoute(options: MdxRouteOptions): MdxRoute {
  const { frontmatter, path } = options;
  const crumbs = crumbTrail({ name: options.crumb, url: path }, options.parent);
  return {
    crumbs,
    meta: seo({
      title: options.metaTitle ?? frontmatter.title,
      description: frontmatter.description,
      pagePath: path,
      breadcrumbs: crumbs,
      ...(options.article
        ? {
            ogType: "article" as const,
            jsonLd: [
              article({
                title: frontmatter.title,
                description: frontmatter.description,
                datePublished: frontmatter.datePublished,
                dateModified: frontmatter.dateModified,
                ...options.article,
                path,
              }),
            ],
          }
        : {}),
    }),
  };
}
