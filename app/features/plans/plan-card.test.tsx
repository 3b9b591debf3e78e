// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { featureDetails, plans } from "~/content/plans";
import { PlanGrid } from "./plan-card";

const card = (name: string) => screen.getAllByTestId("plan-card").find((c) => c.dataset.plan === name)!;
/** The badges a sighted visitor sees on a card: shown, and not screen-reader-only. */
const visibleBadges = (name: string) =>
  [...card(name).querySelectorAll<HTMLElement>("p.absolute")].filter((b) => !b.hidden).map((b) => b.textContent);

describe("the plan cards", () => {
  it("give the popular plan one badge and one border, the calculator's mark there said to screen readers only", () => {
    render(<PlanGrid plans={plans} signupBase="https://x/cadastro" recommended="Avançado" />);
    expect(visibleBadges("Avançado")).toEqual(["Mais popular"]);
    const mark = within(card("Avançado")).getByTestId("plan-recommended");
    expect(mark.hidden).toBe(false);
    expect(mark).toHaveClass("sr-only");
    expect(card("Avançado").className).not.toMatch(/ring-offset|ring-4/);
  });

  it("show the calculator's badge on another plan's card", () => {
    render(<PlanGrid plans={plans} signupBase="https://x/cadastro" recommended="Profissional" />);
    expect(visibleBadges("Profissional")).toEqual(["Recomendado para você pela calculadora de planos"]);
    expect(visibleBadges("Avançado")).toEqual(["Mais popular"]);
  });

  it("give every card one anatomy: limits, then a block of extras, their scope folded and a specialist asked where it is not written", () => {
    render(<PlanGrid plans={plans} signupBase="https://x/cadastro" recommended={undefined} />);
    for (const name of ["Básico", "Avançado"]) {
      expect(card(name)).toHaveTextContent("Recursos extras:Prompt dinâmico, mídias e formulários web a partir do plano Profissional.");
      expect(within(card(name)).getByRole("link", { name: "Compare os planos" })).toHaveAttribute("href", "#comparacao");
      expect(card(name).querySelector("details")).toBeNull();
    }
    const headings = { Profissional: "Avançado", Premium: "Profissional", Enterprise: "Premium" };
    for (const [name, previous] of Object.entries(headings)) {
      expect(card(name)).toHaveTextContent(`Tudo do plano ${previous}, mais:`);
      const details = card(name).querySelector("details")!;
      expect(details.open).toBe(false);
      // What the site can explain is explained on every card that has it, inherited features too.
      for (const [feature, detail] of Object.entries(featureDetails)) expect(details).toHaveTextContent(`${feature}${detail}`);
      // The doubt lives in the fold, never on the card's face.
      expect(details.parentElement!.textContent!.replace(details.textContent!, "")).not.toMatch(/pergunte/);
    }
    expect(card("Profissional")).not.toHaveTextContent("pergunte a um especialista");
    expect(card("Premium").querySelector("details")).toHaveTextContent(
      "Suporte prioritárioAntes de contratar, pergunte a um especialista o que inclui.",
    );
    expect(card("Enterprise").querySelector("details")).toHaveTextContent(
      "Suporte prioritário, Personalização completa, API dedicada e ConsultoriaAntes de contratar, pergunte a um especialista o que cada um inclui.",
    );
  });

  it("offer a specialist under the dearest plan's button only, with the page's specialist source", () => {
    render(<PlanGrid plans={plans} signupBase="https://x/cadastro" recommended={undefined} />);
    const link = within(card("Enterprise")).getByRole("link", { name: "Falar com um especialista" });
    expect(new URL(link.getAttribute("href")!, "https://x").searchParams.get("source")).toBe("Fale com um especialista");
    expect(new URL(link.getAttribute("href")!, "https://x").pathname).toBe("/contato");
    expect(screen.getAllByRole("link", { name: "Falar com um especialista" })).toHaveLength(1);
  });

  it("are a list of five, the last one across the desktop's four columns", () => {
    render(<PlanGrid plans={plans} signupBase="https://x/cadastro" recommended={undefined} />);
    const items = [...screen.getByRole("list", { name: "Os cinco planos" }).querySelectorAll(":scope > li")];
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.className.includes("lg:col-span-4"))).toEqual([false, false, false, false, true]);
  });
});
