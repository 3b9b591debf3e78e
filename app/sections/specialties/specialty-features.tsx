import {
  BellRing,
  CalendarCheck2,
  CalendarSync,
  Clock,
  FileAudio,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  Plug,
  Power,
  Shapes,
  UserRoundCheck,
} from "lucide-react";
import type { SpecialtyFeatureKey } from "~/content/specialty-features";
import { specialtyPageCopy as copy } from "~/content/specialties-page";
import { specialtyFeatureLabels } from "~/content/specialty-features";
import type { Specialty } from "~/content/specialty-schema";
import { textLinkClass } from "~/ui/button-styles";
import { DisclosureChevron } from "~/ui/disclosure-chevron";
import { PageSection } from "~/ui/page-section";
import { SiteLink } from "~/ui/site-link";

const iconTile = "inline-flex items-center justify-center rounded-xl bg-brand-50 text-brand-700";

/** One icon per platform feature, the same on every specialty page. */
const featureIcon: Record<SpecialtyFeatureKey, LucideIcon> = {
  "always-on": Clock,
  "first-contact-media": Shapes,
  "accumulate-messages": MessagesSquare,
  "read-media": FileAudio,
  "ai-toggle": Power,
  "human-handoff": UserRoundCheck,
  "appointment-control": CalendarCheck2,
  "software-integration": Plug,
  "smart-slots": CalendarSync,
  "manager-panel": LayoutDashboard,
  reminders: BellRing,
};

/**
 * From lg the cards stand three a row on a six-column grid, and a last row of two (or of one, made two and two) spans
 * it in halves, so five cards read 3 + 2 and four 2 + 2: every row full, no card left alone across the page.
 */
function wideSpan(i: number, count: number): string {
  const rest = count % 3;
  const halves = rest === 2 ? 2 : rest === 1 ? Math.min(4, count) : 0;
  return i >= count - halves ? "lg:col-span-3" : "lg:col-span-2";
}

/**
 * The platform features that answer this specialty's needs, in its words, after the simulator has shown them at work.
 * Below md each is a one-line row (its icon and name) that opens on a tap to its text, a native disclosure that needs
 * no JavaScript, so the list after the conversation costs a phone a few short rows; from md the cards, text open.
 */
export function SpecialtyFeatures({ data }: { data: Specialty }) {
  return (
    <PageSection section={{ id: copy.features.id, title: copy.features.title(data.clinicPhrase) }} className="bg-surface py-12 sm:py-16">
      <ul data-testid="specialty-features-rows" className="mt-6 divide-y divide-line border-y border-line md:hidden">
        {data.features.map(({ feature, text }) => {
          const Icon = featureIcon[feature];
          return (
            <li key={feature}>
              <details className="group">
                <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 py-2 [&::-webkit-details-marker]:hidden">
                  <span aria-hidden="true" className={`${iconTile} size-8 shrink-0`}>
                    <Icon className="size-5" />
                  </span>
                  <h3 className="flex-1 font-semibold text-brand-950">{specialtyFeatureLabels[feature]}</h3>
                  <DisclosureChevron />
                </summary>
                <p className="pb-4 pl-11 text-sm leading-relaxed text-muted">{text}</p>
              </details>
            </li>
          );
        })}
      </ul>
      <ul data-testid="specialty-features" className="mt-8 hidden gap-4 md:grid lg:grid-cols-6">
        {data.features.map(({ feature, text }, i) => {
          const Icon = featureIcon[feature];
          return (
            <li key={feature} className={`flex gap-4 rounded-2xl border border-line bg-white p-6 ${wideSpan(i, data.features.length)}`}>
              <span aria-hidden="true" className={`${iconTile} size-11 shrink-0`}>
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-brand-950">{specialtyFeatureLabels[feature]}</h3>
                <p className="mt-1.5 leading-relaxed text-muted">{text}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-muted">{copy.features.urgency}</p>
      <p className="mt-2 text-sm text-muted">
        {copy.features.note}{" "}
        <SiteLink to="/planos-precos" className={textLinkClass}>
          {copy.features.plansLink}
        </SiteLink>
      </p>
    </PageSection>
  );
}
