import { noShowFields } from "~/content/no-show-calculator";
import { parseNoShowField, plainNumber, type NoShowValues } from "./no-show-fields";

/** Longer text in a parameter is cut: a field never needs more, and a pasted URL cannot flood the page. */
export const MAX_PARAM_CHARS = 24;

/**
 * The calculator's values found in a query string (`?consultas=300&valor_consulta=200&taxa_faltas=10`):
 * the first occurrence of each, trimmed, as typed text. Valid or not: the page shows each in its field
 * and explains what is wrong, as if it had been typed. Missing parameters are left out.
 */
export function readNoShowQuery(search: string): Partial<NoShowValues> {
  const params = new URLSearchParams(search);
  const out: Partial<NoShowValues> = {};
  for (const field of noShowFields) {
    const value = params.get(field.param);
    if (value !== null) out[field.name] = value.trim().slice(0, MAX_PARAM_CHARS);
  }
  return out;
}

/**
 * `search` with the calculator's three parameters set from `values`; the visitor's other parameters
 * (UTM tags, the plan calculator's values, `source`) keep their place. A valid value is written plainly
 * ("180.5"); an invalid one as typed, so a reload shows the same field and message — unless `validOnly`
 * (the link to /contato: sales gets only numbers that mean something).
 */
export function noShowSearch(search: string, values: NoShowValues, { validOnly = false } = {}): string {
  const params = new URLSearchParams(search);
  for (const field of noShowFields) {
    const parsed = parseNoShowField(field, values[field.name]);
    if (parsed.ok) params.set(field.param, plainNumber(field, parsed.value));
    else if (!validOnly && values[field.name].trim() !== "") params.set(field.param, values[field.name].trim().slice(0, MAX_PARAM_CHARS));
    else params.delete(field.param);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The call to action's link to /contato: the page's query, the visitor's valid values (not the
 * example's: sales would take them for the clinic's) and the calculator's `source` label, last.
 * Built here rather than with SiteLink: lib/query-params in this island would split the chunk the site
 * script shares with the lead form (one more request on every page).
 */
export function contactHref(pageSearch: string, values: NoShowValues, own: boolean, source: string): string {
  const params = new URLSearchParams(own ? noShowSearch(pageSearch, values, { validOnly: true }) : pageSearch);
  params.delete("source");
  params.append("source", source);
  return `/contato?${params.toString()}`;
}

/** An internal link with the page's query carried, before its hash: `/planos-precos?utm_source=x#calculadora`. */
export function carriedHref(path: string, hash: string, pageSearch: string): string {
  const query = new URLSearchParams(pageSearch).toString();
  return `${path}${query ? `?${query}` : ""}${hash}`;
}
