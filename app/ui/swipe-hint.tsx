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
