import { type LucideIcon, Mail, XCircle } from "lucide-react";
import { integrationPage } from "~/content/integration";
import { integrationFeatures, integrationHighlights, integrationSteps, traditionalLimits } from "~/content/integration-details";
import { CardList } from "~/ui/card-list";
import { iconBoxClass, iconSize } from "~/ui/icon";
import { StatTile } from "~/ui/stat-tile";

const cards = (items: readonly { icon: LucideIcon; title: string; description: string }[]) =>
  items.map(({ icon, title, description }) => ({ icon, title, text: description }));

/**
 * The four highlights: the one that is a number ("< 48 h") as the page's one stat tile, the others (an
 * hour, a rhythm, a role: not numbers) as an icon list beside it, so no word poses as a figure.
 */
export function HighlightList() {
  const [figure, ...facts] = integrationHighlights;
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:items-center lg:gap-10">
      <StatTile as="div" tone="dark" icon={figure.icon} value={figure.value} label={figure.label} />
      <CardList
        layout="side"
        items={facts.map(({ icon, value, label }) => ({ icon, title: value, text: label }))}
        classes={{
          list: "grid gap-5 sm:grid-cols-3 lg:grid-cols-1 lg:gap-4",
          item: "flex gap-4",
          iconBox: iconBoxClass,
          icon: iconSize.feature,
          title: "heading-3 text-brand-950",
          text: "mt-1 text-sm text-muted",
        }}
      />
    </div>
  );
}

export function LimitList() {
  return (
    <CardList
      layout="side"
      items={cards(traditionalLimits.map((item) => ({ ...item, icon: XCircle })))}
      classes={{
        list: "mt-8 grid gap-4 md:grid-cols-2",
        item: "flex gap-3 rounded-2xl border border-line bg-white p-5",
        icon: "mt-0.5 size-5 shrink-0 text-accent-700",
        title: "font-semibold text-brand-950",
        text: "mt-1 text-sm leading-relaxed text-muted",
      }}
    />
  );
}

export function IntegrationFeatureList() {
  return (
    <CardList
      layout="top"
      items={cards(integrationFeatures)}
      classes={{
        list: "mt-8 grid gap-4 md:grid-cols-2",
        item: "rounded-2xl border border-line p-6 shadow-sm",
        iconBox: "inline-flex size-11 items-center justify-center rounded-xl bg-brand-50",
        icon: "size-6 text-brand-700",
        title: "mt-4 text-lg font-semibold text-brand-950",
        text: "mt-2 text-sm leading-relaxed text-muted",
      }}
    />
  );
}

/**
 * The six steps on the dark band as a flow: an ordered list whose numbered stops are joined by a line,
 * down the side on a phone, across on a wide screen (the line and the numbers are decoration: the list is the order).
 */
export function StepList() {
  return (
    <ol data-testid="integration-flow" className="mt-10 grid lg:grid-cols-6 lg:gap-4">
      {integrationSteps.map(({ icon: Icon, title, description }, i) => (
        <li
          key={title}
          className="relative pb-8 pl-16 last:pb-0 lg:pt-16 lg:pb-0 lg:pl-0 before:absolute before:top-12 before:bottom-0 before:left-6 before:w-0.5 before:bg-brand-700 last:before:hidden lg:before:top-6 lg:before:right-[-1rem] lg:before:bottom-auto lg:before:left-12 lg:before:h-0.5 lg:before:w-auto"
        >
          <span
            aria-hidden="true"
            className="absolute top-0 left-0 inline-flex size-12 items-center justify-center rounded-full bg-brand-400 text-lg font-extrabold text-brand-950 ring-4 ring-brand-950"
          >
            {i + 1}
          </span>
          <p className="flex items-center gap-2 font-semibold text-white">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-200" />
            {title}
          </p>
          <p className="mt-1 text-sm leading-relaxed text-brand-100">{description}</p>
        </li>
      ))}
    </ol>
  );
}

/** The support and partnership e-mails beside the form. */
export function ContactCards() {
  return (
    <CardList
      layout="top"
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
        list: "mt-8 grid gap-4 sm:grid-cols-2",
        item: "rounded-2xl border border-line bg-surface p-5",
        icon: "size-6 text-brand-700",
        title: "mt-3 font-semibold text-brand-950",
        text: "mt-1 text-sm text-muted",
      }}
    />
  );
}
