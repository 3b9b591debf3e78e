import { Check } from "lucide-react";
import { specialtyPageCopy as copy } from "~/content/specialties-page";
import { specialtyFeatureLabels } from "~/content/specialty-features";
import type { SimScenario } from "~/content/simulator-types";
import type { Specialty } from "~/content/specialty-schema";
import type { Crumb } from "~/lib/structured-data";
import { buttonClass } from "~/ui/button-styles";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { SpecialtyHeroChat } from "./specialty-hero-chat";
import { specialtyAccent } from "./specialty-look";

/**
 * A specialty page's header: trail, h1, lead, the call to its /contato variant (`?source={slug}`), three of
 * its features and, beside them on a wide screen, a piece of its own conversation under its icon.
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
  const accent = specialtyAccent[data.accent];
  return (
    // The conversation is the header's aside: from lg it sits beside the heading, the words and the features
    // (centred on them), so neither column ends far above the other; below lg it follows the call, the features after it.
    <PageHeader
      crumbs={crumbs}
      eyebrow={copy.eyebrow(data.name)}
      title={data.heading}
      aside={
        <div className="mt-6 sm:mt-8 lg:mt-0">
          <SpecialtyHeroChat data={data} scenario={scenario} />
        </div>
      }
      after={
        // The features come after the conversation on a phone, so its first messages share the first screen
        // with the call; from lg they stay under the words, beside it.
        <div className="mt-8">
          <p className="text-sm font-semibold text-brand-950">{copy.heroFeaturesLabel}</p>
          <ul className="mt-3 space-y-2">
            {data.features.slice(0, 3).map(({ feature }) => (
              <li key={feature} className="flex items-start gap-2 text-ink">
                <Check aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${accent.text}`} />
                {specialtyFeatureLabels[feature]}
              </li>
            ))}
          </ul>
        </div>
      }
    >
      <div className="mt-4">
        {/* The lead in the header's own size from sm (PageHeader's `lead`), here so the conversation can sit beside it;
            a step smaller on a phone, under a title of up to five lines at the h1's one size, so the conversation's first
            message still shows above a first visit's cookie banner. */}
        <p className="max-w-3xl text-base text-muted sm:text-xl">{data.lead}</p>
        {/* The call right under the lead, so a phone's first screen holds it; the features follow it. */}
        <p className="mt-6 sm:mt-8">
          <SiteLink to="/contato" source={slug} className={buttonClass("primary", "lg")}>
            {copy.cta.button}
          </SiteLink>
        </p>
      </div>
    </PageHeader>
  );
}
