import { CalendarCheck, Check, Link2, MessageCircle } from "lucide-react";
import { chatPreview } from "~/content/home";
import { homeSteps } from "~/content/home-steps";
import { cn } from "~/lib/cn";

const v = homeSteps.visuals;
const tile = "flex size-11 items-center justify-center rounded-xl shadow-xs";

/** Step 1: the clinic's WhatsApp joined to the platform. */
function Connect() {
  return (
    <span className="flex flex-col items-center gap-3">
      <span className="flex items-center gap-2">
        <span className={cn(tile, "bg-brand-100 text-brand-800 ring-1 ring-brand-200")}>
          <MessageCircle className="size-5" />
        </span>
        <span className="flex items-center gap-1 text-brand-300">
          <span className="h-px w-6 border-t-2 border-dashed border-brand-200" />
          <Link2 className="size-4 text-brand-700" />
          <span className="h-px w-6 border-t-2 border-dashed border-brand-200" />
        </span>
        <span className={cn(tile, "bg-brand-700 text-lg font-bold text-white")}>{v.platform.charAt(0)}</span>
      </span>
      <span className="flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-line">
        <span className="size-2 rounded-full bg-brand-500" />
        {v.whatsapp} · {v.connected}
      </span>
    </span>
  );
}

/** Step 2: what the clinic sends, checked off. */
function Setup() {
  return (
    <span className="flex w-full max-w-72 flex-wrap justify-center gap-1.5">
      {v.setup.map((item) => (
        <span
          key={item}
          className="flex items-center gap-1.5 rounded-lg bg-white px-2 py-1.5 text-xs font-medium text-brand-950 ring-1 ring-line"
        >
          <Check className="size-3.5 shrink-0 text-brand-700" />
          {item}
        </span>
      ))}
    </span>
  );
}

/** Step 3: the assistant's booking answer and the line it leaves in the agenda (the hero's conversation). */
function Answer() {
  const last = chatPreview.messages.at(-1)!;
  return (
    <span className="flex w-full max-w-64 flex-col items-start gap-2">
      <span className="rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-xs leading-snug text-ink shadow-xs ring-1 ring-line">
        <span className="block text-[0.6875rem] font-semibold text-brand-700">{chatPreview.sender}</span>
        {last.text}
      </span>
      <span className="flex items-center gap-1.5 self-center rounded-full bg-brand-700 px-2.5 py-1 text-[0.6875rem] font-semibold text-white">
        <CalendarCheck className="size-3.5" />
        {chatPreview.booked}
      </span>
    </span>
  );
}

const visuals = [Connect, Setup, Answer] as const;

/**
 * The small picture over a step, from lg, where the three steps stand side by side as cards: decorative (hidden
 * from screen readers, which read the step's title and text), drawn in HTML like the hero's phone. Not below lg,
 * where the steps stay a compact list.
 */
export function StepVisual({ index, className }: { index: number; className?: string }) {
  const Visual = visuals[index] ?? Connect;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "items-center justify-center rounded-xl bg-gradient-to-b from-brand-50 to-white px-4 py-5 ring-1 ring-line ring-inset",
        className,
      )}
    >
      <Visual />
    </span>
  );
}
