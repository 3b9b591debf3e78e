/**
 * Number and price formats of the copy and the plans page, in one place for content and features.
 * Written by hand instead of Intl so the prerendered HTML and the hydrated page can never disagree
 * (ICU data differs between Node builds and browsers, e.g. in the space after "R$").
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

/** "a, b e c" */
export function listPt(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}
