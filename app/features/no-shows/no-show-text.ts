import type { PinnedLine } from "~/ui/pinned-summary";
import { noShowPage as copy } from "~/content/no-show-calculator";
import { formatBRL, formatCount } from "~/content/number-format";
import { plans, type Plan } from "~/content/plans";
import type { CarriedRecommendation } from "~/features/plans/calculator-query";
import { breakEvenNoShows, noShowCost, type ClinicFigures, type NoShowCost } from "./no-show-cost";
import { avoidedNoShows, noLostRevenue, noShowCostText, noShowCount, recommendationSentence } from "~/content/ui-strings/no-shows";

/** 600000 -> "R$ 6.000"; 20050 -> "R$ 200,50" (the site's one BRL format). */
export const reais = (cents: number) => formatBRL(cents / 100);

/** An average with one decimal, rounded half up: 30 -> "30", 17.46 -> "17,5", 1234.5 -> "1.234,5". */
export function formatAverage(value: number): string {
  const tenths = Math.round(value * 10);
  const rest = tenths % 10;
  return rest === 0 ? formatCount(tenths / 10) : `${formatCount(Math.trunc(tenths / 10))},${rest}`;
}

/** Hundredths of a percentage point as the visitor wrote them: 1000 -> "10%", 1250 -> "12,5%". */
export function formatRate(hundredths: number): string {
  const fraction = String(hundredths % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${formatCount(Math.trunc(hundredths / 100))}${fraction ? `,${fraction}` : ""}%`;
}

/** Portuguese takes the plural from 2 on ("1,5 falta", "2 faltas"). */
const noShows = (n: number) => noShowCount(n, formatAverage(n));

/** Money inside a sentence: "R$" never ends a line apart from its number. */
const inline = (cents: number) => reais(cents).replace(" ", "\u00a0");

/** The one sentence a screen reader hears when the figures change. */
export function costSummary(cost: NoShowCost): string {
  if (cost.noShowsPerMonth === 0) return noLostRevenue;
  const n = cost.noShowsPerMonth;
  return noShowCostText(noShows(n), n, inline(cost.monthlyCents), inline(cost.yearlyCents));
}

export interface BreakEvenRow {
  plan: Plan["name"];
  priceCents: number;
  /** No-shows a month to avoid for the plan's price. */
  avoid: number;
  /** More than the clinic has today: then the plan cannot pay for itself through no-shows alone. */
  moreThanToday: boolean;
}

/** Every plan of the table, cheapest (Básico) first: what it costs and how many no-shows pay for it. */
export function breakEvenRows(figures: ClinicFigures, list: readonly Plan[] = plans): BreakEvenRow[] {
  const today = noShowCost(figures).noShowsPerMonth;
  return list.map((plan) => {
    const priceCents = Math.round(plan.monthlyPrice * 100);
    const avoid = breakEvenNoShows(priceCents, figures.priceCents);
    return { plan: plan.name, priceCents, avoid, moreThanToday: avoid > today };
  });
}

/** "A calculadora de planos indicou o plano Avançado para 3.000 interações…: R$ 299 por mês, valor coberto por 2 faltas evitadas no mês." */
export function recommendationText(recommendation: CarriedRecommendation, priceCents: number): string {
  const avoid = breakEvenNoShows(recommendation.totalCents, priceCents);
  const needs = recommendation.needs.charAt(0).toLowerCase() + recommendation.needs.slice(1);
  const avoided = avoidedNoShows(avoid, formatCount(avoid));
  return recommendationSentence(copy.breakEven.recommendedLead, recommendation.planName, needs, inline(recommendation.totalCents), avoided);
}

/**
 * The line pinned over the fields on a phone (./no-show-calculator.tsx): "Receita perdida por mês:" and
 * "R$ 6.000", or a dash while a field needs correcting (the result says which).
 */
export function lostPerMonthSummary(cost: NoShowCost | undefined): PinnedLine {
  return { label: `${copy.labels.monthly}:`, value: cost ? reais(cost.monthlyCents) : "—" };
}
