import { ArrowRight } from "lucide-react";
import { specialtiesIndex as copy } from "~/content/specialties-page";
import type { Specialty } from "~/content/specialty-schema";
import { demoCall } from "~/content/ui-strings/sales-call";
import type { Crumb } from "~/lib/structured-data";
import { buttonClass } from "~/ui/button-styles";
import { ClosingBand } from "~/ui/closing-band";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { specialtyAccent, specialtyIcon } from "./specialty-look";

export interface SpecialtyCard {
  name: string;
  path: string;
  card: string;
  icon: Specialty["icon"];
  accent: Specialty["accent"];
}

/** /especialidades: one card per specialty file, in the files' `order`, each with its icon and accent; then the sales call. */
export function SpecialtyIndex({ crumbs, cards }: { crumbs: readonly Crumb[]; cards: readonly SpecialtyCard[] }) {
  return (
    <>
      <PageHeader crumbs={crumbs} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <section aria-labelledby="especialidades-lista" className="py-12 sm:py-16">
        <Container>
          <h2 id="especialidades-lista" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {copy.listTitle}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => {
              const Icon = specialtyIcon[card.icon];
              const accent = specialtyAccent[card.accent];
              return (
                <li
                  key={card.path}
                  data-testid="specialty-card"
                  className="relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white p-6 shadow-sm hover:border-brand-400 hover:shadow-md has-focus-visible:border-brand-600"
                >
                  <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 ${accent.bar}`} />
                  <span aria-hidden="true" className={`inline-flex size-12 items-center justify-center rounded-xl ring-1 ${accent.tile}`}>
                    <Icon className="size-6" />
                  </span>
                  {/* One link per card, named by the title; its ::after covers the card, so the whole card is the target. */}
                  <h3 className="mt-4 text-xl font-bold text-brand-950">
                    <SiteLink
                      to={card.path}
                      className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-3 focus-visible:after:ring-brand-600"
                    >
                      {card.name}
                    </SiteLink>
                  </h3>
                  <p className="mt-2 flex-1 leading-relaxed text-muted">{card.card}</p>
                  {/* The old link's words stay as a visual cue only: the card's one link already says where it goes. */}
                  {/* Inline, not a flex row: a label that wraps keeps the arrow after its last word (the no-break space glues them), not at the card's edge. */}
                  <span aria-hidden="true" className="mt-4 block py-2.5 font-semibold text-brand-700">
                    <span className="underline underline-offset-4">{copy.cardLink(card.name)}</span>
                    {"\u00a0"}
                    <ArrowRight className="inline-block size-4 align-[-0.125em]" />
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-6 max-w-3xl text-sm text-muted">{copy.urgency}</p>
        </Container>
      </section>
      <ClosingBand id={copy.closing.id} title={copy.closing.title} lead={copy.closing.lead}>
        <SiteLink to="/contato" source={copy.closing.source} className={buttonClass("primary", "lg", "shrink-0")}>
          {demoCall}
        </SiteLink>
      </ClosingBand>
    </>
  );
}
