/**
 * Interface strings: a plan's price and sign-up button, on the plan cards and in the plan calculator's result.
 * Read through a namespace import (`import * as planPriceStrings from ...`): each word is its own export, which the bundler
 * renames and drops when unused, where an object would ship every key to the browser.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

export const perMonth = "/mês";
export const signup = "Começar agora";
export const signupPlan = " com o plano ";
export const recommendedPlan = "Plano recomendado: ";
