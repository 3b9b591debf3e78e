import { site } from "~/site";

/** JSON-LD node: a plain object serialised into a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  url: string;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.siteUrl}${path === "/" ? "/" : path}`;
}

const organizationId = `${site.siteUrl}/#organization`;

export function organization(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: site.company.name,
    brand: { "@type": "Brand", name: site.productName },
    url: `${site.siteUrl}/`,
    logo: absoluteUrl("/logo.png"),
    email: site.company.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: site.company.city,
      addressRegion: site.company.state,
      addressCountry: site.company.country,
    },
    sameAs: [site.social.url],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.company.email,
      availableLanguage: ["Portuguese"],
      hoursAvailable: openingHours(),
    },
  };
}

function openingHours(): JsonLd {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: site.businessHours.opens,
    closes: site.businessHours.closes,
  };
}

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
      ratingValue: site.rating.value,
      bestRating: site.rating.best,
      ratingCount: site.rating.count,
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

export function faqPage(items: readonly QuestionAnswer[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.url),
    })),
  };
}

export function contactPage(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: `Fale com a equipe ${site.productName}`,
    url: absoluteUrl("/contato"),
    inLanguage: site.language,
    about: { "@id": organizationId },
  };
}

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
