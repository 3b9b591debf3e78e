import { site } from "~/site";
import { absoluteUrl, organizationId, type JsonLd } from "~/lib/structured-data";

export interface ArticleInput {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified: string;
}

export function article(input: ArticleInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    inLanguage: site.language,
    image: absoluteUrl(site.shareImage.path),
    author: { "@id": organizationId, "@type": "Organization", name: site.company.name },
    publisher: { "@id": organizationId, "@type": "Organization", name: site.company.name },
  };
}
