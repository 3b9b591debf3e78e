import { BellRing, FileText, Play } from "lucide-react";
import { featureVisuals as v } from "~/content/home-visuals";
import type { FeatureVisual } from "~/content/types";
import { cn } from "~/lib/cn";
import { chatBubbleClass } from "~/ui/chat-bubble";
import { AutomationVisual, isAutomationVisual } from "./automation-visuals";
import { AgendaSlots } from "./agenda-slots";
import { PanelVisual } from "./panel-visual";

const box = "overflow-hidden rounded-xl bg-surface p-3 ring-1 ring-line";
const frame = cn(box, "flex flex-col justify-center gap-1 sm:gap-1.5");
/** The feature cards' pictures: tall enough on phones for the burst's four bubbles with room above the first (a crop, not a cut). */
const fixedHeight = "h-32 sm:h-36";
/**
 * `grow` (the automation tiles): as tall as the moment needs, never under 120 px, the moment centred, so a short
 * one (a bubble and a note) is not a band of empty frame; a row of tiles shares its tallest (TileGrid).
 */
const grownHeight = "min-h-30";

/** The pictures that take a card as wide as two (the manager's panel: an inbox beside an agenda). */
export const isWideVisual = (kind: FeatureVisual | undefined) => kind === "panel";
const patient = chatBubbleClass("patient", "sm");
const clinic = chatBubbleClass("clinic", "sm");
/** The audio message's waveform: bar heights in a fixed pattern (no inline styles in this build). */
const bars = ["h-2", "h-4", "h-3", "h-5", "h-2.5", "h-4", "h-1.5", "h-3.5", "h-5", "h-2", "h-3", "h-4", "h-2", "h-3.5", "h-1.5", "h-3"];

/** A small picture of the interface on a feature card: decorative (hidden from screen readers), the card's text says it. */
export function FeatureVisualArt({ kind, className, grow = false }: { kind: FeatureVisual; className?: string; grow?: boolean }) {
  if (kind === "panel")
    return (
      <div aria-hidden="true" className={cn(box, className)}>
        <PanelVisual brief />
      </div>
    );
  return (
    <div aria-hidden="true" className={cn(frame, grow ? grownHeight : fixedHeight, className)}>
      {kind === "burst" ? <Burst /> : null}
      {kind === "media" ? <Media /> : null}
      {kind === "handover" ? <Handover /> : null}
      {kind === "agenda" ? <Agenda /> : null}
      {kind === "reminder" ? (
        <>
          <Reminder />
          <ReminderReply />
        </>
      ) : null}
      {isAutomationVisual(kind) ? <AutomationVisual kind={kind} /> : null}
    </div>
  );
}

function Burst() {
  return (
    <>
      {v.burst.messages.map((text) => (
        <span key={text} className={patient}>
          {text}
        </span>
      ))}
      <span className={cn(clinic, "mt-0.5")}>{v.burst.reply}</span>
    </>
  );
}

function Media() {
  return (
    <>
      <span className={cn(patient, "flex items-center gap-2")}>
        <Play className="size-3.5 fill-brand-700 text-brand-700" />
        <span className="flex items-center gap-0.5">
          {bars.map((bar, i) => (
            <span key={i} className={cn("w-0.5 rounded-full bg-brand-700", bar)} />
          ))}
        </span>
        <span className="text-[0.6875rem] text-brand-800">{v.media.audio}</span>
      </span>
      <span className={cn(patient, "flex items-center gap-2")}>
        <span className="inline-flex size-7 items-center justify-center rounded-md bg-accent-50 text-accent-700">
          <FileText className="size-4" />
        </span>
        <span className="leading-tight">
          <span className="block font-medium">{v.media.file}</span>
          <span className="block text-[0.6875rem] text-muted">{v.media.fileMeta}</span>
        </span>
      </span>
    </>
  );
}

function Handover() {
  return (
    <span className="flex items-start gap-2.5 rounded-xl bg-white p-3 shadow-md shadow-brand-900/10 ring-1 ring-line">
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white">
        <BellRing className="size-4" />
      </span>
      <span className="leading-tight">
        <span className="block text-sm font-semibold text-brand-950">{v.handover.title}</span>
        <span className="mt-1 block text-xs text-muted">{v.handover.meta}</span>
      </span>
    </span>
  );
}

function Agenda() {
  return <AgendaSlots day={v.agenda.day} slots={v.agenda.slots} />;
}

function Reminder() {
  return (
    <span className={clinic}>
      <span className="flex items-center gap-1 text-[0.6875rem] font-semibold text-accent-700">
        <BellRing className="size-3" />
        {v.reminder.label}
      </span>
      <span className="mt-0.5 block">{v.reminder.text}</span>
      <span className="mt-0.5 block text-right text-[0.6875rem] text-muted">{v.reminder.time}</span>
    </span>
  );
}

function ReminderReply() {
  return <span className={patient}>{v.reminder.reply}</span>;
}
