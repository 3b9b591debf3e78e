import { site } from "~/site";
import { absoluteUrl, type Crumb, type JsonLd, organizationId } from "~/lib/structured-data";

export interface CollectionPageInput {
  name: string;
  description: string;
  path: string;
  /** The pages and sources the collection links to, in display order. */
  items: readonly Crumb[];
}

/** A hub page that lists links (the content hub): CollectionPage with an ItemList. */
export function collectionPage(input: CollectionPageInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: site.language,
    publisher: { "@id": organizationId },
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: item.name,
        url: absoluteUrl(item.url),
      })),
    },
  };
}
