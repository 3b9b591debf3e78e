import { CalendarDays } from "lucide-react";
import { cn } from "~/lib/cn";

type Slot = { readonly time: string; readonly who: string; readonly state: string };

/**
 * A day of one professional's agenda as the product shows it: booked slots marked, a free one dashed. Drawn
 * once for the home's agenda picture and the manager's panel; `roomy` gives the panel's taller rows.
 */
export function AgendaSlots({ day, slots, roomy = false }: { day: string; slots: readonly Slot[]; roomy?: boolean }) {
  return (
    <>
      <span className="flex items-center gap-1.5 text-xs font-semibold text-brand-800">
        <CalendarDays className="size-3.5" />
        {day}
      </span>
      {slots.map((slot) => (
        <span key={slot.time} className="flex items-center gap-2 text-xs">
          <span className="w-10 shrink-0 text-right font-medium text-muted tabular-nums">{slot.time}</span>
          <span
            className={cn(
              "flex-1 rounded-md px-2",
              roomy ? "py-1.5" : "py-1",
              slot.state === "booked"
                ? "border-l-4 border-brand-600 bg-brand-100 font-medium text-brand-950"
                : "border border-dashed border-brand-300 bg-white text-muted",
            )}
          >
            {slot.who}
          </span>
        </span>
      ))}
    </>
  );
}
