import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VendorQuestion, VendorQuestions } from "./vendor-questions";

describe("VendorQuestions (questions folded under their summaries)", () => {
  it("is an ordered list of native disclosures, the question as the summary, open only where asked", () => {
    render(
      <VendorQuestions>
        <VendorQuestion open question="Primeira?">
          <p>Resposta um.</p>
        </VendorQuestion>
        <VendorQuestion question="Segunda?">
          <p>Resposta dois.</p>
        </VendorQuestion>
      </VendorQuestions>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]!.closest("ol")).not.toBeNull();
    const [first, second] = items.map((item) => item.querySelector("details")!);
    expect(first!.open).toBe(true);
    expect(second!.open).toBe(false);
    expect(first!.querySelector("summary")).toHaveTextContent("Primeira?");
    expect(second!.querySelector("summary svg")).toHaveAttribute("aria-hidden", "true");
    fireEvent.click(second!.querySelector("summary")!);
    expect(screen.getByText("Resposta dois.")).toBeInTheDocument();
  });
});
