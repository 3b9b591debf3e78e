import { type LucideIcon, Mail, XCircle } from "lucide-react";
import { integrationPage } from "~/content/integration";
import { integrationFeatures, integrationHighlights, integrationSteps, traditionalLimits } from "~/content/integration-details";
import { CardList } from "~/ui/card-list";

const cards = (items: readonly { icon: LucideIcon; title: string; description: string }[]) =>
  items.map(({ icon, title, description }) => ({ icon, title, text: description }));

export function HighlightList() {
  return (
    <CardList
      layout="top"
      tags={{ list: "ul", item: "li", title: "p" }}
      items={integrationHighlights.map(({ icon, value, label }) => ({ icon, title: value, text: label }))}
      classes={{
        list: "mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
        item: "rounded-2xl border border-line bg-surface p-5",
        icon: "size-6 text-brand-700",
        title: "mt-3 text-3xl font-extrabold tracking-tight text-brand-900",
        text: "mt-1 text-sm text-muted",
      }}
    />
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

/** The six steps on the dark band, numbered. */
export function StepList() {
  return (
    <CardList
      layout="numbered"
      items={cards(integrationSteps)}
      classes={{
        list: "mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
        item: "rounded-2xl border border-brand-800 bg-brand-900 p-5",
        number: "inline-flex size-9 items-center justify-center rounded-full bg-brand-400 font-bold text-brand-950",
        icon: "size-5 text-brand-200",
        title: "mt-4 font-semibold text-white",
        text: "mt-1 text-sm leading-relaxed text-brand-100",
      }}
    />
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
