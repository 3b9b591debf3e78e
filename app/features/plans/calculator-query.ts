import type { FieldName, FieldValues } from "./calculator-fields";
import type { Needs } from "./plan-calculator";
import { choosePlan } from "./plan-choice";
import { needsText } from "./quote-text";

/**
 * The plan calculator's answer carried in a URL: the plans page links to /calculadora-de-faltas with
 * the three values the visitor typed, and that page shows the plan this calculator recommends for
 * them (docs/decisions/201). The names are also the lead's tags if the visitor goes on to /contato.
 */
export const calculatorParams: Record<FieldName, string> = {
  interactions: "interacoes",
  users: "usuarios",
  whatsappNumbers: "numeros_whatsapp",
};

const fieldNames = Object.keys(calculatorParams) as FieldName[];

/** "interacoes=3000&usuarios=2&numeros_whatsapp=1" */
export function needsQuery(needs: Needs): string {
  return new URLSearchParams(fieldNames.map((name) => [calculatorParams[name], String(needs[name])])).toString();
}

/**
 * The link to `path` with the visitor's query (UTM tags...) and the three values, which win over any
 * already there. Built here rather than with SiteLink: lib/query-params in this island would split the
 * chunk the site script shares with the lead form (one more request on every page).
 */
export function needsHref(path: string, needs: Needs, pageSearch: string): string {
  const params = new URLSearchParams(pageSearch);
  for (const [name, value] of new URLSearchParams(needsQuery(needs))) params.set(name, value);
  return `${path}?${params.toString()}`;
}

export interface CarriedRecommendation {
  planName: string;
  /** The plan's monthly total for those needs, add-ons included, in cents. */
  totalCents: number;
  /** "Para 3.000 interações por mês, 2 usuários e 1 número de WhatsApp" */
  needs: string;
}

/** The recommendation for the values in `search`, when all three are there and valid; otherwise none. */
export function recommendationFromSearch(search: string): CarriedRecommendation | undefined {
  const params = new URLSearchParams(search);
  const values = Object.fromEntries(fieldNames.map((name) => [name, params.get(calculatorParams[name])])) as Record<
    FieldName,
    string | null
  >;
  if (fieldNames.some((name) => values[name] === null)) return undefined;
  const { parsed, quote } = choosePlan(values as FieldValues);
  if (!parsed.ok || !quote) return undefined;
  return { planName: quote.plan.name, totalCents: quote.totalCents, needs: needsText(parsed.needs) };
}
