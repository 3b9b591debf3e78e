/**
 * Interface strings: the calculators' error list.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** "Confira o campo “Usuários”: …", around the field's label, in each calculator's error list. */
export const fieldErrorStrings = {
  before: "Confira o campo “",
  after: "”: ",
} as const;
