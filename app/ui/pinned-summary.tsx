import { cn } from "~/lib/cn";

/** A calculator's answer: the label gives way (ellipsis) before the value does. */
export interface PinnedLine {
  label: string;
  value: string;
}

/**
 * The calculator's answer in one line, pinned under the fixed header (4rem) while the fields scroll by: on a
 * phone, with the keyboard open, the result sits below the fields and out of view. Below lg only; wider, the
 * result stands beside the fields. Prerendered with the defaults' answer, so its line is there from the first
 * paint (no shift). On a phone it spans the card's padding (both cards are p-4 there), so the whole line fits
 * at 375 px. Hidden from screen readers: the result's own live region already announces each change,
 * and a second region would say it twice. The label gives way (ellipsis) before the figure does. The fields
 * take `scroll-mt-14` below lg: a field scrolled into view (focus, Tab) lands below this line, not under it.
 */
export function PinnedSummary({ summary, className, testId }: { summary: PinnedLine; className?: string; testId: string }) {
  return (
    <p
      aria-hidden="true"
      data-testid={testId}
      className={cn(
        "sticky top-16 z-10 -mx-4 flex min-w-0 items-baseline gap-1.5 rounded-xl bg-brand-950 px-4 py-2.5 text-sm whitespace-nowrap text-white shadow-md sm:mx-0 lg:hidden",
        className,
      )}
    >
      <span className="min-w-0 truncate text-brand-100">{summary.label}</span>
      <strong className="shrink-0 font-bold tabular-nums">{summary.value}</strong>
    </p>
  );
}
