/**
 * The icon sizes of the site (lucide icons, drawn at build time): a class each, so two icons that do
 * the same job are the same size on every page. inline: in a button or a line of text (16 px); trust:
 * the icons of trust chips, checklists and inline facts (20 px); feature: a card's or tile's icon
 * (24 px); hero: a page's illustration icon (32 px).
 */
export const iconSize = {
  inline: "size-4",
  trust: "size-5",
  feature: "size-6",
  hero: "size-8",
} as const;

export type IconSize = keyof typeof iconSize;

/** The rounded box a feature icon sits in (cards, stat tiles): 44 px, brand tint. */
export const iconBoxClass = "inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700";
