import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FaqAccordion } from "./faq-accordion";
import { startFaqToggles } from "./faq-toggle";

const items = [
  { question: "Primeira pergunta?", answer: "Primeira resposta." },
  { question: "Segunda pergunta?", answer: "Segunda resposta.\n\nCom dois parágrafos." },
  { question: "Terceira pergunta?", answer: "Terceira resposta." },
];

// The page script wires every FAQ of the document once; the tests render into that document.
startFaqToggles(document);

describe("FaqAccordion", () => {
  it("puts each question button inside a heading, wired to its answer", () => {
    render(<FaqAccordion idPrefix="faq" items={items} defaultOpen={[0]} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.parentElement?.tagName).toBe("H3");
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
      expect(panel).not.toBeNull();
    }
  });

  it("opens the configured items first", () => {
    render(<FaqAccordion idPrefix="faq" items={items} defaultOpen={[0]} />);
    expect(screen.getByRole("button", { name: "Primeira pergunta?" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Primeira resposta.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Segunda pergunta?" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Segunda resposta.")).not.toBeVisible();
  });

  it("toggles each item on its own, with the mouse, Enter and Space", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion idPrefix="faq" items={items} defaultOpen={[0]} />);
    const second = screen.getByRole("button", { name: "Segunda pergunta?" });
    const third = screen.getByRole("button", { name: "Terceira pergunta?" });

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Com dois parágrafos.")).toBeVisible();
    // The first stays open: items are independent.
    expect(screen.getByRole("button", { name: "Primeira pergunta?" })).toHaveAttribute("aria-expanded", "true");

    third.focus();
    await user.keyboard("{Enter}");
    expect(third).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(third).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
  });
});

describe("FaqAccordion, an answer with a page to read more", () => {
  it("links the page under the answer, inside the answer's panel", () => {
    const more = { href: "/seguranca-e-lgpd", text: "Leia mais" };
    render(<FaqAccordion idPrefix="more" items={[{ question: "Pergunta?", answer: "Resposta.", more }]} defaultOpen={[0]} />);
    const link = screen.getByRole("link", { name: "Leia mais" });
    expect(link).toHaveAttribute("href", "/seguranca-e-lgpd");
    expect(link.closest("[id]")?.id).toBe("more-a0");
  });
});
