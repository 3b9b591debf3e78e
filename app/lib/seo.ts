import { site } from "~/site";
import { ARTICLE_IMAGE, articleImagePath } from "~/content/article-image";
import { homeHero } from "~/content/home";
import { absoluteUrl, breadcrumbList, type Crumb, type JsonLd, organization } from "./structured-data";

/** One tag of a page's head, as the layout writes it (app/layouts/seo-head.astro). */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { httpEquiv: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": JsonLd };

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page without .html, e.g. `/contato`: the canonical address is the site origin + this path. */
  pagePath: string;
  /** Breadcrumb trail; every page but home passes one and gets BreadcrumbList JSON-LD. */
  breadcrumbs?: readonly Crumb[];
  jsonLd?: readonly JsonLd[];
  ogType?: "website" | "article" | "video.other";
  /** Thank-you and not-found pages are kept out of search indexes. */
  noindex?: boolean;
  /** Use the title as given, without the product name appended. */
  exactTitle?: boolean;
  /** A share image the build drew for this page (a specialty's), instead of the site's. */
  image?: { path: string; alt: string };
}

export const META_CACHE_SECONDS = 3600;

export function pageTitle(title: string, exact = false): string {
  if (exact || title.includes(site.productName)) return title;
  return `${title} | ${site.productName}`;
}

/** The head of every page: title, description, canonical, social cards and JSON-LD. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title, input.exactTitle);
  // Prerendered: the canonical never carries a visitor's query string.
  const canonical = absoluteUrl(input.pagePath);
  // Articles and specialty pages carry the share image the build drew from their title; other pages the site's.
  const article = input.ogType === "article";
  const drawn = article || input.image !== undefined;
  const image = absoluteUrl(input.image?.path ?? (article ? articleImagePath(input.pagePath) : site.shareImage.path));
  const size = drawn ? ARTICLE_IMAGE : site.shareImage;
  const imageAlt = input.image?.alt ?? (article ? input.title : `${site.productName}: ${homeHero.heading}`);
  const structured: JsonLd[] = [organization(), ...(input.jsonLd ?? [])];
  if (input.breadcrumbs && input.breadcrumbs.length > 0) structured.push(breadcrumbList(input.breadcrumbs));

  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { name: "robots", content: input.noindex ? "noindex, follow" : "index, follow, max-image-preview:large" },
    { httpEquiv: "cache-control", content: `public, max-age=${META_CACHE_SECONDS}` },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: site.productName },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(size.width) },
    { property: "og:image:height", content: String(size.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...structured.map((node) => ({ "script:ld+json": node })),
  ];
}
