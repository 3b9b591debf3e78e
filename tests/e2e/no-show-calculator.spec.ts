import type { Locator, Page } from "@playwright/test";
import { noShowPage } from "../../app/content/no-show-calculator";
import { demoCall } from "../../app/content/ui-strings/sales-call";
import { installClock } from "./clock";
import { expect, expectNoAxeViolations, test, viewports, waitForHydration } from "./fixtures";
import { fillLeadForm, storedLead } from "./lead-form-kit";
import { typedLead } from "../support/lead-builder";

/** /calculadora-de-faltas end to end, leads through the real local inbox (playwright.config.ts). */

const path = "/calculadora-de-faltas";

const summary = (page: Page) => page.getByTestId("no-show-summary");
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Replaces a field's text the way a keyboard user does: focus by Tab, select all, type. */
async function typeInto(page: Page, label: string, text: string) {
  await expect(field(page, label)).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

test.describe(path, () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  });

  test("without JavaScript the example's answer is readable, labelled as an example; wide, in two columns beside the fields", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quanto as faltas custam à sua clínica?");
    await expect(field(page, "Consultas por mês")).toHaveValue("300");
    await expect(page.getByTestId("no-show-basis")).toHaveText(
      "Exemplo ilustrativo: 300 consultas por mês, R$ 200 por consulta e 10% de faltas. Troque pelos números da sua clínica.",
    );
    await expect(summary(page)).toHaveText("30 faltas por mês representam R$ 6.000 de receita perdida por mês, ou R$ 72.000 por ano.");
    // The page's task on a 1280x800 first screen: a two-line lead leaves the fields and the example's answer in view
    // (a four-line lead put the first field at y 562).
    const pageTop = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const pageBottom = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(await pageTop(field(page, "Consultas por mês"))).toBeLessThanOrEqual(480);
    expect(await pageBottom(summary(page))).toBeLessThanOrEqual(viewports.desktop.height);
    const rows = page
      .getByRole("table", { name: "Quantas faltas um plano precisa evitar por mês para cobrir o próprio preço" })
      .getByRole("row");
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(1)).toHaveText("BásicoR$ 1991");
    await expect(rows.nth(5)).toHaveText("EnterpriseR$ 1.1996");
    // The picture, drawn by the HTML alone (the page's CSP drops inline styles: the widths are SVG attributes).
    const bars = page.getByTestId("no-show-bars").locator("svg");
    await expect(bars).toHaveCount(2);
    const [loss, plan] = [
      (await bars.nth(0).locator("rect").nth(1).boundingBox())!,
      (await bars.nth(1).locator("rect").nth(1).boundingBox())!,
    ];
    const track = (await bars.nth(0).boundingBox())!;
    expect(loss.width).toBeCloseTo(track.width, 0);
    expect(plan.width / track.width).toBeCloseTo(0.05, 2);
    // At 1280 the plans' table stands beside the answer, so the estimate is about as tall as the fields beside it
    // (one column of it left a blank taller than the fields under them).
    const answer = (await page.getByTestId("no-show-bars").boundingBox())!;
    expect((await page.getByTestId("no-show-break-even").boundingBox())!.x).toBeGreaterThan(answer.x + answer.width);
    const fieldsBox = (await page.locator("form", { has: field(page, "Consultas por mês") }).boundingBox())!;
    const estimate = (await page.getByRole("region", { name: "Estimativa" }).boundingBox())!;
    expect(estimate.height - fieldsBox.height).toBeLessThanOrEqual(240);
    await expect(page.getByRole("heading", { name: "Como a conta é feita" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Faltas por mês = consultas por mês × taxa de faltas.");
    await expect(page.getByRole("main")).toContainText("Os resultados são uma estimativa feita só com os números que você informou.");
    await expect(page.getByRole("main").getByRole("link", { name: demoCall })).toHaveAttribute(
      "href",
      "/contato?source=calculadora-de-faltas",
    );
    await context.close();
  });

  test("on a phone the lead is one sentence and the first field is in the first screen; the full lead from md", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(path);
    await expect(page.getByText(noShowPage.leadShort)).toBeVisible();
    await expect(page.getByText(noShowPage.lead)).toBeHidden();
    const top = await field(page, "Consultas por mês").evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThanOrEqual(560);
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(page.getByText(noShowPage.lead)).toBeVisible();
    await expect(page.getByText(noShowPage.leadShort)).toBeHidden();
  });

  test("on a phone: filled by keyboard, it answers, writes the URL and restores it on reload", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(`${path}?utm_source=google`);
    await waitForHydration(page);
    await field(page, "Consultas por mês").focus();
    await typeInto(page, "Consultas por mês", "1.200");
    await page.keyboard.press("Tab");
    await typeInto(page, "Valor médio da consulta (R$)", "180,50");
    await page.keyboard.press("Tab");
    await typeInto(page, "Taxa de faltas atual (%)", "12,5");
    await expect(summary(page)).toHaveText("150 faltas por mês representam R$ 27.075 de receita perdida por mês, ou R$ 324.900 por ano.");
    await expect(page.getByTestId("no-show-bars")).toContainText("Receita perdida por mês" + "R$ 27.075");
    await expect(page.getByTestId("no-show-per-point")).toHaveText("Custo de cada ponto percentual de faltas: R$ 2.166 por mês");
    await expect(page.getByTestId("no-show-basis")).toHaveText("Estimativa com os números informados");
    await expect(page).toHaveURL(`${path}?utm_source=google&consultas=1200&valor_consulta=180.5&taxa_faltas=12.5`);

    await page.reload();
    await waitForHydration(page);
    await expect(field(page, "Consultas por mês")).toHaveValue("1200");
    await expect(field(page, "Valor médio da consulta (R$)")).toHaveValue("180.5");
    await expect(summary(page)).toHaveText("150 faltas por mês representam R$ 27.075 de receita perdida por mês, ou R$ 324.900 por ano.");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("on a phone the monthly loss stays pinned under the header while the fields scroll, follows what is typed, and is said once", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(path);
    await waitForHydration(page);
    const pinned = page.getByTestId("no-show-pinned");
    await expect(pinned).toHaveText("Receita perdida por mês:R$ 6.000");
    // The last field brought to the top, as a phone does with the keyboard open: the card's top is gone above.
    const rate = field(page, "Taxa de faltas atual (%)");
    await rate.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await rate.focus();
    await typeInto(page, "Taxa de faltas atual (%)", "12,5");
    await expect(pinned).toHaveText("Receita perdida por mês:R$ 7.500");
    const header = (await page.getByRole("banner").boundingBox())!;
    const line = (await pinned.boundingBox())!;
    const input = (await rate.boundingBox())!;
    // Stuck right under the fixed header, and the field scrolled to it still shows below the line.
    expect(Math.abs(line.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(line.y + line.height).toBeLessThanOrEqual(input.y);
    // The result's live region says the change; the pinned copy is not a second voice.
    await expect(pinned).toHaveAttribute("aria-hidden", "true");
    await expect(summary(page)).toHaveAttribute("aria-live", "polite");
    await expect(page.locator("main [aria-live]")).toHaveCount(1);
    // Wide, the result stands beside the fields: no pinned line.
    await page.setViewportSize(viewports.desktop);
    await expect(pinned).toBeHidden();
  });

  test("the call to action (“Agendar demonstração”) carries the values to /contato, and the lead's tags hold them", async ({
    page,
    baseURL,
  }) => {
    await installClock(page);
    await page.goto(`${path}?utm_campaign=faltas`);
    await waitForHydration(page);
    await field(page, "Consultas por mês").fill("450");
    await field(page, "Valor médio da consulta (R$)").fill("150");
    await field(page, "Taxa de faltas atual (%)").fill("8");
    await expect(summary(page)).toHaveText("36 faltas por mês representam R$ 5.400 de receita perdida por mês, ou R$ 64.800 por ano.");
    await page.getByRole("main").getByRole("link", { name: demoCall }).click();
    await expect(page).toHaveURL(/\/contato\?/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fale com um especialista em IA sobre as faltas da sua clínica", {
      useInnerText: true,
    });
    await expect(page.getByRole("heading", { name: "Falar com um especialista sobre as faltas" })).toBeVisible();

    const email = `faltas-${Date.now()}@clinica-exemplo.com.br`;
    await fillLeadForm(page, typedLead({ email }));
    await page.getByRole("button", { name: "Falar com um especialista" }).click();
    await expect(page).toHaveURL(/\/obrigado/);
    const lead = await storedLead(email);
    expect(lead?.tags).toEqual([
      { name: "form", value: "Falar com um especialista sobre as faltas" },
      { name: "utm_campaign", value: "faltas" },
      { name: "consultas", value: "450" },
      { name: "valor_consulta", value: "150" },
      { name: "taxa_faltas", value: "8" },
      { name: "source", value: "calculadora-de-faltas" },
      { name: "originUrl", value: `${baseURL}/contato` },
      { name: "leadUserIndex", value: "" },
    ]);
  });

  test("from the plan calculator: its values come along, the recommended plan's break-even shows; axe-clean with it and with an error, at both widths", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/planos-precos");
    await waitForHydration(page);
    await page.getByLabel("Números de WhatsApp").scrollIntoViewIfNeeded();
    await page.getByLabel("Números de WhatsApp").fill("2");
    await expect(page.getByTestId("calculator-total")).toHaveText("R$ 398/mês");
    await page.getByRole("link", { name: "Faça a conta na calculadora de faltas" }).click();
    await expect(page).toHaveURL(`${path}?interacoes=3000&usuarios=2&numeros_whatsapp=2`);
    await waitForHydration(page);
    await expect(page.getByTestId("no-show-recommendation")).toHaveText(
      "A calculadora de planos indicou o plano Avançado para 3.000 interações por mês, 2 usuários e 2 números de WhatsApp: R$ 398 por mês, valor coberto por 2 faltas evitadas no mês.",
    );
    await expect(page.locator('tr[data-recommended="true"] th')).toHaveText("Avançadoindicado pela calculadora de planos");
    await expectNoAxeViolations(page);
    await field(page, "Consultas por mês").fill("");
    await expect(field(page, "Consultas por mês")).toHaveAccessibleDescription("Informe quantas consultas a clínica marca por mês.");
    for (const viewport of [viewports.desktop, viewports.phone]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${viewport.width} px`).toBeLessThanOrEqual(0);
    }
  });
});
