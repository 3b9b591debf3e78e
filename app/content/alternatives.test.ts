import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { alternativeIds, alternatives, comparisonRows, planSpan } from "./alternatives";
import { formatBRL, formatCount } from "./number-format";
import { plans } from "./plans";

const cost = comparisonRows.find((row) => row.id === "custo")!;

describe("the comparison of Atendra and the alternatives", () => {
  it("has one column per alternative, in order, each named once", () => {
    expect(alternatives.map((a) => a.id)).toEqual([...alternativeIds]);
    expect(new Set(alternatives.map((a) => a.name)).size).toBe(alternatives.length);
  });

  it("gives every row an answer and a detail for every alternative, and nothing else", () => {
    expect(comparisonRows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(comparisonRows.map((row) => row.id)).size).toBe(comparisonRows.length);
    for (const row of comparisonRows) {
      expect(Object.keys(row.cells).sort(), row.id).toEqual([...alternativeIds].sort());
      for (const id of alternativeIds) {
        const cell = row.cells[id];
        expect(cell.answer.trim().length, `${row.id}/${id}`).toBeGreaterThan(0);
        expect(cell.detail.trim().length, `${row.id}/${id}`).toBeGreaterThan(10);
        expect(cell.detail, `${row.id}/${id}`).toMatch(/\.$/);
      }
    }
  });

  it("prices the product from the plans table: lowest and highest monthly price, interactions and extra price", () => {
    const prices = plans.map((p) => p.monthlyPrice);
    const included = plans.map((p) => p.includedInteractions);
    const extra = plans.map((p) => p.extraInteractionPrice);
    expect(planSpan.monthlyPrice).toEqual([Math.min(...prices), Math.max(...prices)]);
    expect(cost.cells.atendra.answer).toBe(`${formatBRL(Math.min(...prices))} a ${formatBRL(Math.max(...prices))} por mês`);
    const detail = cost.cells.atendra.detail;
    expect(detail).toContain(`${formatCount(Math.min(...included))} a ${formatCount(Math.max(...included))} interações`);
    expect(detail).toContain(`de ${formatBRL(Math.min(...extra))} a ${formatBRL(Math.max(...extra))}`);
  });

  it("prices the other alternatives as “Varia”: the spec gives no figure for them", () => {
    for (const id of alternativeIds.filter((id) => id !== "atendra")) expect(cost.cells[id].answer, id).toBe("Varia");
  });

  it("reads the prices instead of retyping them, and writes no figure the spec does not give", () => {
    const code = readFileSync(join(__dirname, "alternatives.ts"), "utf8");
    expect(code).not.toMatch(/R\$\s*\d/);
    // No percentages, results or absolute availability in the comparison (editorial review, docs/claims.md).
    const text = comparisonRows.flatMap((row) => [row.label, ...Object.values(row.cells).flatMap((c) => [c.answer, c.detail])]).join(" ");
    expect(text).not.toMatch(/\d\s*%|24\s*h|24 horas|tempo real|exclusiv/i);
  });
});
