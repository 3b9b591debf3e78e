import { specialtyPageCopy as copy } from "~/content/specialties-page";
import type { Specialty } from "~/content/specialty-schema";
import { PageSection } from "~/ui/page-section";
import { askIcon } from "./specialty-look";

/** From md a need is a card; below md a row of a compact list. */
const cardShape = "md:rounded-2xl md:border md:border-line md:bg-white md:p-6";
const iconTile = "inline-flex items-center justify-center rounded-xl";

/** What this specialty's patients ask and when they miss: the page's first section, before its conversation. */
export function SpecialtyNeeds({ data }: { data: Specialty }) {
  return (
    <PageSection section={{ id: copy.asks.id, title: copy.asks.title(data.clinicPhrase) }} className="py-12 sm:py-16">
      {/* Below md a stacked compact list (a small icon beside the title and its text, a divider between them, no card),
            so a phone shows the four situations one under the other, none off-screen in a sideways row; from md the
            two-column grid of cards (docs/decisions/881). */}
      <ul
        aria-label={copy.asks.rowLabel}
        data-testid="specialty-asks"
        className="mt-6 grid divide-y divide-line md:mt-8 md:grid-cols-2 md:gap-4 md:divide-y-0"
      >
        {data.asks.map((ask) => {
          const Icon = askIcon[ask.icon];
          return (
            <li key={ask.title} className={`flex gap-3 py-4 first:pt-0 last:pb-0 md:block md:first:pt-6 md:last:pb-6 ${cardShape}`}>
              <span aria-hidden="true" className={`${iconTile} size-8 shrink-0 bg-brand-50 text-brand-700 md:size-11`}>
                <Icon className="size-5 md:size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-brand-950 md:mt-3">{ask.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted md:mt-1.5 md:text-base">{ask.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
