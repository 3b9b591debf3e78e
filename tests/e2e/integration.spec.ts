import { installClock } from "./clock";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { fillLeadForm, storedLead } from "./lead-form-kit";
import { buildIntegrationLead, typedLead } from "../support/lead-builder";

/** /integracao: the sales page, its request form into the real inbox, FAQ and JSON-LD. */

test.describe("/integracao", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    await installClock(page);
  });

  test("the hero sums up the example's three calls beside the lead from lg and under the calls on a phone; the form band's details sit under its intro", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/integracao");
    const glance = page.getByTestId("agenda-glance");
    await expect(glance).toBeVisible();
    await expect(glance).toContainText("Exemplo ilustrativo");
    // The three calls, one line each (the example itself opens on the first one's code further down).
    await expect(glance.getByRole("listitem")).toHaveCount(3);
    await expect(glance.getByRole("listitem")).toContainText([
      "GET/agenda/horarios-livres",
      "POST/agenda/agendamentos",
      "PATCH/agenda/agendamentos/ag_1042",
    ]);
    await expect(glance).not.toContainText("profissional=dra-paula");
    await expect(glance.getByRole("link")).toHaveAttribute("href", "#exemplo-agenda");
    const lead = (await page.locator("header p", { hasText: "Leve a secretária virtual" }).boundingBox())!;
    const box = (await glance.boundingBox())!;
    expect(box.x).toBeGreaterThan(lead.x + lead.width);
    expect(box.y + box.height).toBeLessThan(viewports.desktop.height);
    // About half the header's width from lg, not a narrow card beside a wide lead.
    expect(box.width).toBeGreaterThanOrEqual(480);
    // No hole between the form band's intro and "Para começar rápido".
    const intro = (await page.getByText(/^Na primeira conversa, nossa equipe técnica/).boundingBox())!;
    const details = (await page.getByText("Para começar rápido", { exact: false }).boundingBox())!;
    expect(details.y - (intro.y + intro.height)).toBeLessThan(56);
    // Below lg the same figure follows the two calls, compact, so a phone's first screen shows the product too.
    await page.setViewportSize(viewports.phone);
    await expect(glance).toBeVisible();
    const call = (await page.getByRole("link", { name: "Escrever para a equipe" }).first().boundingBox())!;
    const small = (await glance.boundingBox())!;
    expect(small.y).toBeGreaterThan(call.y + call.height);
    expect(small.height).toBeLessThanOrEqual(300);
    // Its top within a 812 px phone screen's first 540 px, above where a first visit's cookie banner starts.
    expect(small.y).toBeLessThanOrEqual(540);
    // The page's one figure as a slim fact under the calls, its condition with it, above the summary.
    const fact = page.getByTestId("integration-setup-fact");
    await expect(fact).toBeVisible();
    await expect(fact).toHaveText("< 48 h para o ambiente de integração ficar pronto, após a análise técnica");
    const factBox = (await fact.boundingBox())!;
    expect(factBox.y).toBeGreaterThan(call.y + call.height);
    expect(small.y).toBeGreaterThan(factBox.y + factBox.height);
    // The four limits of traditional software and the four features: compact open rows stacked in one column on a
    // phone (icon, title, the text at 14 px in view, no card border, no disclosure), all four in the page's width.
    for (const [name, count] of [
      ["Onde o software tradicional não chega", 4],
      ["Recursos da integração", 4],
    ] as const) {
      const region = page.getByRole("region", { name });
      const items = region.getByRole("listitem");
      await expect(items).toHaveCount(count);
      await expect(region.locator("details, summary")).toHaveCount(0);
      const rows = await items.evaluateAll((list) =>
        list.map(
          (li) => ({ ...li.getBoundingClientRect().toJSON(), border: getComputedStyle(li).borderTopWidth }) as DOMRect & { border: string },
        ),
      );
      expect(new Set(rows.map((r) => Math.round(r.left))).size).toBe(1);
      for (const [i, row] of rows.entries()) {
        expect(row.right).toBeLessThanOrEqual(viewports.phone.width);
        expect(row.border).toBe("0px");
        // A title of one or two lines and its text, tight: no row as tall as a card.
        expect(row.height).toBeLessThanOrEqual(190);
        if (i > 0) expect(row.top - rows[i - 1]!.bottom).toBeLessThanOrEqual(16);
      }
      for (const text of await items.locator("p").all()) {
        await expect(text).toBeVisible();
        expect(await text.evaluate((p) => getComputedStyle(p).fontSize)).toBe("14px");
      }
    }
    // The middle no longer folded, the page still well short of the 7,500 px it once was.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(7000);
    // From md the same lists open, two columns, text shown without a tap.
    await page.setViewportSize(viewports.desktop);
    for (const name of ["Onde o software tradicional não chega", "Recursos da integração"]) {
      const items = page.getByRole("region", { name }).getByRole("listitem");
      await expect(items).toHaveCount(4);
      await expect(items.locator("p").first()).toBeVisible();
      const tops = await items.evaluateAll((list) => list.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(tops[0]).toBe(tops[1]);
    }
    await expect(page.getByText(/Deslize/)).toHaveCount(0);
  });

  test("the sales page, then an integration request lands in the inbox and the visitor reaches /obrigado-integracao", async ({
    page,
    baseURL,
  }) => {
    const email = `integracao-${Date.now()}@software-exemplo.com.br`;
    await page.goto("/integracao?utm_source=linkedin&utm_medium=social&utm_campaign=api");
    await waitForHydration(page);
    // The page before the send: six steps, the 48 h promise with its condition wherever it is made, the contacts,
    // and the FAQ's data matching the questions on screen (toggling a FAQ is home.spec.ts's).
    const steps = page.getByRole("region", { name: /seis etapas/ }).getByRole("listitem");
    await expect(steps).toHaveCount(6);
    await expect(steps).toContainText([
      "Análise técnica",
      "Configuração do ambiente",
      "Desenvolvimento",
      "Testes integrados",
      "Liberação gradual",
      "Suporte contínuo",
    ]);
    // The promise in words on the steps' band and in the FAQ (the hero says it as its "< 48 h" fact).
    await expect(page.getByRole("region", { name: /seis etapas/ }).getByText(/menos de 48 horas/)).toBeVisible();
    const promises = await page.getByText(/48 horas/).allTextContents();
    expect(promises.length).toBeGreaterThanOrEqual(2);
    for (const promise of promises) expect(promise).toMatch(/após a análise técnica|depois da análise técnica/);
    const top = async (name: string | RegExp) => (await page.getByRole("heading", { level: 2, name }).boundingBox())!.y;
    // One section says what the integration gives, each thing once: the four features (no separate band of facts
    // that the features repeat); the one figure, "< 48 h" with its condition, is said once, as the hero's fact.
    await expect(page.getByRole("region", { name: "O que a integração entrega aos seus clientes" })).toHaveCount(0);
    const features = page.getByRole("region", { name: "Recursos da integração" });
    await expect(page.getByText("< 48 h", { exact: true })).toHaveCount(1);
    await expect(page.locator("header").getByText("< 48 h", { exact: true }).locator("xpath=..")).toContainText("após a análise técnica");
    await expect(features.getByRole("listitem")).toHaveCount(4);
    await expect(features.getByRole("heading", { level: 3 })).toHaveText([
      "Agenda sincronizada",
      "Atendimento natural no WhatsApp",
      "Confirmações e acompanhamento",
      "API e prompt dinâmico",
    ]);
    // The problem before what the integration does about it.
    expect(await top("Onde o software tradicional não chega")).toBeLessThan(await top("Recursos da integração"));
    // The features, the example right after them, the six steps, and the request last, where the steps lead; the
    // hero's link to the example never jumps past the form. The FAQ after the form.
    const request = await top("Vamos integrar o seu software");
    const example = await top("A integração com a agenda, em um exemplo");
    expect(example).toBeGreaterThan(await top("Recursos da integração"));
    expect(await top(/seis etapas/)).toBeGreaterThan(example);
    expect(request).toBeGreaterThan(await top(/seis etapas/));
    expect(await top(/Perguntas/)).toBeGreaterThan(request);
    // Code is never under 13 px, at either width (the hero's summary was 12 px on phones).
    for (const size of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(size);
      const sizes = await page
        .locator("main code, main pre")
        .evaluateAll((list) => list.map((n) => parseFloat(getComputedStyle(n).fontSize)));
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13);
    }
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toContain("menos de 48 horas após a análise técnica");
    await expect(page.getByRole("link", { name: "suporte@atendra.com.br" })).toHaveAttribute("href", "mailto:suporte@atendra.com.br");
    await expect(page.getByRole("link", { name: "parceiros@atendra.com.br" })).toHaveAttribute("href", "mailto:parceiros@atendra.com.br");

    const nodes = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((list) => list.map((n) => JSON.parse(n.textContent ?? "{}") as Record<string, unknown>));
    const types = nodes.map((n) => n["@type"]);
    expect(types).toEqual(expect.arrayContaining(["SoftwareApplication", "Service", "FAQPage"]));
    const faq = nodes.find((n) => n["@type"] === "FAQPage") as { mainEntity: Array<{ name: string }> };
    const questions = await page.locator("[data-faq-item] summary").allTextContents();
    expect(questions).toHaveLength(5);
    expect(faq.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.trim()));
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Solicitar integração" }) });
    await fillLeadForm(form, { ...typedLead({ email, phone: "912 345 678" }), country: "PT" });
    await form.getByRole("button", { name: "Solicitar integração" }).click();
    await expect(page).toHaveURL(/\/obrigado-integracao\?utm_source=linkedin&utm_medium=social&utm_campaign=api$/);
    await expect(page.getByRole("heading", { level: 1, name: "Recebemos seu pedido de integração" })).toBeVisible();

    const lead = await storedLead(email);
    expect(lead).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      receivedAt: expect.any(String),
      automationId: "integracao-form-automation-id",
      ...buildIntegrationLead({
        email,
        phone: "+351 912345678",
        tags: [
          { name: "form", value: "Solicitar integração" },
          { name: "utm_source", value: "linkedin" },
          { name: "utm_medium", value: "social" },
          { name: "utm_campaign", value: "api" },
          { name: "originUrl", value: `${baseURL}/integracao` },
          { name: "leadUserIndex", value: "" },
        ],
      }),
      status: "inbox",
      attempts: 0,
    });
  });
});
