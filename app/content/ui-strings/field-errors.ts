/**
 * Interface strings: the calculators' error list.
 * Read through a namespace import (`import * as fieldErrorStrings from ...`): each word is its own export, which the bundler
 * renames and drops when unused, where an object would ship every key to the browser.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** "Confira o campo “Usuários”: …", around the field's label, in each calculator's error list. */
export const before = "Confira o campo “";
export const after = "”: ";
