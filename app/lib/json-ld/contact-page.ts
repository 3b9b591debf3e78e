import { site } from "~/site";
import { absoluteUrl, organizationId, type JsonLd } from "~/lib/structured-data";

export function contactPage(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: `Fale com a equipe da ${site.productName}`,
    url: absoluteUrl("/contato"),
    inLanguage: site.language,
    about: { "@id": organizationId },
  };
}
