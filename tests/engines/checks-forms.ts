import { expect } from "vitest";
import { contactPage } from "../../app/content/contact-page";
import { messages } from "../../app/content/lead-contract/fields";
import { contactThankYou } from "../../app/content/thank-you";
import { MIN_FILL_MS } from "../../app/features/lead-form/spam";
import { exportLeads } from "../../server/leads/lead-upkeep.mjs";
import { waitFor, waitForValue, type Engine } from "./engine";
import { clickOn, find, openWithConsent, textOf, waitForHydration } from "./in-page";
import { inboxFile } from "./server";
import { buildLead, typedLead } from "../support/lead-builder";

/** The lead form on /contato and the two calculators, for one engine at one width. */

const field = (name: string) => ({ css: "input", name, contains: true });
const terms = { css: "input[type=checkbox]", name: "Li e aceito", contains: true };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The field's error as a screen reader reads it: its aria-describedby text, and aria-invalid. */
async function fieldError(engine: Engine, target: { css: string; name: string; contains: boolean }) {
  const selector = await find(engine, target);
  return engine.evaluate((css) => {
    const el = document.querySelector(css);
    const ids = el?.getAttribute("aria-describedby")?.split(" ") ?? [];
    const text = ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    return { invalid: el?.getAttribute("aria-invalid") === "true", text: text.replace(/\s+/g, " ").trim() };
  }, selector);
}

export async function leadForm(engine: Engine, width: number) {
  await openWithConsent(engine, "/contato?utm_source=engines");
  // The form takes sends faster than a person fills it for bots (app/features/lead-form/spam.ts).
  await pause(MIN_FILL_MS);
  await clickOn(engine, { css: "button[type=submit]", name: contactPage.submitLabel });
  const expected: Array<[ReturnType<typeof field>, string]> = [
    [field("Nome completo"), messages.nameRequired],
    [field("E-mail"), messages.emailRequired],
    [field("Telefone (WhatsApp)"), messages.phoneRequired],
    [terms, messages.terms],
  ];
  for (const [target, message] of expected) {
    await waitForValue(`error of ${target.name}`, () => fieldError(engine, target), { invalid: true, text: message });
  }
  const typed = typedLead({ email: `engines-${engine.name}-${width}-${Date.now()}@clinica-exemplo.com.br` });
  const { email } = typed;
  await engine.type(await find(engine, field("Nome completo")), typed.name);
  await engine.type(await find(engine, field("E-mail")), email);
  await engine.type(await find(engine, field("Telefone (WhatsApp)")), typed.phone);
  await clickOn(engine, { css: "button[type=submit]", name: contactPage.submitLabel });
  // Only the terms are left wrong.
  await waitForValue("error of the terms", () => fieldError(engine, terms), { invalid: true, text: messages.terms });
  expect(await fieldError(engine, field("Nome completo"))).toEqual({ invalid: false, text: "" });

  await engine.click(await find(engine, terms));
  await pause(MIN_FILL_MS + 200);
  await clickOn(engine, { css: "button[type=submit]", name: contactPage.submitLabel });
  await waitFor("the thank-you page", async () => new URL(await engine.url()).pathname === "/obrigado");
  await waitForValue("the thank-you heading", () => textOf(engine, "h1"), contactThankYou.title);
  const lead = await waitFor("the lead in the inbox", async () => exportLeads(inboxFile).find((l) => l.email === email));
  const { name, phone } = buildLead();
  expect(lead).toMatchObject({ name, email, phone, status: "inbox" });
  expect(lead.tags).toContainEqual({ name: "utm_source", value: "engines" });
}

/** /planos-precos: the calculator answers as the visitor types, and the grid marks the plan. */
export async function planCalculator(engine: Engine) {
  await openWithConsent(engine, "/planos-precos");
  await engine.type(await find(engine, field("Usuários")), "6");
  await waitFor("Profissional recommended", async () =>
    (await textOf(engine, "[data-testid=calculator-result]"))?.includes("Plano recomendado: Profissional"),
  );
  expect(await textOf(engine, "[data-testid=calculator-total]")).toBe("R$ 599/mês");
  expect(await textOf(engine, '[data-testid="plan-card"][data-recommended="true"] h3')).toBe("Profissional");
}

/** /calculadora-de-faltas: typed values answer, land in the URL and come back on reload. */
export async function noShowCalculator(engine: Engine) {
  const path = "/calculadora-de-faltas";
  await openWithConsent(engine, `${path}?utm_source=google`);
  await engine.type(await find(engine, field("Consultas por mês")), "1.200");
  await engine.type(await find(engine, field("Valor médio da consulta")), "180,50");
  await engine.type(await find(engine, field("Taxa de faltas atual")), "12,5");
  const summary = "150 faltas por mês representam R$ 27.075 de receita perdida por mês, ou R$ 324.900 por ano.";
  await waitForValue("the summary", () => textOf(engine, "[data-testid=no-show-summary]"), summary);
  const query = "?utm_source=google&consultas=1200&valor_consulta=180.5&taxa_faltas=12.5";
  await waitForValue("the URL", async () => new URL(await engine.url()).search, query);
  await engine.goto(`${path}${query}`);
  await waitForHydration(engine);
  await waitForValue("the summary after reload", () => textOf(engine, "[data-testid=no-show-summary]"), summary);
  const consultations = await find(engine, field("Consultas por mês"));
  expect(await engine.evaluate((css) => (document.querySelector(css) as HTMLInputElement).value, consultations)).toBe("1200");
}
