/**
 * Interface strings: links that open in a new tab.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** Read by screen readers after an external link's text. */
export const linkStrings = {
  newTab: " (abre em nova aba)",
} as const;
