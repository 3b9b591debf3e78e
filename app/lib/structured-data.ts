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
      name: `Planos ${site.productName}`,
      itemListElement: items.map((item) => ({
        "@type": "Offer",
        name: `Plano ${item.name}`,
        description: item.description,
        price: item.monthlyPrice,
        priceCurrency: "BRL",
        url: absoluteUrl(pagePath),
        availability: "https://schema.org/InStock",
        acceptedPaymentMethod: site.paymentMethods,
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

export interface PartnerKindInput {
  name: string;
  description: string;
}

/** The partner programme: the kinds of partner it admits, as an ItemList of memberships. */
export function partnerProgramme(pagePath: string, kinds: readonly PartnerKindInput[]): JsonLd {
  const programName = `Programa de parceiros ${site.productName}`;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: programName,
    url: absoluteUrl(pagePath),
    numberOfItems: kinds.length,
    itemListElement: kinds.map((kind, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "ProgramMembership",
        name: kind.name,
        description: kind.description,
        programName,
        hostingOrganization: { "@id": organizationId },
      },
    })),
  };
}

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

export interface VideoObjectInput {
  name: string;
  description: string;
  thumbnailPath: string;
  contentPath: string;
  /** The page that plays the video. */
  pagePath: string;
  durationSeconds: number;
  /** ISO date, e.g. 2026-11-21. */
  uploadDate: string;
}

/** ISO 8601 duration of whole seconds: 51.7 -> "PT52S", 83 -> "PT1M23S". */
function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `PT${m > 0 ? `${m}M` : ""}${s > 0 || m === 0 ? `${s}S` : ""}`;
}

export function videoObject(input: VideoObjectInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: input.name,
    description: input.description,
    thumbnailUrl: [absoluteUrl(input.thumbnailPath)],
    contentUrl: absoluteUrl(input.contentPath),
    url: absoluteUrl(input.pagePath),
    duration: isoDuration(input.durationSeconds),
    uploadDate: input.uploadDate,
    inLanguage: site.language,
    publisher: { "@id": organizationId },
  };
}
