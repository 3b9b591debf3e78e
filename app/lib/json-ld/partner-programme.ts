import { site } from "~/site";
import { absoluteUrl, organizationId, type JsonLd } from "~/lib/structured-data";
import { schemaNames } from "~/content/ui-strings/page-parts";

export interface PartnerKindInput {
  name: string;
  description: string;
}

/** The partner programme: the kinds of partner it admits, as an ItemList of memberships. */
export function partnerProgramme(pagePath: string, kinds: readonly PartnerKindInput[]): JsonLd {
  const programName = schemaNames.partnerProgramme(site.productName);
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
