import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { demoCall } from "~/content/ui-strings/sales-call";
import { buttonClass, textLinkClass } from "~/ui/button-styles";
import { NoShowCalculator } from "./no-show-calculator";

const classes = { ctaClassName: buttonClass("primary", "lg"), linkClassName: textLinkClass };

const path = "/calculadora-de-faltas";
const open = (search = "") => {
  window.history.replaceState(null, "", `${path}${search}`);
  render(<NoShowCalculator {...classes} />);
  return { summary: screen.getByTestId("no-show-summary"), cta: screen.getByRole("link", { name: demoCall }) };
};
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const query = () => Object.fromEntries(new URLSearchParams(window.location.search));
/** The estimate's two bars: each label, value and drawn width (percent of the track). */
const bars = () =>
  [...screen.getByTestId("no-show-bars").querySelectorAll("svg")].map((svg) => ({
    text: svg.previousElementSibling?.textContent,
    width: svg.querySelectorAll("rect")[1]?.getAttribute("width"),
  }));
const ctaQuery = (cta: HTMLElement) => Object.fromEntries(new URL(cta.getAttribute("href") ?? "", "https://x.test").searchParams);

afterEach(() => window.history.replaceState(null, "", "/"));

describe("NoShowCalculator", () => {
  it("prerenders the example's answer, labelled as an example, with no JavaScript needed", () => {
    const html = renderToString(<NoShowCalculator {...classes} />);
    expect(html).toContain("Exemplo ilustrativo: 300 consultas por mês, R$ 200 por consulta e 10% de faltas.");
    expect(html).toContain("30 faltas por mês representam R$\u00a06.000 de receita perdida por mês, ou R$\u00a072.000 por ano.");
    expect(html).toContain('href="/contato?source=calculadora-de-faltas"');
  });

  it("draws the price's and the rate's units inside their boxes, out of what a screen reader reads", () => {
    open();
    const unitOf = (label: string) => {
      const input = field(label);
      const unit = input.parentElement?.querySelector("span[aria-hidden='true']");
      return { text: unit?.textContent, first: input.parentElement?.firstElementChild === unit, name: input.labels?.[0]?.textContent };
    };
    expect(unitOf("Valor médio da consulta (R$)")).toEqual({ text: "R$", first: true, name: "Valor médio da consulta (R$)" });
    expect(unitOf("Taxa de faltas atual (%)")).toMatchObject({ text: "%" });
    expect(field("Taxa de faltas atual (%)").className).toContain("pr-9");
    expect(field("Consultas por mês").parentElement?.querySelector("span")).toBeNull();
  });

  it("shows the example's figures and every plan's break-even, Básico first, and leaves the URL alone", () => {
    const { summary, cta } = open("?utm_source=google");
    expect(field("Consultas por mês")).toHaveValue("300");
    expect(summary).toHaveAttribute("aria-live", "polite");
    expect(summary).toHaveTextContent("30 faltas por mês representam R$ 6.000 de receita perdida por mês, ou R$ 72.000 por ano.");
    // The sentence is the answer; one line under the bars adds the one figure it does not say (no tiles repeating it).
    expect(screen.getByTestId("no-show-per-point")).toHaveTextContent("Custo de cada ponto percentual de faltas: R$ 600 por mês");
    expect(screen.queryByText("Receita perdida por ano")).not.toBeInTheDocument();
    expect(screen.queryByText("Faltas por mês")).not.toBeInTheDocument();
    const rows = within(
      screen.getByRole("table", { name: "Quantas faltas um plano precisa evitar por mês para cobrir o próprio preço" }),
    ).getAllByRole("row");
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      "BásicoR$ 1991",
      "AvançadoR$ 2992",
      "ProfissionalR$ 5993",
      "PremiumR$ 9995",
      "EnterpriseR$ 1.1996",
    ]);
    expect(screen.getByTestId("no-show-basis")).toHaveTextContent(/^Exemplo ilustrativo/);
    // The picture: the loss fills the track, the popular plan's price is drawn to scale; both sums are in the text above.
    expect(screen.getByTestId("no-show-bars")).toHaveAttribute("aria-hidden", "true");
    expect(bars()).toEqual([
      { text: "Receita perdida por mêsR$ 6.000", width: "100%" },
      { text: "Plano AvançadoR$ 299", width: "5%" },
    ]);
    expect(window.location.search).toBe("?utm_source=google");
    // The example's values are not the visitor's: they are not sent to sales.
    expect(ctaQuery(cta)).toEqual({ utm_source: "google", source: "calculadora-de-faltas" });
  });

  it("recalculates as the visitor types, writes the values into the URL and carries them to /contato", async () => {
    const { summary, cta } = open("?utm_source=google");
    const user = userEvent.setup();
    await user.clear(field("Consultas por mês"));
    await user.type(field("Consultas por mês"), "1.200");
    await user.clear(field("Valor médio da consulta (R$)"));
    await user.type(field("Valor médio da consulta (R$)"), "180,50");
    await user.clear(field("Taxa de faltas atual (%)"));
    await user.type(field("Taxa de faltas atual (%)"), "12,5");
    expect(summary).toHaveTextContent("150 faltas por mês representam R$ 27.075 de receita perdida por mês, ou R$ 324.900 por ano.");
    expect(bars()).toEqual([
      { text: "Receita perdida por mêsR$ 27.075", width: "100%" },
      { text: "Plano AvançadoR$ 299", width: "3%" },
    ]);
    expect(screen.getByTestId("no-show-basis")).toHaveTextContent("Estimativa com os números informados");
    expect(query()).toEqual({ utm_source: "google", consultas: "1200", valor_consulta: "180.5", taxa_faltas: "12.5" });
    expect(ctaQuery(cta)).toEqual({
      utm_source: "google",
      consultas: "1200",
      valor_consulta: "180.5",
      taxa_faltas: "12.5",
      source: "calculadora-de-faltas",
    });
  });

  it("restores the values from the URL on load", () => {
    const { summary } = open("?consultas=450&valor_consulta=150&taxa_faltas=8");
    expect(field("Consultas por mês")).toHaveValue("450");
    expect(field("Valor médio da consulta (R$)")).toHaveValue("150");
    expect(summary).toHaveTextContent("36 faltas por mês representam R$ 5.400 de receita perdida por mês, ou R$ 64.800 por ano.");
    expect(screen.getByTestId("no-show-basis")).toHaveTextContent("Estimativa com os números informados");
  });

  it("explains an invalid value next to its field, hides the figures and keeps it out of the lead", async () => {
    const { summary, cta } = open("?consultas=300&valor_consulta=200&taxa_faltas=150");
    const rate = field("Taxa de faltas atual (%)");
    expect(rate).toHaveAttribute("aria-invalid", "true");
    expect(rate).toHaveAccessibleDescription(
      "De cada 100 consultas marcadas, em quantas o paciente não comparece. A taxa de faltas vai de 0 a 100%.",
    );
    expect(summary).toHaveTextContent("Confira o campo “Taxa de faltas atual (%)”: a taxa de faltas vai de 0 a 100%.");
    expect(screen.queryByTestId("no-show-per-point")).not.toBeInTheDocument();
    expect(ctaQuery(cta)).toEqual({ consultas: "300", valor_consulta: "200", source: "calculadora-de-faltas" });

    const user = userEvent.setup();
    await user.clear(rate);
    await user.type(rate, "abc");
    expect(rate).toHaveAccessibleDescription(/Use apenas números, com vírgula antes dos decimais/);
    expect(query()).toMatchObject({ taxa_faltas: "abc" });
    await user.clear(rate);
    await user.type(rate, "5");
    expect(rate).not.toHaveAttribute("aria-invalid");
    expect(summary).toHaveTextContent("15 faltas por mês representam R$ 3.000 de receita perdida por mês");
  });

  it("names the plan calculator's recommendation when its values come in the URL", () => {
    open("?interacoes=3000&usuarios=2&numeros_whatsapp=2");
    expect(screen.getByTestId("no-show-recommendation")).toHaveTextContent(
      "A calculadora de planos indicou o plano Avançado para 3.000 interações por mês, 2 usuários e 2 números de WhatsApp: R$ 398 por mês, valor coberto por 2 faltas evitadas no mês.",
    );
    const marked = screen.getAllByRole("row").filter((row) => row.dataset.recommended === "true");
    expect(marked.map((row) => row.textContent)).toEqual(["Avançadoindicado pela calculadora de planosR$ 2992"]);
    // The second bar is that plan at the calculator's monthly total (the plan and the extra WhatsApp number).
    expect(bars()[1]).toEqual({ text: "Plano AvançadoR$ 398", width: "6.6%" });
  });

  it("points to the plan calculator without those values", () => {
    open("?interacoes=abc&usuarios=2&numeros_whatsapp=1");
    expect(screen.getByTestId("no-show-recommendation")).toHaveTextContent(
      "Não sabe qual plano cabe na clínica? Use a calculadora de planos.",
    );
    expect(screen.getByRole("link", { name: "Use a calculadora de planos" })).toHaveAttribute(
      "href",
      "/planos-precos?interacoes=abc&usuarios=2&numeros_whatsapp=1#calculadora",
    );
  });
});
