import { site } from "~/site";
import { absoluteUrl, organizationId, type JsonLd } from "~/lib/structured-data";

export interface WebApplicationInput {
  name: string;
  description: string;
  path: string;
}

/** A free tool that runs in the page (the no-show calculator): WebApplication, offered at no cost. */
export function webApplication(input: WebApplicationInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    inLanguage: site.language,
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: "BRL" },
    publisher: { "@id": organizationId },
  };
}
