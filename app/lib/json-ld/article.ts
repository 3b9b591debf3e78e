import { articleImagePath } from "~/content/article-image";
import { readingMinutes } from "~/lib/reading-time";
import { site } from "~/site";
import { absoluteUrl, organizationId, type JsonLd } from "~/lib/structured-data";

/** What the page knows of its piece beyond the frontmatter: the author team and the word count (app/piece-sources.ts). */
export interface ArticleFacts {
  author: string;
  wordCount: number;
}

export interface ArticleInput extends ArticleFacts {
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
    image: absoluteUrl(articleImagePath(input.path)),
    // The same count and minutes as the page's "N min de leitura".
    wordCount: input.wordCount,
    timeRequired: `PT${readingMinutes(input.wordCount)}M`,
    // The team named on the page, part of the company.
    author: { "@type": "Organization", name: input.author, parentOrganization: { "@id": organizationId } },
    publisher: { "@id": organizationId, "@type": "Organization", name: site.company.name },
  };
}
