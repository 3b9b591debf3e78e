import { businessHours } from "~/content/business-hours";
import type { FaqItem } from "~/content/types";
import { site } from "~/site";

/** JSON-LD node: a plain object serialised into a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  url: string;
}

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.siteUrl}${path === "/" ? "/" : path}`;
}

export const organizationId = `${site.siteUrl}/#organization`;

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

export function openingHours(): JsonLd {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: businessHours.opens,
    closes: businessHours.closes,
  };
}

export function faqPage(items: readonly FaqItem[]): JsonLd {
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
