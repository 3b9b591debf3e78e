import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type CardTone = "plain" | "surface" | "highlight" | "dark";

const tones: Record<CardTone, string> = {
  plain: "border border-line bg-white shadow-card",
  surface: "border border-line bg-surface",
  // The one highlighted card of a group (the recommended plan): one border, no second frame.
  highlight: "border-2 border-accent-700 bg-white shadow-raised",
  dark: "border border-brand-800 bg-brand-900 text-white",
};

/** The card's classes, for a card that must be another element (a link, a details). */
export function cardClass(tone: CardTone = "plain", extra?: string): string {
  return cn("flex flex-col rounded-card p-5 sm:p-6", tones[tone], extra);
}

interface CardProps {
  children: ReactNode;
  tone?: CardTone;
  /** The element: article for a self-contained card, li inside a list, div otherwise. */
  as?: "article" | "li" | "div";
  /** A card that is one link: its hover lifts it (the link is inside, stretched by the caller). */
  interactive?: boolean;
  className?: string;
  "aria-labelledby"?: string;
}

/**
 * The site's card: a rounded box with padding, a border and a resting shadow, its content in a
 * column (so a footer pushed with mt-auto lines up across a row). Tones, not local classes, change it.
 */
export function Card({ children, tone = "plain", as: Tag = "div", interactive = false, className, ...aria }: CardProps) {
  return (
    <Tag
      className={cardClass(
        tone,
        cn(
          interactive && "relative transition-shadow duration-(--duration-site) ease-site focus-within:shadow-raised hover:shadow-raised",
          className,
        ),
      )}
      {...aria}
    >
      {children}
    </Tag>
  );
}
