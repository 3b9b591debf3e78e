import { formatBRL, formatCount } from "~/content/number-format";
import { specAddOns, type AddOnPrices, type Needs, type Quote } from "./plan-calculator";

const reais = (cents: number) => formatBRL(cents / 100);

function count(n: number, singular: string, plural: string): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

/** "Para 3.000 interações por mês, 2 usuários e 1 número de WhatsApp" */
export function needsText(needs: Needs): string {
  return `Para ${count(needs.interactions, "interação", "interações")} por mês, ${count(needs.users, "usuário", "usuários")} e ${count(needs.whatsappNumbers, "número", "números")} de WhatsApp`;
}

/** One line: the plan's price and each add-on with its cost, joined by "+". */
export function quoteBreakdown(quote: Quote, addOns: AddOnPrices = specAddOns): string {
  const parts = [`Plano ${quote.plan.name}: ${reais(quote.planCents)}`];
  if (quote.packs > 0) {
    parts.push(
      `${count(quote.packs, "pacote", "pacotes")} de ${formatCount(addOns.packInteractions)} interações: ${reais(quote.packsCents)}`,
    );
  }
  if (quote.extraInteractions > 0) {
    parts.push(
      `${count(quote.extraInteractions, "interação extra", "interações extras")} a ${formatBRL(quote.plan.extraInteractionPrice)}: ${reais(quote.extraInteractionsCents)}`,
    );
  }
  if (quote.extraInstances > 0) {
    parts.push(
      `${count(quote.extraInstances, "número de WhatsApp extra", "números de WhatsApp extras")}: ${reais(quote.extraInstancesCents)}`,
    );
  }
  return parts.length === 1 ? `${parts[0]}, sem adicionais` : parts.join(" + ");
}

/** "R$ 1.234,56" */
export function quoteTotal(quote: Quote): string {
  return reais(quote.totalCents);
}
