import { specialtyPageCopy as copy } from "~/content/specialties-page";
import type { Specialty } from "~/content/specialty-schema";
import type { Crumb } from "~/lib/structured-data";
import { buttonClass } from "~/ui/button-styles";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";

/** A specialty page's header: trail, h1, lead and the call to its /contato variant (`?source={slug}`). */
export function SpecialtyHeader({ crumbs, slug, data }: { crumbs: readonly Crumb[]; slug: string; data: Specialty }) {
  return (
    <PageHeader crumbs={crumbs} eyebrow={copy.eyebrow(data.name)} title={data.heading} lead={data.lead}>
      <p className="mt-8">
        <SiteLink to="/contato" source={slug} className={buttonClass("primary", "lg")}>
          {copy.cta.button}
        </SiteLink>
      </p>
    </PageHeader>
  );
}
