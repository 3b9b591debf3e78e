import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FaqAccordion } from "./faq-accordion";

const items = [
  { question: "Primeira pergunta?", answer: "Primeira resposta." },
  { question: "Segunda pergunta?", answer: "Segunda resposta.\n\nCom dois parágrafos." },
  { question: "Terceira pergunta?", answer: "Terceira resposta." },
];

// Opening and closing is the browser's own (<details>), checked in a real browser by tests/e2e/home.spec.ts.
describe("FaqAccordion", () => {
  it("makes each question the summary of its own disclosure, holding the question's heading", () => {
    render(<FaqAccordion idPrefix="faq" items={items} open="first" />);
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(items.map((i) => i.question));
    for (const heading of headings) {
      expect(heading.parentElement?.tagName).toBe("SUMMARY");
      expect(heading.closest("details")?.querySelector(":scope > summary")).toBe(heading.parentElement);
    }
  });

  it("opens the configured items first", () => {
    const { container } = render(<FaqAccordion idPrefix="faq" items={items} open="first" />);
    expect([...container.querySelectorAll("details")].map((d) => d.open)).toEqual([true, false, false]);
    expect(screen.getByText("Com dois parágrafos.").closest("details")?.id).toBe("faq-q1");
  });

  it("opens every item, or none", () => {
    const all = render(<FaqAccordion idPrefix="all" items={items} open="all" />);
    expect([...all.container.querySelectorAll("details")].map((d) => d.open)).toEqual([true, true, true]);
    const none = render(<FaqAccordion idPrefix="none" items={items} />);
    expect([...none.container.querySelectorAll("details")].map((d) => d.open)).toEqual([false, false, false]);
  });
});

describe("FaqAccordion, an answer with a page to read more", () => {
  it("links the page under the answer, inside the answer's disclosure", () => {
    const more = { href: "/seguranca-e-lgpd", text: "Leia mais" };
    render(<FaqAccordion idPrefix="more" items={[{ question: "Pergunta?", answer: "Resposta.", more }]} open="first" />);
    const link = screen.getByRole("link", { name: "Leia mais" });
    expect(link).toHaveAttribute("href", "/seguranca-e-lgpd");
    expect(link.closest("details")?.id).toBe("more-q0");
  });
});
