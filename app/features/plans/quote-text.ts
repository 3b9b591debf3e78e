import { formatBRL, formatCount } from "~/content/number-format";
import * as quoteStrings from "~/content/ui-strings/plan-quote";
import * as planPriceStrings from "~/content/ui-strings/plan-price";
import { specAddOns, type AddOnPrices, type Needs, type Quote } from "./plan-calculator";
import type { PinnedLine } from "~/ui/pinned-summary";

const reais = (cents: number) => formatBRL(cents / 100);

function count(n: number, [singular, plural]: readonly [string, string]): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

/** "Para 3.000 interações por mês, 2 usuários e 1 número de WhatsApp" */
export function needsText(needs: Needs): string {
  return quoteStrings.needs(
    count(needs.interactions, quoteStrings.interactionNouns),
    count(needs.users, quoteStrings.userNouns),
    count(needs.whatsappNumbers, quoteStrings.numberNouns),
  );
}

/**
 * One line: the plan's price and each add-on with its cost, joined by "+". Null without add-ons: the plan's price
 * alone is the total right above it.
 */
export function quoteBreakdown(quote: Quote, addOns: AddOnPrices = specAddOns): string | null {
  const plan = quoteStrings.plan(quote.plan.name, reais(quote.planCents));
  const parts = [plan];
  if (quote.packs > 0) {
    parts.push(
      quoteStrings.packs(count(quote.packs, quoteStrings.packNouns), formatCount(addOns.packInteractions), reais(quote.packsCents)),
    );
  }
  if (quote.extraInteractions > 0) {
    parts.push(
      quoteStrings.extraInteractions(
        count(quote.extraInteractions, quoteStrings.extraInteractionNouns),
        formatBRL(quote.plan.extraInteractionPrice),
        reais(quote.extraInteractionsCents),
      ),
    );
  }
  if (quote.extraInstances > 0) {
    parts.push(`${count(quote.extraInstances, quoteStrings.extraNumberNouns)}: ${reais(quote.extraInstancesCents)}`);
  }
  return parts.length === 1 ? null : parts.join(" + ");
}

/** "R$ 1.234,56" */
export function quoteTotal(quote: Quote): string {
  return reais(quote.totalCents);
}

/** Plan calculator: "Plano recomendado:" and "Avançado · R$ 299/mês". */
export function quoteSummary(quote: Quote | null | undefined): PinnedLine {
  const label = planPriceStrings.recommendedPlan.trim();
  return { label, value: quote ? `${quote.plan.name} · ${quoteTotal(quote)}${planPriceStrings.perMonth}` : "—" };
}
