import { Move, MoveHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The width from which the row no longer scrolls sideways (its cards sit in a grid): the hint and track hide there. */
export type SwipeUntil = "sm" | "md" | "lg";

const hiddenFrom: Record<SwipeUntil, string> = { sm: "sm:hidden", md: "md:hidden", lg: "lg:hidden" };

/**
 * The one cue for a row that scrolls sideways on a phone (the plan cards, the comparison table, the home's
 * feature rows, an article's wide table): an arrow and a short sentence that says what is to the side.
 */
export function SwipeHint({
  children,
  until = "lg",
  both = false,
  className,
}: {
  children: ReactNode;
  until?: SwipeUntil;
  /** A box that scrolls down as well as sideways (the plans' comparison table): a four-way arrow. */
  both?: boolean;
  className?: string;
}) {
  const Arrow = both ? Move : MoveHorizontal;
  return (
    <p className={cn("flex items-center gap-2 text-sm text-muted", hiddenFrom[until], className)}>
      <Arrow aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      {children}
    </p>
  );
}

/**
 * Where the row is: a thin track under it whose thumb follows the sideways scroll. CSS only (a scroll-driven
 * animation on the `swipe-row` timeline, app.css); a browser without those shows no track. Decorative: the
 * row itself is the focusable, named region. Place it inside the same `swipe-scope` as its row.
 */
export function SwipeTrack({ until = "lg", className }: { until?: SwipeUntil; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("swipe-track", hiddenFrom[until], className)}>
      <span className="swipe-thumb" />
    </span>
  );
}

/**
 * A list that is a row scrolling sideways below md (snapping; the child list sets each card's width so the next
 * shows at the edge) and a grid from md: the hint above, the track under it. The row scrolls, so it is a
 * focusable, named region (axe: scrollable-region-focusable) that a keyboard can scroll too.
 */
export function SwipeRow({
  label,
  hint,
  children,
  className,
  hintClassName = "mb-3",
  testId,
}: {
  label: string;
  hint: ReactNode;
  children: ReactNode;
  className?: string;
  hintClassName?: string;
  testId?: string;
}) {
  return (
    <div className={cn("swipe-scope", className)}>
      <SwipeHint until="md" className={hintClassName}>
        {hint}
      </SwipeHint>
      <div role="region" aria-label={label} tabIndex={0} data-testid={testId} className={swipeRowClass}>
        {children}
      </div>
      <SwipeTrack until="md" />
    </div>
  );
}

const swipeRowClass =
  "swipe-row -mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto scroll-smooth px-4 pb-3 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:overflow-visible md:px-0 md:pb-0";
