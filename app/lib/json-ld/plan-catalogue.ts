import { site } from "~/site";
import { absoluteUrl, type JsonLd } from "~/lib/structured-data";
import { service } from "./software";
import { schemaNames } from "~/content/ui-strings/page-parts";
import { paymentMethods } from "~/content/plans";

export interface PlanOfferInput {
  name: string;
  description: string;
  /** Monthly price in BRL. */
  monthlyPrice: number;
}

/** The plans page: one Service whose catalogue holds a monthly Offer (BRL) per plan. */
export function planCatalogue(serviceName: string, description: string, pagePath: string, items: readonly PlanOfferInput[]): JsonLd {
  return {
    ...service(serviceName, description),
    url: absoluteUrl(pagePath),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: schemaNames.planCatalogue(site.productName),
      itemListElement: items.map((item) => ({
        "@type": "Offer",
        name: schemaNames.plan(item.name),
        description: item.description,
        price: item.monthlyPrice,
        priceCurrency: "BRL",
        url: absoluteUrl(pagePath),
        availability: "https://schema.org/InStock",
        acceptedPaymentMethod: paymentMethods,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: item.monthlyPrice,
          priceCurrency: "BRL",
          unitCode: "MON",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
        },
      })),
    },
  };
}
