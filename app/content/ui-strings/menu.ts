/**
 * Interface strings: the header's menu button on phones, named by what a tap does.
 * Read through a namespace import (`import * as menuStrings from ...`): each word is its own export, which the bundler
 * renames and drops when unused, where an object would ship every key to the browser.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** The button's name while the menu is closed, and while it is open. */
export const openMenu = "Abrir menu";
export const closeMenu = "Fechar menu";

/** The wide header's button that opens the pages the spec's five links leave out. */
export const morePages = "Mais";
