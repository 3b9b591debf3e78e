import { mainNav } from "~/content/navigation";
import { type MetaDescriptor, type SeoInput, seo } from "./seo";
import type { Crumb } from "./structured-data";

/** The first crumb of every trail: home, by the name the site gives it outside the top menu. */
export const homeCrumb: Crumb = { name: mainNav[0].name, url: mainNav[0].to };

/** Home, then the section the page sits under if any, then the page itself. */
export function crumbTrail(page: Crumb, parent?: Crumb): Crumb[] {
  return [homeCrumb, ...(parent ? [parent] : []), page];
}

/** What a page's copy says about itself; without a crumb (home, not-found) the page has no trail. */
export interface PageCopy {
  title: string;
  description: string;
  path: string;
  crumb?: string;
}

export type PageHeadOptions = Pick<SeoInput, "jsonLd" | "ogType" | "noindex" | "exactTitle" | "image"> & {
  /** A section between home and the page. */
  parent?: Crumb;
};

/**
 * A page's breadcrumb trail and head tags from its own copy, so no page writes out the home crumb or
 * the title, description and address a second time.
 */
export function pageHead(page: PageCopy, options: PageHeadOptions = {}): { crumbs: Crumb[]; meta: MetaDescriptor[] } {
  const { parent, ...rest } = options;
  const crumbs = page.crumb === undefined ? [] : crumbTrail({ name: page.crumb, url: page.path }, parent);
  const meta = seo({
    title: page.title,
    description: page.description,
    pagePath: page.path,
    ...(crumbs.length > 0 ? { breadcrumbs: crumbs } : {}),
    ...rest,
  });
  return { crumbs, meta };
}
