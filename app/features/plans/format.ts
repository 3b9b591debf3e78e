/**
 * Number and price formats of the plans page. Written by hand instead of Intl so the
 * prerendered HTML and the hydrated page can never disagree (ICU data differs between
 * Node builds and browsers, e.g. in the space after "R$").
 */

function groupThousands(integer: number): string {
  return String(Math.trunc(integer)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** 2000 -> "2.000" */
export function formatCount(value: number): string {
  return groupThousands(value);
}

/** 1199 -> "R$ 1.199"; 0.1 -> "R$ 0,10" (cents only when the value has them). */
export function formatBRL(value: number): string {
  const cents = Math.round(value * 100);
  const reais = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? `R$ ${groupThousands(reais)}` : `R$ ${groupThousands(reais)},${String(rest).padStart(2, "0")}`;
}

/** 199 -> "R$ 199/mês" */
export function formatMonthly(value: number): string {
  return `${formatBRL(value)}/mês`;
}

/** The external sign-up page with the chosen plan: `...?plano=Avan%C3%A7ado`. */
export function signupUrl(base: string, planName: string): string {
  const url = new URL(base);
  const params = new URLSearchParams(url.search);
  params.set("plano", planName);
  return `${url.origin}${url.pathname}?${params.toString()}${url.hash}`;
}
