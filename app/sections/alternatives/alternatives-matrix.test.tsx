import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { alternatives, comparisonCaption, comparisonRows } from "~/content/alternatives";
import { AlternativesMatrix } from "./alternatives-matrix";

describe("AlternativesMatrix (the comparison at every width)", () => {
  it("names each answer in words with its alternative's full name, never by its icon alone", () => {
    render(<AlternativesMatrix />);
    const matrix = screen.getByRole("region", { name: comparisonCaption });
    const points = within(matrix).getAllByRole("heading", { level: 4 });
    expect(points.map((h) => h.textContent)).toEqual(comparisonRows.map((r) => r.label));
    comparisonRows.forEach((row, i) => {
      const item = points[i]!.closest("li")!;
      const cells = [...item.querySelectorAll(":scope > ul > li")];
      expect(cells.map((cell) => cell.querySelector(".sr-only")!.textContent)).toEqual(
        alternatives.map((a) => `${a.name}: ${row.cells[a.id].answer}`),
      );
    });
    for (const svg of matrix.querySelectorAll("svg")) expect(svg).toHaveAttribute("aria-hidden", "true");
  });

  it("shows each answer's short words beside its icon from md, hidden from screen readers, which hear them once", () => {
    const { container } = render(<AlternativesMatrix />);
    const cells = [...container.querySelectorAll("h4 + ul > li")];
    expect(cells).toHaveLength(comparisonRows.length * alternatives.length);
    cells.forEach((cell, i) => {
      const row = comparisonRows[Math.floor(i / alternatives.length)]!;
      const answer = row.cells[alternatives[i % alternatives.length]!.id];
      const words = cell.querySelector('span[aria-hidden="true"]')!;
      expect(words.textContent?.replace(/\u00a0/g, " ")).toBe(answer.answer);
      // Only the price row (no icon) shows its words on a phone too.
      expect(words.classList.contains("hidden"), answer.answer).toBe(answer.tone !== "neutral");
      expect(words.classList.contains("md:inline"), answer.answer).toBe(answer.tone !== "neutral");
    });
  });

  it("keeps every fact of the table: under each point its five answers and details, shown by the one switch", () => {
    const { container } = render(<AlternativesMatrix />);
    const points = [...container.querySelectorAll("[data-point-details]")];
    expect(points).toHaveLength(comparisonRows.length);
    points.forEach((details, i) => {
      const row = comparisonRows[i]!;
      expect(details.closest("li")!.querySelector("h4")).toHaveTextContent(row.label);
      // Hidden until the switch's "Detalhes" is checked, by CSS alone (no script, no per-point link).
      expect(details.className).toContain("hidden");
      expect(details.className).toContain("group-has-[[data-show-details]:checked]/matrix:block");
      expect([...details.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(alternatives.map((a) => a.name));
      for (const alternative of alternatives) {
        const cell = row.cells[alternative.id];
        expect(details.textContent?.replace(/\u00a0/g, " ")).toContain(cell.detail);
        expect(details.textContent?.replace(/\u00a0/g, " ")).toContain(cell.answer);
      }
    });
    expect(container.querySelectorAll("details, summary")).toHaveLength(0);
  });

  it("has one native switch for the whole matrix, a radio group named Mostrar, the summary checked first", () => {
    render(<AlternativesMatrix />);
    const group = screen.getByRole("group", { name: "Mostrar" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.closest("label")!.textContent)).toEqual(["Resumo", "Detalhes"]);
    expect(radios[0]).toBeChecked();
    expect(radios[1]).not.toBeChecked();
    expect(radios[1]).toHaveAttribute("data-show-details");
    expect(new Set(radios.map((r) => r.getAttribute("name"))).size).toBe(1);
  });
});
