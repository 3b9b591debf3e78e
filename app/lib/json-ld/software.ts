import { claims } from "~/content/claims";
import { site } from "~/site";
import { openingHours, organizationId, type JsonLd } from "~/lib/structured-data";

export function softwareApplication(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.productName,
    applicationCategory: "BusinessApplication",
    applicationSubCategory: "Atendimento e agendamento para clínicas",
    operatingSystem: "Web",
    inLanguage: site.language,
    url: `${site.siteUrl}/`,
    publisher: { "@id": organizationId },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: claims.rating.value,
      bestRating: claims.rating.best,
      ratingCount: claims.rating.count,
    },
    offers: {
      "@type": "Offer",
      name: "Demonstração gratuita",
      price: 0,
      priceCurrency: "BRL",
      acceptedPaymentMethod: site.paymentMethods,
      availability: "https://schema.org/InStock",
    },
    hoursAvailable: openingHours(),
  };
}

export function service(name: string, description: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    serviceType: "Automação de atendimento ao paciente por mensagens",
    provider: { "@id": organizationId },
    areaServed: { "@type": "Country", name: "Brasil" },
    audience: { "@type": "Audience", audienceType: "Clínicas médicas e odontológicas" },
  };
}
