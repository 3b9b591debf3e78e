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

  it("say where the extra features start, fold what each does, and send the unscoped ones to a specialist", () => {
    render(<PlanGrid plans={plans} signupBase="https://x/cadastro" recommended={undefined} />);
    for (const name of ["Básico", "Avançado"])
      expect(card(name)).toHaveTextContent("Prompt dinâmico, mídias e formulários web a partir do plano Profissional.");
    const details = card("Profissional").querySelector("details")!;
    expect(details.open).toBe(false);
    for (const [feature, detail] of Object.entries(featureDetails)) expect(details).toHaveTextContent(`${feature}${detail}`);
    for (const name of ["Premium", "Enterprise"])
      expect(card(name)).toHaveTextContent("Antes de contratar, pergunte a um especialista o que cada um inclui.");
    expect(card("Profissional")).not.toHaveTextContent("pergunte a um especialista");
  });

  it("are a list of five, the last one across the desktop's four columns", () => {
    render(<PlanGrid plans={plans} signupBase="https://x/cadastro" recommended={undefined} />);
    const items = [...screen.getByRole("list", { name: "Os cinco planos" }).querySelectorAll(":scope > li")];
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.className.includes("lg:col-span-4"))).toEqual([false, false, false, false, true]);
  });
});
