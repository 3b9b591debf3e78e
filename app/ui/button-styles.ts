import { cn } from "~/lib/cn";

/**
 * primary: the sales action (rust, filled), one per view; secondary: the other action (outlined);
 * quiet: a text-only action beside them (same height, so a row lines up); ghost: a quiet one with a
 * hover tint (menus, the banner's "Saiba mais"); light: a white button on a dark panel that is not
 * the closing band (the closing band's call is primary, docs/decisions/501); on-dark: the secondary
 * action on a dark band (outlined in white).
 */
export type ButtonVariant = "primary" | "secondary" | "quiet" | "ghost" | "light" | "on-dark";
/**
 * sm 40 px (a compact bar's choices, e.g. the cookie banner's), md 44 px, lg 48 px: one height per size, whatever the variant (the outline sits inside it), the label
 * on one line. Labels are kept short for that (docs/decisions/501); on a phone a label too long for the
 * screen wraps (taller button) rather than push the page sideways.
 */
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold whitespace-nowrap transition-colors max-sm:whitespace-normal duration-(--duration-site) ease-site focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent-700 text-white shadow-sm hover:bg-accent-800 active:bg-accent-900",
  secondary: "border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50 active:bg-brand-100",
  quiet: "text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700",
  ghost: "text-brand-800 hover:bg-brand-50",
  light: "bg-white text-brand-900 shadow-sm hover:bg-brand-50",
  "on-dark": "border-2 border-white/80 text-white hover:bg-white/10 active:bg-white/20",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-4 text-sm max-sm:py-1.5 sm:h-10",
  md: "min-h-11 px-5 text-sm max-sm:py-2 sm:h-11",
  lg: "min-h-12 px-6 text-base max-sm:py-2 sm:h-12",
};

/**
 * One rule for every page (docs/decisions/582): under 640 px a filled or outlined
 * button takes its column's full width, wherever it stands (a hero, a section's call, a card, the 404), so
 * no page sizes its buttons on a phone. Text-only variants keep their width.
 */
const fullOnPhone: ReadonlySet<ButtonVariant> = new Set(["primary", "secondary", "light", "on-dark"]);

export interface ButtonOptions {
  /** Keep the button its own width on a phone too: an icon-only button, or one that shares a row by design (share links, copy, the sales bar's WhatsApp, the header's pair from sm). */
  fit?: boolean;
}

/** Class names for anything that looks like a button (links included); text links and reading text follow. */
export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra?: string,
  options: ButtonOptions = {},
): string {
  const full = !options.fit && fullOnPhone.has(variant);
  // Full width, a button's side padding only takes room from its label: a long one (the video page's prescribed
  // sign-up words) keeps one line at 375 px with 16 px a side.
  return cn(base, variants[variant], sizes[size], full && "max-sm:w-full", full && size === "lg" && "max-sm:px-4", extra);
}

/**
 * A row of buttons (a hero's or a band's calls): stacked and full width on phones, side by side
 * from `sm`. The group sets its buttons' widths, so a button in it needs no width of its own.
 */
export const buttonGroupClass = "flex w-full flex-col gap-3 *:w-full sm:w-auto sm:flex-row sm:flex-wrap sm:items-center sm:*:w-auto";

/** A link inside running text (not a button): the site's one look for it. */
export const textLinkClass = "font-medium text-brand-700 underline underline-offset-2";

/** Running text outside MDX at the reading measure and size of `.prose-site` (app.css). */
export const readingTextClass = "max-w-[68ch] leading-relaxed sm:text-[1.0625rem]";

/**
 * A chip: one part of a segmented row of links (the plans' jump row on a phone), its name over its note in two short
 * lines, so five of them fit a 360 px screen whole; the row (its border, the rules between the parts) is drawn by its
 * list. The one that stands for what is on screen carries `aria-current="true"` and is filled in the brand colour;
 * `chipNoteClass` is for its secondary words (a price), which follow it to white. Below sm a chip with `data-opens`
 * has the same look before any script runs: the one whose card the row opens on (the plans' popular card, decision
 * 785) until the script marks the chip in view and drops the attribute. Its focus ring is drawn inside it, as the
 * row clips what stands out of it.
 */
export const chipClass =
  "flex h-full min-h-11 flex-col items-center justify-center px-1 py-1.5 text-center text-xs leading-4 font-semibold whitespace-nowrap text-brand-900 transition-colors duration-(--duration-site) ease-site focus-visible:outline-offset-[-3px] aria-[current=true]:bg-brand-700 aria-[current=true]:text-white max-sm:data-opens:bg-brand-700 max-sm:data-opens:text-white";
export const chipNoteClass =
  "inline-flex items-center gap-0.5 font-normal text-ink in-aria-[current=true]:text-white max-sm:in-data-opens:text-white";
