import { describe, expect, it } from "vitest";
import { recommendPlan, type Needs } from "./plan-calculator";
import { needsText, quoteBreakdown, quoteSummary, quoteTotal } from "./quote-text";

const quoteFor = (needs: Needs) => recommendPlan(needs)!;

describe("quote text", () => {
  it("says what was asked", () => {
    expect(needsText({ interactions: 3000, users: 2, whatsappNumbers: 1 })).toBe(
      "Para 3.000 interações por mês, 2 usuários e 1 número de WhatsApp",
    );
    expect(needsText({ interactions: 1, users: 1, whatsappNumbers: 2 })).toBe(
      "Para 1 interação por mês, 1 usuário e 2 números de WhatsApp",
    );
  });

  it("writes no line when nothing is added", () => {
    const quote = quoteFor({ interactions: 3000, users: 2, whatsappNumbers: 1 });
    // No add-ons: no line at all, since the total above it is the plan's price.
    expect(quoteBreakdown(quote)).toBeNull();
    expect(quoteTotal(quote)).toBe("R$ 299");
  });

  it("lists packs, single interactions and extra numbers with their costs", () => {
    const quote = quoteFor({ interactions: 7500, users: 1, whatsappNumbers: 3 });
    expect(quoteBreakdown(quote)).toBe(
      "Plano Básico: R$ 199 + 1 pacote de 5.000 interações: R$ 199 + 500 interações extras a R$ 0,10: R$ 50 + 2 números de WhatsApp extras: R$ 198",
    );
    expect(quoteTotal(quote)).toBe("R$ 646");
  });

  it("shows cents and thousands the Brazilian way", () => {
    expect(quoteTotal(quoteFor({ interactions: 2001, users: 1, whatsappNumbers: 1 }))).toBe("R$ 199,10");
    const big = quoteFor({ interactions: 1_000_000, users: 100, whatsappNumbers: 1 });
    expect(quoteTotal(big)).toBe("R$ 39.805");
    expect(quoteBreakdown(big)).toBe("Plano Enterprise: R$ 1.199 + 194 pacotes de 5.000 interações: R$ 38.606");
  });

  it("pins the plan and its monthly total in one short line, and a dash while a field needs correcting", () => {
    expect(quoteSummary(quoteFor({ interactions: 3000, users: 2, whatsappNumbers: 1 }))).toEqual({
      label: "Plano recomendado:",
      value: "Avançado · R$ 299/mês",
    });
    expect(quoteSummary(quoteFor({ interactions: 7500, users: 1, whatsappNumbers: 3 })).value).toBe("Básico · R$ 646/mês");
    expect(quoteSummary(undefined).value).toBe("—");
  });
});
