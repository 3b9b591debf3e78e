import { CalendarCheck, CheckCheck, Clock3, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { featureVisuals as v } from "~/content/home-visuals";
import type { FeatureVisual } from "~/content/types";
import { ChatBubble } from "~/ui/chat-bubble";

const automation = ["anytime", "booking", "confirm", "nudge", "faq"] as const;
type AutomationKind = (typeof automation)[number];

export function isAutomationVisual(kind: FeatureVisual): kind is AutomationKind {
  return (automation as readonly string[]).includes(kind);
}

/** A note in the conversation's stream (a time, a silence): centred, quieter than a message. */
function Note({ children }: { children: ReactNode }) {
  return (
    <span className="flex items-center gap-1 self-center rounded-full bg-white/80 px-2 py-0.5 text-[0.6875rem] font-medium text-muted ring-1 ring-line">
      <Clock3 className="size-3" />
      {children}
    </span>
  );
}

/**
 * The automation section's small pictures (one per card, so the six make an even grid): the moment each
 * automation shows in a conversation or in the agenda. Decorative; drawn inside FeatureVisualArt's frame.
 */
export function AutomationVisual({ kind }: { kind: AutomationKind }) {
  switch (kind) {
    case "anytime":
      return (
        <>
          <Note>{v.anytime.when}</Note>
          <ChatBubble as="span" from="patient" size="sm">
            {v.anytime.message}
          </ChatBubble>
          <ChatBubble as="span" from="clinic" size="sm">
            {v.anytime.reply}
          </ChatBubble>
        </>
      );
    case "booking":
      return (
        <>
          <ChatBubble as="span" from="patient" size="sm">
            {v.booking.message}
          </ChatBubble>
          <span className="mt-1 flex items-center gap-1.5 self-center rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white shadow-xs">
            <CalendarCheck className="size-3.5" />
            {v.booking.event}
          </span>
        </>
      );
    case "confirm":
      return (
        <>
          <ChatBubble as="span" from="clinic" size="sm">
            {v.confirm.ask}
          </ChatBubble>
          <ChatBubble as="span" from="patient" size="sm">
            {v.confirm.reply}
          </ChatBubble>
          <span className="mt-0.5 flex items-center gap-2 text-xs">
            <span className="w-9 shrink-0 text-right font-medium text-muted tabular-nums">{v.confirm.time}</span>
            <span className="flex flex-1 items-center justify-between gap-2 rounded-md border-l-4 border-brand-600 bg-brand-100 px-2 py-1 font-medium text-brand-950">
              {v.confirm.who}
              <span className="flex items-center gap-1 text-[0.6875rem] text-brand-800">
                <CheckCheck className="size-3.5" />
                {v.confirm.state}
              </span>
            </span>
          </span>
        </>
      );
    case "nudge":
      return (
        <>
          <Note>{v.nudge.when}</Note>
          <ChatBubble as="span" from="clinic" size="sm">
            {v.nudge.text}
          </ChatBubble>
        </>
      );
    case "faq":
      return (
        <>
          <ChatBubble as="span" from="patient" size="sm">
            {v.faq.message}
          </ChatBubble>
          <ChatBubble as="span" from="clinic" size="sm" className="flex gap-1.5">
            <MapPin className="mt-px size-3.5 shrink-0 text-accent-700" />
            {v.faq.reply}
          </ChatBubble>
        </>
      );
  }
}
