import { specialtyPageCopy as copy } from "~/content/specialties-page";
import type { SimScenario } from "~/content/simulator-types";
import type { Specialty } from "~/content/specialty-schema";
import type { Crumb } from "~/lib/structured-data";
import { buttonClass } from "~/ui/button-styles";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { SpecialtyHeroChat } from "./specialty-hero-chat";

/**
 * A specialty page's header: trail, h1, lead, the call to its /contato variant (`?source={slug}`) and, beside them on
 * a wide screen, a piece of its own conversation under its icon.
 */
export function SpecialtyHeader({
  crumbs,
  slug,
  data,
  scenario,
}: {
  crumbs: readonly Crumb[];
  slug: string;
  data: Specialty;
  scenario: SimScenario;
}) {
  return (
    // The conversation is the header's aside: from lg it sits beside the heading and the words, centred on them; below
    // lg it follows the call. The header names no features: the page's features section says each one, once, and the
    // panel shows them at work (a list here repeated three of its cards a screen or two above them).
    <PageHeader
      crumbs={crumbs}
      eyebrow={copy.eyebrow(data.name)}
      title={data.heading}
      aside={
        <div className="mt-6 sm:mt-8 lg:mt-0">
          <SpecialtyHeroChat data={data} scenario={scenario} />
        </div>
      }
    >
      <div className="mt-4">
        {/* The lead in the header's own size from sm (PageHeader's `lead`), here so the conversation can sit beside it;
            a step smaller on a phone, under a title of up to five lines at the h1's one size, so the conversation's first
            message still shows above a first visit's cookie banner. */}
        <p className="max-w-3xl text-base text-muted sm:text-xl">{data.lead}</p>
        {/* The call right under the lead, so a phone's first screen holds it; the conversation follows it. */}
        <p className="mt-6 sm:mt-8">
          <SiteLink to="/contato" source={slug} className={buttonClass("primary", "lg")}>
            {copy.cta.button}
          </SiteLink>
        </p>
      </div>
    </PageHeader>
  );
}
