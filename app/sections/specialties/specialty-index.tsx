import { ArrowDown, ArrowRight } from "lucide-react";
import { noShowCalculatorLinks, noShowPath } from "~/content/no-show-links";
import { specialtiesIndex as copy } from "~/content/specialties-page";
import type { Specialty } from "~/content/specialty-schema";
import { demoCall } from "~/content/ui-strings/sales-call";
import type { Crumb } from "~/lib/structured-data";
import { buttonClass, textLinkClass } from "~/ui/button-styles";
import { ChatBubble } from "~/ui/chat-bubble";
import { ClosingBand } from "~/ui/closing-band";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { type SpecialtyVoice, SpecialtyIndexVoices } from "./specialty-index-voices";
import { specialtyAccent, specialtyIcon } from "./specialty-look";

const LIST_ID = "especialidades-lista";

export interface SpecialtyCard {
  name: string;
  path: string;
  card: string;
  /** Below sm, the tile's caption under its name: the top reason, two short lines. */
  tileLine: string;
  /** The bubble's words: the patient's typed message the file's `cardMessage` points to. */
  message: string;
  icon: Specialty["icon"];
  accent: Specialty["accent"];
}

/**
 * /especialidades: one card per specialty file, in the files' `order`, each with its icon and accent and its
 * patients' typical first message as a chat bubble; then the sales call.
 */
export function SpecialtyIndex({
  crumbs,
  cards,
  voices,
}: {
  crumbs: readonly Crumb[];
  cards: readonly SpecialtyCard[];
  voices: readonly SpecialtyVoice[];
}) {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        aside={<SpecialtyIndexVoices voices={voices} />}
      >
        {/* The sales call filled, as in the site's other heroes, and the jump to the cards, the page's choice, outlined
            beside it (under it on a phone, each the column's width) (docs/decisions/796). */}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <SiteLink to="/contato" source={copy.closing.source} className={buttonClass("primary", "lg")}>
            {demoCall}
          </SiteLink>
          <a href={`#${LIST_ID}`} className={buttonClass("secondary", "lg")}>
            {copy.listJump}
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
        </div>
      </PageHeader>
      <section aria-labelledby={LIST_ID} className="py-12 sm:py-16">
        <Container>
          <h2 id={LIST_ID} className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {copy.listTitle}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:gap-4 lg:grid-cols-3">
            {cards.map((card) => {
              const Icon = specialtyIcon[card.icon];
              const accent = specialtyAccent[card.accent];
              return (
                <li
                  key={card.path}
                  data-testid="specialty-card"
                  className="relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white p-4 shadow-sm hover:border-brand-400 hover:shadow-md has-focus-visible:border-brand-600 sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-y-0 sm:p-6"
                >
                  {/* No top bar: clipped by the rounded corners it read as a tab, a rendering glitch (docs/decisions/765).
                      The card says it is a link by its hover and focus border; the icon tile carries the colour. */}
                  {/* From 640 px the card's four parts sit on its row's shared tracks (subgrid), so the bubbles, the
                      summaries and the labels of cards side by side start at the same height. */}
                  {/* Below 640 px a compact tile, two to a row: icon, name, arrow (six 230 px cards
                      were two screens); from 640 px the icon sits beside the title and the patient's bubble follows. */}
                  <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
                    <span
                      aria-hidden="true"
                      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ring-1 sm:size-12 ${accent.tile}`}
                    >
                      <Icon className="size-6" />
                    </span>
                    {/* One link per card, named by the title; its ::after covers the card, so the whole card is the target. */}
                    <h3 className="text-base font-bold text-brand-950 sm:text-xl">
                      <SiteLink
                        to={card.path}
                        className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-3 focus-visible:after:ring-brand-600"
                      >
                        {card.name}
                      </SiteLink>
                    </h3>
                  </div>
                  {/* Below sm the tile's one line of why: its top reason, muted, two lines at most. */}
                  <p className="mt-1 text-[0.8125rem] leading-snug text-muted sm:hidden">{card.tileLine}</p>
                  {/* What this specialty's patients write first, from its page's own conversation, as they would on WhatsApp. */}
                  <div className="mt-4 hidden flex-col justify-center rounded-xl bg-surface p-3 sm:flex">
                    <ChatBubble from="patient">
                      <span className="sr-only">{copy.cardMessageLabel} </span>
                      {card.message}
                    </ChatBubble>
                  </div>
                  {/* On a phone the bubble and the title say enough: the summary waits for the wider card (and the page). */}
                  <p className="mt-4 hidden leading-relaxed text-muted sm:block">{card.card}</p>
                  {/* A visual cue only: the card's one link already says where it goes. Inline, not a flex row: a label
                      that wraps keeps the arrow after its last word (the no-break space glues them). On a phone's tile
                      the arrow alone, across from the icon. */}
                  <span
                    aria-hidden="true"
                    className="absolute top-7 right-4 font-semibold text-brand-700 sm:static sm:mt-4 sm:block sm:self-end sm:py-2.5"
                  >
                    <span className="hidden underline underline-offset-4 sm:inline">{copy.cardLink}</span>
                    <span className="hidden sm:inline">{"\u00a0"}</span>
                    <ArrowRight className="inline-block size-4 align-[-0.125em]" />
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-6 max-w-3xl text-sm text-muted">{copy.urgency}</p>
          <p className="mt-6 text-muted">
            {noShowCalculatorLinks.specialties.before}{" "}
            <SiteLink to={noShowPath} className={textLinkClass}>
              {noShowCalculatorLinks.specialties.link}
            </SiteLink>
          </p>
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
