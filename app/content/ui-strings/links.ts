/**
 * Interface strings: links that open in a new tab.
 * Read through a namespace import (`import * as linkStrings from ...`): each word is its own export, which the bundler
 * renames and drops when unused, where an object would ship every key to the browser.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** Read by screen readers after an external link's text. */
export const newTab = " (abre em nova aba)";
