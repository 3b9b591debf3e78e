import { formatBRL, formatCount } from "~/content/number-format";
import { specAddOns, type AddOnPrices, type Needs, type Quote } from "./plan-calculator";
import {
  quoteExtraInteractions,
  quoteExtraNumbers,
  quoteNeeds,
  quotePacks,
  quotePlan,
  quoteWithoutAddOns,
} from "~/content/ui-strings/plan-quote";

const reais = (cents: number) => formatBRL(cents / 100);

/** A count beside its formatted text, as the dictionary's sentences take it. */
const shown = (n: number): [number, string] => [n, formatCount(n)];

/** "Para 3.000 interações por mês, 2 usuários e 1 número de WhatsApp" */
export function needsText(needs: Needs): string {
  return quoteNeeds(shown(needs.interactions), shown(needs.users), shown(needs.whatsappNumbers));
}

/** One line: the plan's price and each add-on with its cost, joined by "+". */
export function quoteBreakdown(quote: Quote, addOns: AddOnPrices = specAddOns): string {
  const plan = quotePlan(quote.plan.name, reais(quote.planCents));
  const parts = [plan];
  if (quote.packs > 0) {
    parts.push(quotePacks(...shown(quote.packs), formatCount(addOns.packInteractions), reais(quote.packsCents)));
  }
  if (quote.extraInteractions > 0) {
    parts.push(
      quoteExtraInteractions(
        ...shown(quote.extraInteractions),
        formatBRL(quote.plan.extraInteractionPrice),
        reais(quote.extraInteractionsCents),
      ),
    );
  }
  if (quote.extraInstances > 0) {
    parts.push(quoteExtraNumbers(...shown(quote.extraInstances), reais(quote.extraInstancesCents)));
  }
  return parts.length === 1 ? quoteWithoutAddOns(plan) : parts.join(" + ");
}

/** "R$ 1.234,56" */
export function quoteTotal(quote: Quote): string {
  return reais(quote.totalCents);
}
