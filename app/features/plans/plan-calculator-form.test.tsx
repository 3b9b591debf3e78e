import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { plans } from "~/content/plans";
import { PlanCalculator } from "./plan-calculator-form";
import { defaultRecommendation } from "./plan-choice";
import { PlanGrid } from "./plan-card";

const signupBase = "https://app.example.com/cadastro";

/** As on the page: the grid is static HTML with the defaults' card marked, the calculator is the island. */
function renderPage() {
  render(
    <>
      <PlanGrid plans={plans} signupBase={signupBase} recommended={defaultRecommendation()} />
      <PlanCalculator signupBase={signupBase} />
    </>,
  );
  return { result: screen.getByTestId("calculator-result") };
}

const recommendedCards = () => screen.getAllByTestId("plan-card").filter((card) => card.dataset.recommended === "true");
/** Badges a person sees (the others are in the HTML, hidden). */
const shownBadges = () => screen.queryAllByTestId("plan-recommended").filter((badge) => !badge.hidden);

describe("PlanCalculator", () => {
  it("shows the defaults' answer and marks that card in the grid", () => {
    const { result } = renderPage();
    expect(screen.getByLabelText("Interações por mês")).toHaveValue(3000);
    expect(screen.getByLabelText("Usuários")).toHaveValue(2);
    expect(screen.getByLabelText("Números de WhatsApp")).toHaveValue(1);
    expect(result).toHaveAttribute("aria-live", "polite");
    expect(result).toHaveTextContent("Plano recomendado: Avançado");
    expect(screen.getByTestId("calculator-total")).toHaveTextContent("R$ 299/mês");
    expect(recommendedCards()).toHaveLength(1);
    expect(within(recommendedCards()[0]!).getByRole("heading")).toHaveTextContent("Avançado");
    expect(recommendedCards()[0]).toHaveTextContent("Recomendado para você pela calculadora de planos");
    expect(shownBadges()).toHaveLength(1);
    expect(screen.getByTestId("calculator-signup")).toHaveAccessibleName("Começar agora com o plano Avançado (abre em nova aba)");
    expect(screen.getByTestId("calculator-signup")).toHaveAttribute("href", `${signupBase}?plano=Avan%C3%A7ado`);
  });

  it("updates the answer, the marked card and the sign-up link as the visitor types", async () => {
    const { result } = renderPage();
    const users = screen.getByLabelText("Usuários");
    await userEvent.clear(users);
    await userEvent.type(users, "6");
    expect(result).toHaveTextContent("Plano recomendado: Profissional");
    expect(screen.getByTestId("calculator-total")).toHaveTextContent("R$ 599/mês");
    expect(within(recommendedCards()[0]!).getByRole("heading")).toHaveTextContent("Profissional");
    expect(recommendedCards()).toHaveLength(1);
    expect(shownBadges()).toHaveLength(1);
    expect(shownBadges()[0]!.closest("article")).toBe(recommendedCards()[0]);
    expect(screen.getByTestId("calculator-signup")).toHaveAttribute("href", `${signupBase}?plano=Profissional`);

    const interactions = screen.getByLabelText("Interações por mês");
    await userEvent.clear(interactions);
    await userEvent.type(interactions, "20000");
    await userEvent.clear(users);
    await userEvent.type(users, "1");
    expect(screen.getByTestId("calculator-breakdown")).toHaveTextContent(
      "Plano Avançado: R$ 299 + 3 pacotes de 5.000 interações: R$ 597 + 1.000 interações extras a R$ 0,08: R$ 80",
    );
  });

  it("explains an invalid value next to its field, hides the answer and does not crash", async () => {
    const { result } = renderPage();
    const numbers = screen.getByLabelText("Números de WhatsApp");
    await userEvent.clear(numbers);
    expect(numbers).toHaveAttribute("aria-invalid", "true");
    expect(numbers).toHaveAccessibleDescription("Informe quantos números de WhatsApp a IA vai atender.");
    expect(result).toHaveTextContent("Confira o campo “Números de WhatsApp”: informe quantos números de WhatsApp a IA vai atender.");
    expect(screen.queryByTestId("calculator-signup")).not.toBeInTheDocument();
    expect(recommendedCards()).toHaveLength(0);
    expect(shownBadges()).toHaveLength(0);

    await userEvent.type(numbers, "0");
    expect(numbers).toHaveAccessibleDescription("Informe pelo menos 1 número de WhatsApp.");
    await userEvent.clear(numbers);
    await userEvent.type(numbers, "2");
    expect(numbers).not.toHaveAttribute("aria-invalid");
    expect(result).toHaveTextContent("Plano recomendado: Avançado");
    expect(screen.getByTestId("calculator-total")).toHaveTextContent("R$ 398/mês");
  });

  it("links to the no-show calculator with the values typed, and drops the link while a field is invalid", async () => {
    renderPage();
    const link = () => screen.queryByRole("link", { name: "Faça a conta na calculadora de faltas" });
    expect(link()).toHaveAttribute("href", "/calculadora-de-faltas?interacoes=3000&usuarios=2&numeros_whatsapp=1");
    const users = screen.getByLabelText("Usuários");
    await userEvent.clear(users);
    expect(link()).not.toBeInTheDocument();
    await userEvent.type(users, "6");
    expect(link()).toHaveAttribute("href", "/calculadora-de-faltas?interacoes=3000&usuarios=6&numeros_whatsapp=1");
  });

  it("refuses more than 1.000.000", async () => {
    renderPage();
    const interactions = screen.getByLabelText("Interações por mês");
    await userEvent.clear(interactions);
    await userEvent.type(interactions, "1000001");
    expect(interactions).toHaveAccessibleDescription("O máximo é 1.000.000. Para volumes maiores, fale com um especialista.");
  });
});
