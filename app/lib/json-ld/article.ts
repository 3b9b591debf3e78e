import words from "virtual:reading-words";
import { authorOf, pieceFor } from "~/content/articles/catalogue";
import { articleImagePath } from "~/lib/article-image";
import { readingMinutes } from "~/lib/reading-time";
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
  // Zero only while the build itself renders the pieces to count them (scripts/vite/article-build.ts).
  const wordCount = words[input.path] ?? 0;
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
    ...(wordCount > 0 ? { wordCount, timeRequired: `PT${readingMinutes(wordCount)}M` } : {}),
    // The team named on the page, part of the company.
    author: { "@type": "Organization", name: authorOf(pieceFor(input.path)), parentOrganization: { "@id": organizationId } },
    publisher: { "@id": organizationId, "@type": "Organization", name: site.company.name },
  };
}
