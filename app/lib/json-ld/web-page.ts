import { site } from "~/site";
import { absoluteUrl, organizationId, type JsonLd } from "~/lib/structured-data";

export interface WebPageInput {
  name: string;
  description: string;
  path: string;
}

/** A plain page of the site (the security and LGPD page): what it is, in which language, and whose. */
export function webPage(input: WebPageInput): JsonLd {
  const url = absoluteUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    name: input.name,
    description: input.description,
    url,
    inLanguage: site.language,
    publisher: { "@id": organizationId },
  };
}
