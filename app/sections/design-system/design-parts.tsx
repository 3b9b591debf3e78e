import { CalendarClock } from "lucide-react";
import { designSections as sections, sampleFaq, sampleLabels as l, sampleStats } from "~/content/design-system";
import { demoCall } from "~/content/ui-strings/sales-call";
import { FaqAccordion } from "~/features/faq/faq-accordion";
import { StickyBar } from "~/features/navigation/sticky-bar";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button-styles";
import { Card } from "~/ui/card";
import { ChatBubble, type ChatBubbleSize } from "~/ui/chat-bubble";
import { iconBoxClass, iconSize } from "~/ui/icon";
import { PageSection } from "~/ui/page-section";
import { StatTile } from "~/ui/stat-tile";
import { platformButtonLabel } from "~/content/navigation";
import { Sample } from "./design-basics";

/** A plain card, the highlighted one with its badge, and two stat tiles. */
export function CardSamples() {
  return (
    <PageSection section={sections.cards} className="section-y bg-surface">
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Card as="article">
          <span className={iconBoxClass}>
            <CalendarClock aria-hidden="true" className={iconSize.feature} />
          </span>
          <h3 className="mt-4 heading-3 text-brand-950">{l.cardTitle}</h3>
          <p className="mt-2 text-muted">{l.cardText}</p>
        </Card>
        <Card as="article" tone="highlight">
          <Badge tone="accent">{l.accent}</Badge>
          <h3 className="mt-3 heading-3 text-brand-950">{l.highlightTitle}</h3>
          <p className="mt-2 text-muted">{l.highlightText}</p>
        </Card>
      </div>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {sampleStats.map((stat) => (
          <StatTile key={stat.label} value={stat.value} label={stat.label} note={stat.note} />
        ))}
      </ul>
    </PageSection>
  );
}

const chatSizes: readonly ChatBubbleSize[] = ["sm", "md", "lg"];

/** The chat bubble at its three sizes, the patient's and the clinic's. */
export function ChatSamples() {
  return (
    <PageSection section={sections.chat} className="section-y">
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        {chatSizes.map((size) => (
          <Sample key={size} name={l.chatSizes[size]}>
            <div className="flex w-full flex-col gap-2 rounded-xl bg-surface p-3 ring-1 ring-line">
              <ChatBubble from="patient" size={size}>
                {l.chatPatient}
              </ChatBubble>
              <ChatBubble from="clinic" size={size}>
                {l.chatClinic}
              </ChatBubble>
            </div>
          </Sample>
        ))}
      </div>
    </PageSection>
  );
}

export function FaqSamples() {
  return (
    <PageSection section={sections.faq} className="section-y">
      <FaqAccordion idPrefix="faq-sistema" items={sampleFaq} open="first" className="mt-8" />
    </PageSection>
  );
}

/** The site's text field, valid and invalid (aria-invalid turns the border red; the message is described by). */
export function FieldSamples() {
  return (
    <PageSection section={sections.fields} className="section-y bg-surface">
      <div className="mt-8 grid max-w-xl gap-6">
        <div>
          <label htmlFor="ds-campo" className="mb-1.5 block text-sm font-semibold text-ink">
            {l.fieldLabel}
          </label>
          <input id="ds-campo" className="field-input" defaultValue={l.fieldValue} />
        </div>
        <div>
          <label htmlFor="ds-campo-erro" className="mb-1.5 block text-sm font-semibold text-ink">
            {l.invalidLabel}
          </label>
          <input
            id="ds-campo-erro"
            className="field-input"
            defaultValue={l.invalidValue}
            aria-invalid="true"
            aria-describedby="ds-campo-erro-msg"
          />
          <p id="ds-campo-erro-msg" className="field-error">
            {l.invalidError}
          </p>
        </div>
      </div>
    </PageSection>
  );
}

/** The header's two buttons as the header draws them, and the phone's sticky bar, shown. */
export function ActionSamples({ pathname }: { pathname: string }) {
  return (
    <PageSection section={sections.actions} className="section-y">
      <div className="mt-8 space-y-6">
        <Sample name={l.headerCta}>
          <div className="flex flex-wrap gap-2">
            <span className={buttonClass("secondary", "md", undefined, { fit: true })}>{platformButtonLabel}</span>
            <span className={buttonClass("primary", "md", undefined, { fit: true })}>{demoCall}</span>
          </div>
        </Sample>
        <Sample name={l.stickyBar}>
          <div className="w-full max-w-sm overflow-hidden rounded-card border border-line">
            <StickyBar pathname={pathname} preview />
          </div>
        </Sample>
      </div>
    </PageSection>
  );
}
