import { describe, expect, it } from "vitest";
import { plans } from "~/content/plans";
import { noShowCost } from "./no-show-cost";
import { breakEvenRows, costSummary, formatAverage, formatRate, lostPerMonthSummary, recommendationText } from "./no-show-text";

const example = { consultations: 300, priceCents: 20_000, rateHundredths: 1000 };

describe("no-show calculator texts", () => {
  it("format averages with one decimal, rounded half up, and rates as typed", () => {
    expect(formatAverage(30)).toBe("30");
    expect(formatAverage(17.46)).toBe("17,5");
    expect(formatAverage(41.0922)).toBe("41,1");
    expect(formatAverage(1234.5)).toBe("1.234,5");
    expect(formatAverage(0.04)).toBe("0");
    expect(formatRate(1000)).toBe("10%");
    expect(formatRate(1250)).toBe("12,5%");
    expect(formatRate(1205)).toBe("12,05%");
  });

  it("sum the answer up in one sentence, with Portuguese number agreement", () => {
    expect(costSummary(noShowCost(example))).toBe(
      "30 faltas por mês representam R$\u00a06.000 de receita perdida por mês, ou R$\u00a072.000 por ano.",
    );
    expect(costSummary(noShowCost({ consultations: 10, priceCents: 15_000, rateHundredths: 1500 }))).toBe(
      "1,5 falta por mês representa R$\u00a0225 de receita perdida por mês, ou R$\u00a02.700 por ano.",
    );
    expect(costSummary(noShowCost({ ...example, rateHundredths: 0 }))).toBe("Sem faltas, não há receita perdida.");
  });

  it("list every plan, Básico first, with the no-shows its price takes", () => {
    const rows = breakEvenRows(example);
    expect(rows.map((r) => r.plan)).toEqual(plans.map((p) => p.name));
    expect(rows[0]).toEqual({ plan: "Básico", priceCents: 19_900, avoid: 1, moreThanToday: false });
    expect(rows.map((r) => r.avoid)).toEqual([1, 2, 3, 5, 6]);
    // 20 consultations, 10%: 2 no-shows a month; the Avançado at R$ 100 a consultation needs 3.
    const small = breakEvenRows({ consultations: 20, priceCents: 10_000, rateHundredths: 1000 });
    expect(small.map((r) => [r.avoid, r.moreThanToday])).toEqual([
      [2, false],
      [3, true],
      [6, true],
      [10, true],
      [12, true],
    ]);
  });

  it("name the plan the plan calculator recommended and what it must avoid", () => {
    const recommendation = {
      planName: "Avançado",
      totalCents: 39_800,
      needs: "Para 3.000 interações por mês, 2 usuários e 2 números de WhatsApp",
    };
    expect(recommendationText(recommendation, 20_000)).toBe(
      "A calculadora de planos indicou o plano Avançado para 3.000 interações por mês, 2 usuários e 2 números de WhatsApp: R$\u00a0398 por mês, valor coberto por 2 faltas evitadas no mês.",
    );
    expect(recommendationText({ ...recommendation, totalCents: 19_900 }, 20_000)).toMatch(/valor coberto por 1 falta evitada no mês\.$/);
  });

  it("pin the monthly loss in one short line, and a dash while a field needs correcting", () => {
    expect(lostPerMonthSummary(noShowCost(example))).toEqual({ label: "Receita perdida por mês:", value: "R$ 6.000" });
    expect(lostPerMonthSummary(noShowCost({ ...example, rateHundredths: 1250 }))).toEqual({
      label: "Receita perdida por mês:",
      value: "R$ 7.500",
    });
    expect(lostPerMonthSummary(undefined).value).toBe("—");
  });
});
