import { MessageCircleQuestion } from "lucide-react";
import { specialtyPageCopy as copy } from "~/content/specialties-page";
import { specialtyFeatureLabels } from "~/content/specialty-features";
import type { Specialty } from "~/content/specialty-schema";
import { textLinkClass } from "~/ui/button-styles";
import { PageSection } from "~/ui/page-section";
import { SiteLink } from "~/ui/site-link";

const cardClass = "rounded-2xl border border-line bg-white p-5 sm:p-6";

/** What this specialty's patients ask and when they miss, then the platform features that answer it, in its words. */
export function SpecialtyNeeds({ data }: { data: Specialty }) {
  return (
    <>
      <PageSection section={{ id: copy.asks.id, title: copy.asks.title(data.clinicPhrase) }} className="py-12 sm:py-16">
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {data.asks.map((ask) => (
            <li key={ask.title} className={cardClass}>
              <MessageCircleQuestion aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-semibold text-brand-950">{ask.title}</h3>
              <p className="mt-1.5 leading-relaxed text-muted">{ask.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection section={{ id: copy.features.id, title: copy.features.title(data.clinicPhrase) }} className="bg-surface py-12 sm:py-16">
        <ul className="mt-8 grid gap-4 lg:grid-cols-2 lg:[&>li:last-child:nth-child(odd)]:col-span-2">
          {data.features.map(({ feature, text }) => (
            <li key={feature} className={cardClass}>
              <h3 className="font-semibold text-brand-950">{specialtyFeatureLabels[feature]}</h3>
              <p className="mt-1.5 leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-muted">{copy.features.urgency}</p>
        <p className="mt-2 text-sm text-muted">
          {copy.features.note}{" "}
          <SiteLink to="/planos-precos" className={textLinkClass}>
            {copy.features.plansLink}
          </SiteLink>
        </p>
      </PageSection>
    </>
  );
}
