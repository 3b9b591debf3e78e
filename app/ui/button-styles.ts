import { cn } from "~/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "light";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent-700 text-white shadow-sm hover:bg-accent-800",
  secondary: "border-2 border-brand-700 text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
  light: "bg-white text-brand-900 shadow-sm hover:bg-brand-50",
};

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-5 py-2 text-sm",
  lg: "min-h-12 px-6 py-3 text-base",
};

/** Class names for anything that looks like a button (links included); text links and reading text follow. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

/** A link inside running text (not a button): the site's one look for it. */
export const textLinkClass = "font-medium text-brand-700 underline underline-offset-2";

/** Running text outside MDX at the reading measure and size of `.prose-site` (app.css). */
export const readingTextClass = "max-w-[68ch] leading-relaxed sm:text-[1.0625rem]";
