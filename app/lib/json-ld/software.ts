import { claims } from "~/content/claims";
import { site } from "~/site";
import { organizationId, type JsonLd } from "~/lib/structured-data";
import { schemaStrings } from "~/content/ui-strings/page-parts";

/**
 * The product as search engines read it. It states only what the home page states: the rating goes in
 * only once the survey behind it is on file and the page shows it too (`rating.published`, docs/claims.md);
 * the free demonstration is an offer nobody pays for, so it names no payment method; and the business
 * hours belong to the sales contact (Organization's contactPoint), not to an AI that answers at any hour.
 */
export function softwareApplication(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.productName,
    applicationCategory: "BusinessApplication",
    applicationSubCategory: schemaStrings.subCategory,
    operatingSystem: "Web",
    inLanguage: site.language,
    url: `${site.siteUrl}/`,
    publisher: { "@id": organizationId },
    ...(claims.rating.published
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: claims.rating.value,
            bestRating: claims.rating.best,
            ratingCount: claims.rating.count,
          },
        }
      : {}),
    offers: {
      "@type": "Offer",
      name: schemaStrings.freeDemo,
      price: 0,
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
    },
  };
}

export function service(name: string, description: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    serviceType: schemaStrings.serviceType,
    provider: { "@id": organizationId },
    areaServed: { "@type": "Country", name: schemaStrings.country },
    audience: { "@type": "Audience", audienceType: schemaStrings.audience },
  };
}
