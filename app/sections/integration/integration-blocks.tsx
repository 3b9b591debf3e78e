import { type LucideIcon, Mail, XCircle } from "lucide-react";
import { integrationPage } from "~/content/integration";
import { integrationFeatures, integrationSetupFigure, integrationSteps, traditionalLimits } from "~/content/integration-details";
import { CardList } from "~/ui/card-list";
import { Container } from "~/ui/container";
import { SectionHeader } from "~/ui/section-header";
import { StatTile } from "~/ui/stat-tile";
import { StepFlow } from "~/ui/step-flow";

const cards = (items: readonly { icon: LucideIcon; title: string; description: string }[]) =>
  items.map(({ icon, title, description }) => ({ icon, title, text: description }));

/**
 * "Recursos da integração", each thing said once: the page's one figure ("< 48 h") as a dark stat tile under the
 * heading, then the four features. From lg the heading and the tile hold the left column beside the four cards,
 * two by two (no column left empty under a lone tile); below lg one column, and on a phone the four are rows in
 * one panel, not four boxes.
 */
export function IntegrationFeatures() {
  const { id, title, lead } = integrationPage.sections.features;
  const { icon, value, label } = integrationSetupFigure;
  return (
    <section aria-labelledby={id} className="bg-surface py-14 sm:py-20">
      <Container className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-12">
        <div>
          <SectionHeader id={id} title={title} lead={lead} />
          <StatTile as="div" tone="dark" icon={icon} value={value} label={label} className="mt-6 sm:mt-8" />
        </div>
        <CardList
          layout="side"
          items={cards(integrationFeatures)}
          classes={{
            list: "grid divide-y divide-line self-start rounded-2xl border border-line bg-white md:grid-cols-2 md:gap-4 md:divide-y-0 md:rounded-none md:border-0 md:bg-transparent",
            item: "flex gap-3 p-4 md:rounded-2xl md:border md:border-line md:bg-white md:p-5",
            icon: "mt-0.5 size-5 shrink-0 text-brand-700",
            title: "font-semibold text-brand-950",
            text: "mt-1 text-sm leading-relaxed text-muted",
          }}
        />
      </Container>
    </section>
  );
}

/**
 * "Onde o software tradicional não chega": the four limits as a compact list, not cards, so they do not read as
 * more features: one column of rows parted by rules on a phone (all four in view, none behind a swipe), two
 * columns from md. The icon in the accent colour marks a gap, not a feature.
 */
export function LimitList() {
  return (
    <CardList
      layout="side"
      items={cards(traditionalLimits.map((item) => ({ ...item, icon: XCircle })))}
      classes={{
        list: "mt-6 grid divide-y divide-line border-y border-line sm:mt-8 md:grid-cols-2 md:gap-x-10 md:divide-y-0 md:border-y-0",
        item: "flex gap-3 py-4 md:border-t md:border-line md:py-5",
        icon: "mt-0.5 size-5 shrink-0 text-accent-700",
        title: "font-semibold text-brand-950",
        text: "mt-1 text-sm leading-relaxed text-muted",
      }}
    />
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
