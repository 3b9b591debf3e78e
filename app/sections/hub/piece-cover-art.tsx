import { Check, Clock, Copy, Minus, Sparkles, Users, X } from "lucide-react";
import type { CoverArt, CoverTable } from "~/content/hub-covers";
import type { Tone } from "~/content/alternatives";
import { cn } from "~/lib/cn";
import { chatBubbleClass } from "~/ui/chat-bubble";

const patient = chatBubbleClass("patient", "sm");
const clinic = chatBubbleClass("clinic", "sm");
/** A white card inside the cover: the one surface every picture sits on. */
const panel = "rounded-xl bg-white shadow-sm ring-1 ring-line";

/**
 * The picture inside a hub cover: a crop of the interface the piece is about (a comparison, a chat, a
 * prompt, an assistant's answer, an agenda). Decorative: the cover is aria-hidden, the card says it.
 * `large`: the featured card, where the picture fills a bigger box.
 */
export function PieceCoverArt({ art, large = false }: { art: CoverArt; large?: boolean }) {
  switch (art.kind) {
    case "table":
      return <TableStub table={art} large={large} />;
    case "chat":
      return (
        <div className="flex w-full max-w-64 flex-col gap-1">
          <span className={patient}>{art.patient}</span>
          <span className={clinic}>{art.reply}</span>
          <span className="mt-1 inline-flex items-center gap-1.5 self-start rounded-full bg-white/90 px-2 py-0.5 text-[0.6875rem] font-semibold text-brand-800 ring-1 ring-line">
            <Users className="size-3" />
            {art.notice}
          </span>
        </div>
      );
    case "prompt":
      return (
        <div className={cn(panel, "w-full max-w-64 overflow-hidden")}>
          <div className="flex items-center justify-between border-b border-line px-2.5 py-1 text-[0.6875rem] font-semibold text-brand-800">
            {art.label}
            <span className="inline-flex items-center gap-1 text-muted">
              <Copy className="size-3" />
              {art.action}
            </span>
          </div>
          <div className="space-y-0.5 px-2.5 py-1.5 font-mono text-[0.625rem] leading-snug text-ink">
            {art.lines.map((line) => (
              <p key={line} className="truncate">
                {line}
              </p>
            ))}
          </div>
        </div>
      );
    case "assistant":
      return (
        <div className="flex w-full max-w-64 flex-col gap-1">
          <span className={patient}>{art.question}</span>
          <span className={cn(clinic, "flex items-start gap-1.5")}>
            <Sparkles className="mt-0.5 size-3 shrink-0 text-brand-700" />
            {art.answer}
          </span>
          <span className="mt-0.5 self-start rounded-full bg-amber-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-amber-900 ring-1 ring-amber-200">
            {art.check}
          </span>
        </div>
      );
    case "agenda":
      return (
        <div className={cn(panel, "w-full max-w-64 px-2.5 py-2")}>
          <p className="flex items-center gap-1 text-[0.6875rem] font-semibold text-brand-800">
            <Clock className="size-3" />
            {art.day}
          </p>
          <ul className="mt-1 space-y-1">
            {art.slots.map((slot) => (
              <li
                key={slot.time}
                className={cn(
                  "flex items-center gap-2 rounded-md px-1.5 py-0.5 text-[0.6875rem]",
                  slot.free ? "border border-dashed border-brand-300 text-brand-700" : "bg-brand-50 text-brand-950",
                )}
              >
                <span className="font-semibold tabular-nums">{slot.time}</span>
                <span className="truncate">{slot.who}</span>
                {slot.state ? <span className="ml-auto shrink-0 text-muted">{slot.state}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      );
  }
}

const toneMark: Record<Tone, { Icon: typeof Check; className: string }> = {
  yes: { Icon: Check, className: "text-brand-700" },
  partly: { Icon: Minus, className: "text-amber-700" },
  no: { Icon: X, className: "text-accent-700" },
  neutral: { Icon: Minus, className: "text-muted" },
};

/** The comparison article's table, cut to a few rows and columns; the last column is the product's. */
function TableStub({ table, large }: { table: CoverTable; large: boolean }) {
  const last = table.columns.length - 1;
  return (
    <div
      className={cn(
        panel,
        "w-full overflow-hidden",
        large ? "max-w-md text-[0.6875rem] sm:text-sm lg:text-xs" : "max-w-64 text-[0.625rem]",
      )}
    >
      <div className="grid grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] border-b border-line font-semibold text-brand-900">
        <span />
        {table.columns.map((column, i) => (
          <span key={column} className={cn("truncate px-1 py-1 text-center", i === last && "bg-brand-50 text-brand-800")}>
            {column}
          </span>
        ))}
      </div>
      {table.rows.map((row) => (
        <div key={row.label} className="grid grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] border-b border-line last:border-b-0">
          <span className={cn("truncate px-2 text-ink", large ? "py-1.5" : "py-1")}>{row.label}</span>
          {row.tones.map((tone, i) => {
            const { Icon, className } = toneMark[tone];
            return (
              <span key={i} className={cn("flex items-center justify-center", i === last && "bg-brand-50")}>
                <Icon className={cn(large ? "size-4" : "size-3", className)} strokeWidth={2.5} />
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}
