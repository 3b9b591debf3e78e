import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { iconSize } from "./icon";

export type BadgeTone = "brand" | "accent" | "neutral" | "dark";

const tones: Record<BadgeTone, string> = {
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
  accent: "bg-accent-50 text-accent-800 ring-accent-100",
  neutral: "bg-surface text-muted ring-line",
  dark: "bg-brand-800 text-white ring-brand-700",
};

/** The badge's classes, for an element that must stay another tag (a link, a list item). */
export function badgeClass(tone: BadgeTone = "brand", extra?: string): string {
  return cn(
    "inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset",
    tones[tone],
    extra,
  );
}

interface BadgeProps {
  children: ReactNode;
  /** brand: a label or category; accent: the one highlight of a group (the recommended plan); neutral: a note ("Exemplo ilustrativo"); dark: on a dark band. */
  tone?: BadgeTone;
  icon?: LucideIcon;
  className?: string;
}

/**
 * A short label on a card or a heading: one look and one place (above the card's title, at its
 * start), so a badge never moves between cards. Text, not an image, so it is read in place.
 */
export function Badge({ children, tone = "brand", icon: Icon, className }: BadgeProps) {
  return (
    <span className={badgeClass(tone, className)}>
      {Icon ? <Icon aria-hidden="true" className={cn(iconSize.inline, "-ml-0.5")} /> : null}
      {children}
    </span>
  );
}
