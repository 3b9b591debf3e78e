/**
 * Interface strings: a plan's price and sign-up button, on the plan cards and in the plan calculator's result.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

export const planPriceStrings = {
  perMonth: "/mês",
  signup: "Começar agora",
  signupPlan: " com o plano ",
  recommendedPlan: "Plano recomendado: ",
} as const;
