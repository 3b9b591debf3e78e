import { MessagesSquare } from "lucide-react";
import { featureVisuals as v } from "~/content/home-visuals";
import { cn } from "~/lib/cn";
import { AgendaSlots } from "./agenda-slots";

const badge = {
  ai: "bg-brand-100 text-brand-800",
  team: "bg-accent-50 text-accent-700 ring-1 ring-accent-100",
} as const;

/**
 * The manager's panel (the home's third highlight): the staff's side of the product, which the other pictures,
 * all from the patient's chat, never show. A short inbox, each conversation marked with who answers it now
 * (the assistant or the team), beside the day's agenda from sm (on a phone the inbox alone, as narrow as the
 * other crops). Decorative, inside FeatureVisualArt's frame; names and times illustrative (home-visuals).
 * `wrap`: each conversation's last line whole, on two lines where it needs them, for a frame too narrow to show it on one
 * (a cut "Quer falar co…" reads as a rendering fault).
 * `brief`: on a phone the first two conversations only (one each way: the team's and the assistant's), so the card
 * stays compact among the home's others.
 */
export function PanelVisual({ wrap = false, brief = false }: { wrap?: boolean; brief?: boolean }) {
  return (
    <span className="grid gap-3 sm:grid-cols-[3fr_2fr] sm:gap-4">
      <span className="flex min-w-0 flex-col gap-1.5">
        <span className="flex items-center gap-1.5 text-xs font-semibold text-brand-800">
          <MessagesSquare className="size-3.5" />
          {v.panel.inbox}
        </span>
        {v.panel.conversations.map((row, i) => (
          <span
            key={row.who}
            className={cn(
              "flex items-center gap-2 rounded-lg bg-white px-2 py-1.5",
              brief && i > 1 && "max-sm:hidden",
              row.unread ? "ring-2 ring-accent-100" : "ring-1 ring-line",
            )}
          >
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-[0.6875rem] font-semibold text-brand-800">
              {row.who.charAt(0)}
            </span>
            <span className="min-w-0 flex-1 leading-tight">
              <span className="block text-xs font-semibold text-brand-950">{row.who}</span>
              <span
                className={cn(
                  "block text-[0.6875rem]",
                  wrap ? "text-pretty" : "truncate",
                  row.unread ? "font-medium text-ink" : "text-muted",
                )}
              >
                {row.text}
              </span>
            </span>
            <span className={cn("shrink-0 rounded-full px-1.5 py-0.5 text-[0.625rem] font-semibold", badge[row.by])}>
              {v.panel.by[row.by]}
            </span>
            {row.unread ? <span className="size-2 shrink-0 rounded-full bg-accent-600" /> : null}
          </span>
        ))}
      </span>
      <span className="flex flex-col gap-1.5 max-sm:hidden">
        <AgendaSlots day={v.panel.day} slots={v.panel.slots} roomy />
      </span>
    </span>
  );
}
