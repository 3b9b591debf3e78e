/**
 * Interface strings: the plan calculator's quote, also quoted by the no-show calculator.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

// Sentences built from values are plain named functions: a minifier renames them, where an object's keys ship as written.

/** A count and its noun: "1 usuário", "3.000 interações" (the count already formatted). */
const counted = (n: number, shown: string, singular: string, plural: string) => `${shown} ${n === 1 ? singular : plural}`;

/** "Para 3.000 interações por mês, 2 usuários e 1 número de WhatsApp": each count beside its formatted text. */
export function quoteNeeds(interactions: [number, string], users: [number, string], numbers: [number, string]): string {
  return `Para ${counted(...interactions, "interação", "interações")} por mês, ${counted(...users, "usuário", "usuários")} e ${counted(...numbers, "número", "números")} de WhatsApp`;
}

export const quotePlan = (name: string, price: string) => `Plano ${name}: ${price}`;

export const quotePacks = (n: number, shown: string, size: string, price: string) =>
  `${counted(n, shown, "pacote", "pacotes")} de ${size} interações: ${price}`;

export const quoteExtraInteractions = (n: number, shown: string, each: string, price: string) =>
  `${counted(n, shown, "interação extra", "interações extras")} a ${each}: ${price}`;

export const quoteExtraNumbers = (n: number, shown: string, price: string) =>
  `${counted(n, shown, "número de WhatsApp extra", "números de WhatsApp extras")}: ${price}`;

export const quoteWithoutAddOns = (plan: string) => `${plan}, sem adicionais`;
