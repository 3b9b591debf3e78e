import { site } from "~/site";
import { absoluteUrl, organizationId, type JsonLd } from "~/lib/structured-data";
import { schemaNames } from "~/content/ui-strings/page-parts";

export function contactPage(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: schemaNames.contactPage(site.productName),
    url: absoluteUrl("/contato"),
    inLanguage: site.language,
    about: { "@id": organizationId },
  };
}
