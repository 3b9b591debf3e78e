import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { alternatives, comparisonCaption, comparisonRows } from "~/content/alternatives";
import { AlternativesTable } from "./alternatives-table";

describe("AlternativesTable", () => {
  it("is one table named by its caption, with a column header per alternative", () => {
    render(<AlternativesTable />);
    const table = screen.getByRole("table", { name: comparisonCaption });
    const columns = within(table).getAllByRole("columnheader");
    expect(columns.map((th) => th.textContent)).toEqual(["Ponto comparado", ...alternatives.map((a) => a.name)]);
    for (const th of columns) expect(th).toHaveAttribute("scope", "col");
  });

  it("gives each point of comparison a row header and one cell per alternative, in column order", () => {
    render(<AlternativesTable />);
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(comparisonRows.length);
    rows.forEach((row, i) => {
      const data = comparisonRows[i]!;
      const header = within(row).getByRole("rowheader");
      expect(header).toHaveTextContent(data.label);
      expect(header).toHaveAttribute("scope", "row");
      const cells = within(row).getAllByRole("cell");
      expect(cells).toHaveLength(alternatives.length);
      cells.forEach((cell, j) => {
        const value = data.cells[alternatives[j]!.id];
        expect(cell).toHaveTextContent(value.answer);
        expect(cell).toHaveTextContent(value.detail);
      });
    });
  });

  it("hides the phone labels from screen readers, which hear the column header instead", () => {
    const { container } = render(<AlternativesTable />);
    const cells = [...container.querySelectorAll("td")];
    expect(cells).toHaveLength(comparisonRows.length * alternatives.length);
    cells.forEach((cell, i) => {
      const label = cell.firstElementChild!;
      expect(label).toHaveAttribute("aria-hidden", "true");
      expect(label.textContent).toBe(alternatives[i % alternatives.length]!.name);
    });
    // Icons are decoration beside the words.
    for (const svg of container.querySelectorAll("svg")) expect(svg).toHaveAttribute("aria-hidden", "true");
  });
});
