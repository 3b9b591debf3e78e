import { ArrowDown } from "lucide-react";
import { noShowCalculatorLinks, noShowPath } from "~/content/no-show-links";
import { specialtiesIndex as copy } from "~/content/specialties-page";
import { demoCall } from "~/content/ui-strings/sales-call";
import type { Crumb } from "~/lib/structured-data";
import { buttonClass, textLinkClass } from "~/ui/button-styles";
import { ClosingBand } from "~/ui/closing-band";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { type SpecialtyVoice, SpecialtyIndexVoices } from "./specialty-index-voices";
import { type SpecialtyCard, SpecialtyIndexCard } from "./specialty-index-card";
import { type IndexChat, SpecialtyIndexChat } from "./specialty-index-chat";

const LIST_ID = "especialidades-lista";

/**
 * /especialidades: one card per specialty file, in the files' `order`, each with its icon and accent and its
 * patients' typical first message as a chat bubble and what the assistant leaves on record; then the sales call.
 */
export function SpecialtyIndex({
  crumbs,
  cards,
  voices,
  chat,
}: {
  crumbs: readonly Crumb[];
  cards: readonly SpecialtyCard[];
  voices: readonly SpecialtyVoice[];
  /** Below lg the header's picture: one conversation (the three voices, from lg, need the wide column). */
  chat?: IndexChat;
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
          {/* Below sm the cards follow the header directly, so the jump is there from sm only. */}
          <a href={`#${LIST_ID}`} className={buttonClass("secondary", "lg", "max-sm:hidden")}>
            {copy.listJump}
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
        </div>
      </PageHeader>
      {/* The cards first: on a phone they start right under the header's calls. From sm to lg the example
          conversation, the header's picture from lg, follows them (docs/decisions/882); a phone's cards already carry
          each specialty's patient message, so it has no conversation after them (docs/decisions/924). */}
      <section aria-labelledby={LIST_ID} className="pt-8 pb-12 sm:py-16">
        <Container>
          <h2 id={LIST_ID} className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {copy.listTitle}
          </h2>
          <ul className="mt-6 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {cards.map((card) => (
              <SpecialtyIndexCard key={card.path} card={card} />
            ))}
          </ul>
          {chat ? <SpecialtyIndexChat chat={chat} /> : null}
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
