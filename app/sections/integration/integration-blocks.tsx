import { type LucideIcon, Mail, XCircle } from "lucide-react";
import { integrationPage } from "~/content/integration";
import { integrationFeatures, integrationHighlights, integrationSteps, traditionalLimits } from "~/content/integration-details";
import { CardList } from "~/ui/card-list";
import { iconBoxClass, iconSize } from "~/ui/icon";
import { StatTile } from "~/ui/stat-tile";
import { StepFlow } from "~/ui/step-flow";
import { SwipeRow } from "~/ui/swipe-hint";

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
          text: "mt-1 text-sm text-muted sm:text-[0.9375rem] sm:leading-[1.55]",
        }}
      />
    </div>
  );
}

/**
 * "Onde o software tradicional não chega" and "Recursos da integração": one card look, the icon beside the words,
 * a limit's icon in the accent colour, a feature's in the brand's.
 */
const sideCardClasses = (icon: string) => ({
  list: "mt-8 grid gap-4 md:grid-cols-2",
  item: "flex gap-3 rounded-2xl border border-line bg-white p-5",
  icon: `mt-0.5 size-5 shrink-0 ${icon}`,
  title: "font-semibold text-brand-950",
  text: "mt-1 text-sm leading-relaxed text-muted",
});

/**
 * Below md the four limits are a row that scrolls sideways (snapping, a card ~85% wide so the next shows at the
 * edge), with the site's swipe hint and track, like the home's rows: one card high instead of four stacked. The
 * row scrolls, so it is a focusable, named region. From md, two across.
 */
export function LimitList() {
  const { swipeHint, rowLabel } = integrationPage.sections.limits;
  const classes = sideCardClasses("text-accent-700");
  return (
    <SwipeRow label={rowLabel} hint={swipeHint} className="mt-8">
      <CardList
        layout="side"
        items={cards(traditionalLimits.map((item) => ({ ...item, icon: XCircle })))}
        classes={{
          ...classes,
          list: "grid auto-cols-[85%] grid-flow-col gap-4 sm:auto-cols-[60%] md:grid-flow-row md:grid-cols-2",
          item: `${classes.item} snap-start`,
        }}
      />
    </SwipeRow>
  );
}

export function IntegrationFeatureList() {
  return <CardList layout="side" items={cards(integrationFeatures)} classes={sideCardClasses("text-brand-700")} />;
}

/** The six steps on the dark band, in the site's one step style. */
export function StepList() {
  return <StepFlow steps={integrationSteps} tone="dark" testId="integration-flow" className="mt-10" />;
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
