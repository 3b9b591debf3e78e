import { type LucideIcon, Mail, XCircle } from "lucide-react";
import { integrationPage } from "~/content/integration";
import { integrationFeatures, integrationSteps, traditionalLimits } from "~/content/integration-details";
import { CardList } from "~/ui/card-list";
import { Container } from "~/ui/container";
import { SectionHeader } from "~/ui/section-header";
import { StepFlow } from "~/ui/step-flow";

const cards = (items: readonly { icon: LucideIcon; title: string; description: string }[]) =>
  items.map(({ icon, title, description }) => ({ icon, title, text: description }));

/**
 * The phone's compact open row and, from md, the card or the two-column row: one list, so each item is in the markup
 * and read once. On a phone, icon, title and the text at 14 px under it, no border and no chevron: every text in view
 * at about four lines an item (docs/decisions/940).
 */
const row = { title: "font-semibold text-brand-950", text: "mt-0.5 text-sm leading-snug text-muted md:mt-1 md:leading-relaxed" };

/**
 * "Recursos da integração", each thing said once (the page's one figure, "< 48 h", is the hero's fact under its calls).
 * From lg the heading holds the left column beside the four cards, two by two; from md they are cards; on a phone
 * compact open rows, so the page's middle reads as content and stays short.
 */
export function IntegrationFeatures() {
  const { id, title, lead } = integrationPage.sections.features;
  return (
    <section aria-labelledby={id} className="bg-surface py-14 sm:py-20">
      <Container className="grid gap-6 sm:gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-12">
        <div>
          <SectionHeader id={id} title={title} lead={lead} />
        </div>
        <CardList
          layout="side"
          items={cards(integrationFeatures)}
          classes={{
            list: "grid gap-3 self-start md:grid-cols-2 md:gap-4",
            item: "flex gap-3 md:rounded-2xl md:border md:border-line md:bg-white md:p-5",
            icon: "mt-0.5 size-5 shrink-0 text-brand-700",
            ...row,
          }}
        />
      </Container>
    </section>
  );
}

const limits = traditionalLimits.map((item) => ({ ...item, icon: XCircle }));

/**
 * "Onde o software tradicional não chega": the four limits as a compact list, not cards, so they do not read as
 * more features. On a phone compact open rows, one under the other; from md two columns, a rule above each. The icon
 * in the accent colour marks a gap, not a feature.
 */
export function LimitList() {
  return (
    <div className="mt-6 sm:mt-8">
      <CardList
        layout="side"
        items={cards(limits)}
        classes={{
          list: "grid gap-3 md:grid-cols-2 md:gap-x-10 md:gap-y-0",
          item: "flex gap-3 md:border-t md:border-line md:py-5",
          icon: "mt-0.5 size-5 shrink-0 text-accent-700",
          ...row,
        }}
      />
    </div>
  );
}

/** The six steps on the dark band, in the site's one step style. */
export function StepList() {
  return <StepFlow steps={integrationSteps} tone="dark" testId="integration-flow" className="mt-10" />;
}

/** The support and partnership e-mails beside the form: the icon beside the words, so the two stay short on a phone. */
export function ContactCards() {
  return (
    <CardList
      layout="side"
      tags={{ list: "div", item: "div" }}
      items={integrationPage.contacts.map(({ icon, title, text, email }) => ({
        icon,
        title,
        text,
        extra: (
          <a
            href={`mailto:${email}`}
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium break-all text-brand-700 underline underline-offset-2"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {email}
          </a>
        ),
      }))}
      classes={{
        list: "mt-8 grid gap-3 sm:grid-cols-2 sm:gap-4",
        item: "flex min-w-0 gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5",
        icon: "mt-0.5 size-5 shrink-0 text-brand-700",
        title: "font-semibold text-brand-950",
        text: "mt-1 text-sm text-muted",
      }}
    />
  );
}
