import { CalendarCheck, MessageCircle, ShieldCheck, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { designSections as sections, sampleLabels as l } from "~/content/design-system";
import { buttonClass, type ButtonSize } from "~/ui/button-styles";
import { Badge } from "~/ui/badge";
import { iconSize, type IconSize } from "~/ui/icon";
import { PageSection } from "~/ui/page-section";

/** A sample and its name under it. */
export function Sample({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-2">
      {children}
      <p className="font-mono text-xs text-muted">{name}</p>
    </div>
  );
}

// The focus ring as :focus-visible draws it (app.css), fixed, so the screenshot shows it.
const focusRing = "outline-3 outline-offset-4 outline-accent-500";

/** The type scale, as paragraphs styled as headings (the page has one h1 and an order of headings to keep). */
export function TypeSamples() {
  const rows = [
    ["heading-display", l.display],
    ["heading-1", l.h1],
    ["heading-2-home", l.h2Home],
    ["heading-2", l.h2],
    ["heading-3", l.h3],
  ] as const;
  return (
    <PageSection section={sections.type} className="section-y">
      <div className="mt-8 space-y-5">
        {rows.map(([className, text]) => (
          <Sample key={className} name={className}>
            <p className={`${className} text-brand-950`}>{text}</p>
          </Sample>
        ))}
        <Sample name="body">
          <p className="max-w-[68ch] text-base text-ink">{l.body}</p>
        </Sample>
      </div>
    </PageSection>
  );
}

/** Every button variant at every size, then the focused and disabled states. */
export function ButtonSamples() {
  const variants = [
    ["primary", l.primary],
    ["secondary", l.secondary],
    ["quiet", l.quiet],
  ] as const;
  return (
    <PageSection section={sections.buttons} className="section-y bg-surface">
      {(["lg", "md", "sm"] as ButtonSize[]).map((size) => (
        <div key={size} className="mt-8 flex flex-wrap gap-4">
          {variants.map(([variant, label]) => (
            <Sample key={variant} name={`${variant} ${size}`}>
              <button type="button" className={buttonClass(variant, size)}>
                {label}
              </button>
            </Sample>
          ))}
        </div>
      ))}
      <div className="mt-8 flex flex-wrap gap-4">
        <Sample name="primary focus-visible">
          <button type="button" tabIndex={-1} className={buttonClass("primary", "lg", focusRing)}>
            {l.focus}
          </button>
        </Sample>
        <Sample name="secondary focus-visible">
          <button type="button" tabIndex={-1} className={buttonClass("secondary", "lg", focusRing)}>
            {l.focus}
          </button>
        </Sample>
        <Sample name="primary disabled">
          <button type="button" disabled className={buttonClass("primary", "lg")}>
            {l.disabled}
          </button>
        </Sample>
      </div>
      <div className="mt-8 rounded-card bg-brand-900 p-6">
        <div className="flex flex-wrap gap-4">
          <button type="button" className={buttonClass("primary", "lg")}>
            {l.primary}
          </button>
          <button type="button" className={buttonClass("on-dark", "lg")}>
            {l.secondary}
          </button>
        </div>
      </div>
    </PageSection>
  );
}

const icons: ReadonlyArray<[IconSize, string]> = [
  ["inline", l.iconInline],
  ["trust", l.iconTrust],
  ["feature", l.iconFeature],
  ["hero", l.iconHero],
];

/** The four badge tones and the four icon sizes. */
export function BadgeSamples() {
  return (
    <PageSection section={sections.badges} className="section-y">
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <Badge>{l.brand}</Badge>
        <Badge tone="accent" icon={Sparkles}>
          {l.accent}
        </Badge>
        <Badge tone="neutral">{l.neutral}</Badge>
        <span className="rounded-full bg-brand-900 p-2">
          <Badge tone="dark">{l.dark}</Badge>
        </span>
      </div>
      <div className="mt-8 flex flex-wrap items-end gap-6 text-brand-700">
        {icons.map(([size, name], i) => {
          const Icon = [MessageCircle, ShieldCheck, CalendarCheck, Sparkles][i]!;
          return (
            <Sample key={size} name={name}>
              <Icon aria-hidden="true" className={iconSize[size]} />
            </Sample>
          );
        })}
      </div>
    </PageSection>
  );
}
