import { expect, expectNoAxeViolations, test, viewports, waitForHydration } from "./fixtures";
import { site } from "./pages";

const expected = [
  { name: "Básico", price: "R$ 199/mês" },
  { name: "Avançado", price: "R$ 299/mês" },
  { name: "Profissional", price: "R$ 599/mês" },
  { name: "Premium", price: "R$ 999/mês" },
  { name: "Enterprise", price: "R$ 1.199/mês" },
];

test.describe("/planos-precos", () => {
  test("shows the five plans with their monthly prices, Avançado as the most popular", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/planos-precos");
    const cards = page.getByTestId("plan-card");
    await expect(cards).toHaveCount(5);
    for (const [i, plan] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(plan.name);
      await expect(card.getByTestId("plan-price")).toHaveText(plan.price);
    }
    await expect(page.getByTestId("plan-card").filter({ hasText: "Mais popular" })).toHaveCount(1);
    await expect(cards.nth(1)).toContainText("Mais popular");
    await expect(cards.nth(0)).toContainText("2.000 interações incluídas por mês");
    await expect(cards.nth(0)).toContainText("R$ 0,10 por interação extra");
    await expect(cards.nth(4)).toContainText("Usuários, agendas e listas de contatos ilimitados");
    await expect(page.getByRole("main")).not.toContainText("CRM");
    await expect(cards.nth(4)).toContainText("2 instâncias de WhatsApp");
    await expect(cards.nth(2)).toContainText("Formulários web com UTM");
    await expect(cards.nth(2)).toContainText("registram de qual campanha veio cada contato");
    await expect(cards.nth(4)).toContainText("API dedicada");
    await expect(page.getByRole("main")).toContainText("Pacote de 5.000 interações extras");
    await expect(page.getByRole("main")).toContainText("Instância extra de WhatsApp");
    // Each promise under the heading carries its condition.
    await expect(page.getByText("Implantação em menos de 72 horas após a confirmação do pagamento")).toBeVisible();
    await expect(page.getByText("Garantia de 30 dias: peça o reembolso em até 30 dias corridos da contratação")).toBeVisible();
  });

  test("each start link opens the sign-up page in a new tab with the plan name in the query", async ({ page }) => {
    await page.goto("/planos-precos");
    const links = page.getByTestId("plan-signup");
    await expect(links).toHaveCount(5);
    for (const [i, plan] of expected.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(new RegExp(`Começar agora com o plano ${plan.name}`));
      const href = (await link.getAttribute("href")) ?? "";
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe(site.urls.signup);
      expect(url.searchParams.get("plano")).toBe(plan.name);
    }
    await expect(links.nth(1)).toHaveAttribute("href", `${site.urls.signup}?plano=Avan%C3%A7ado`);
  });

  test("clicking a start link opens a new tab on the sign-up page", async ({ page, context }) => {
    await context.route(`${new URL(site.urls.signup).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Cadastro</title>" }),
    );
    await page.goto("/planos-precos");
    await waitForHydration(page);
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("plan-signup").nth(2).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get("plano")).toBe("Profissional");
    await expect(page).toHaveURL(/\/planos-precos$/);
  });

  test("has seven FAQ items that open and close without scripts being required", async ({ page }) => {
    await page.goto("/planos-precos");
    await waitForHydration(page);
    const items = page.locator("[data-faq-item]");
    await expect(items).toHaveCount(7);
    await expect(items.first()).toHaveAttribute("open", "");
    await expect(items.first()).toContainText("30 dias corridos");
    const payment = items.filter({ hasText: "Quais são as formas de pagamento?" });
    await expect(payment).not.toHaveAttribute("open", "");
    await expect(payment.getByText(/Pix/)).toBeHidden();
    await payment.locator("summary").click();
    await expect(payment.getByText(/Pix/)).toBeVisible();
    await payment.locator("summary").press("Enter");
    await expect(payment.getByText(/Pix/)).toBeHidden();
    const questions = await items.locator("summary").allTextContents();
    expect(questions.map((q) => q.trim())).toEqual([
      "Existe garantia de reembolso?",
      "Como funciona a cobrança?",
      "E se eu usar mais interações do que o meu plano inclui?",
      "Posso mudar de plano depois de contratar?",
      "Quais são as formas de pagamento?",
      "Quanto tempo leva para a IA começar a atender?",
      "Qual é o horário do suporte?",
    ]);
  });

  test("the FAQ JSON-LD matches the visible questions and the plans are offered in BRL", async ({ page }) => {
    await page.goto("/planos-precos");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")));
    const faq = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(7);
    const visible = await page.locator("[data-faq-item] > summary").allTextContents();
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(visible.map((q) => q.trim()));
    const serviceNode = blocks.find((b) => b["@type"] === "Service");
    const offers = serviceNode.hasOfferCatalog.itemListElement as Array<{
      price: number;
      priceCurrency: string;
      acceptedPaymentMethod: string[];
    }>;
    expect(offers.map((o) => o.price)).toEqual([199, 299, 599, 999, 1199]);
    expect(new Set(offers.map((o) => o.priceCurrency))).toEqual(new Set(["BRL"]));
    // The means of payment the FAQ names, spelled as the FAQ spells them.
    for (const offer of offers) {
      expect(offer.acceptedPaymentMethod).toEqual(expect.arrayContaining(["Pix", "Boleto bancário"]));
    }
  });

  test("the specialist call to action goes to /contato with its source and keeps the query", async ({ page }) => {
    await page.goto("/planos-precos?utm_source=teste");
    await waitForHydration(page);
    const cta = page.getByRole("main").getByRole("link", { name: "Fale com um especialista" });
    const href = new URL((await cta.getAttribute("href")) ?? "", "http://x");
    expect(href.pathname).toBe("/contato");
    expect(href.searchParams.get("source")).toBe("Fale com um especialista");
    await cta.click();
    await expect(page).toHaveURL(/\/contato\?/);
    const landed = new URL(page.url());
    expect(landed.searchParams.get("source")).toBe("Fale com um especialista");
    expect(landed.searchParams.get("utm_source")).toBe("teste");
  });

  test("on a phone the comparison table scrolls inside its box with the first column fixed", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/planos-precos");
    await waitForHydration(page);
    await expect(page.getByText("Deslize a tabela para o lado")).toBeVisible();
    const region = page.getByRole("region", { name: "Tabela comparativa dos planos" });
    await expect(region).toHaveAttribute("tabindex", "0");
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    const enterprise = region.getByRole("columnheader", { name: /Enterprise/ });
    const rowHeader = region.getByRole("rowheader", { name: "Preço mensal" });
    const box = (await region.boundingBox())!;
    const rightEdge = async () => {
      const b = (await enterprise.boundingBox())!;
      return b.x + b.width;
    };
    expect(await rightEdge()).toBeGreaterThan(box.x + box.width);
    const before = await rowHeader.boundingBox();
    await region.evaluate((el) => el.scrollBy({ left: el.scrollWidth }));
    await expect.poll(rightEdge).toBeLessThanOrEqual(box.x + box.width);
    const after = await rowHeader.boundingBox();
    expect(after?.x).toBe(before?.x);
    // An add-on's price is the same in every plan: said once, in one cell across the plans' columns.
    const pack = region.getByRole("row", { name: /Pacote de 5\.000 interações extras/ }).getByRole("cell");
    await expect(pack).toHaveCount(1);
    await expect(pack).toHaveAttribute("colspan", "5");
    await expect(pack).toHaveText("R$ 199 por pacote, pago uma vez, válido por 30 dias a partir da compra, em qualquer plano");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the calculator's answer for the defaults is in the page without JavaScript, its card marked", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/planos-precos");
    const calculator = page.getByRole("region", { name: "Qual plano cabe na sua clínica?" });
    await expect(calculator.getByLabel("Interações por mês")).toHaveValue("3000");
    await expect(calculator.getByLabel("Usuários")).toHaveValue("2");
    await expect(calculator.getByLabel("Números de WhatsApp")).toHaveValue("1");
    await expect(calculator.getByLabel("Interações por mês")).toHaveAttribute("inputmode", "numeric");
    const result = page.getByTestId("calculator-result");
    await expect(result).toHaveAttribute("aria-live", "polite");
    await expect(result).toContainText("Para 3.000 interações por mês, 2 usuários e 1 número de WhatsApp");
    await expect(result).toContainText("Plano recomendado: Avançado");
    await expect(page.getByTestId("calculator-total")).toHaveText("R$ 299/mês");
    await expect(page.getByTestId("calculator-breakdown")).toHaveText("Plano Avançado: R$ 299, sem adicionais");
    await expect(page.getByTestId("calculator-signup")).toHaveAttribute("href", `${site.urls.signup}?plano=Avan%C3%A7ado`);
    const marked = page.locator('[data-testid="plan-card"][data-recommended="true"]');
    await expect(marked).toHaveCount(1);
    await expect(marked.getByRole("heading", { level: 3 })).toHaveText("Avançado");
    await expect(marked).toContainText("Mais popular");
    await expect(marked.getByTestId("plan-recommended")).toHaveText("Recomendado para você pela calculadora de planos");
    await expect(page.getByTestId("plan-recommended")).toHaveCount(5);
    await expect(page.getByTestId("plan-recommended").filter({ visible: true })).toHaveCount(1);
    // The first FAQ answer is open in the HTML.
    await expect(page.locator("[data-faq-item]").getByText("30 dias corridos").first()).toBeVisible();
    await context.close();
  });

  test("the calculator answers as the visitor types, and the grid follows", async ({ page }) => {
    await page.goto("/planos-precos");
    await waitForHydration(page);
    const result = page.getByTestId("calculator-result");
    const marked = page.locator('[data-testid="plan-card"][data-recommended="true"]');
    const users = page.getByLabel("Usuários");
    await users.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("6");
    await expect(result).toContainText("Plano recomendado: Profissional");
    await expect(page.getByTestId("calculator-total")).toHaveText("R$ 599/mês");
    await expect(marked.getByRole("heading", { level: 3 })).toHaveText("Profissional");
    await expect(page.getByTestId("calculator-signup")).toHaveAttribute("href", `${site.urls.signup}?plano=Profissional`);

    // A smaller plan with a pack beats a larger one: Básico 199 + 199 + 500 × 0,10 = 448 against Avançado 498.
    await users.fill("1");
    await page.getByLabel("Interações por mês").fill("7500");
    await page.getByLabel("Números de WhatsApp").fill("1");
    await expect(result).toContainText("Plano recomendado: Básico");
    await expect(page.getByTestId("calculator-total")).toHaveText("R$ 448/mês");
    await expect(page.getByTestId("calculator-breakdown")).toHaveText(
      "Plano Básico: R$ 199 + 1 pacote de 5.000 interações: R$ 199 + 500 interações extras a R$ 0,10: R$ 50",
    );
    await expect(marked.getByRole("heading", { level: 3 })).toHaveText("Básico");
  });

  test("the calculator explains invalid values in Portuguese and keeps working", async ({ page }) => {
    await page.goto("/planos-precos");
    await waitForHydration(page);
    const interactions = page.getByLabel("Interações por mês");
    const result = page.getByTestId("calculator-result");
    const cases = [
      { type: "", message: "Informe quantas interações a clínica tem por mês." },
      { type: "-5", message: "O número não pode ser negativo." },
      { type: "1000001", message: "O máximo é 1.000.000. Para volumes maiores, fale com um especialista." },
      // The browser cannot read "1e" as a number: the field reports bad input.
      { type: "1e", message: "Use apenas números inteiros, sem letras nem vírgulas." },
    ];
    for (const { type, message } of cases) {
      await interactions.fill("");
      if (type) await interactions.pressSequentially(type);
      await expect(interactions, type).toHaveAttribute("aria-invalid", "true");
      await expect(interactions, type).toHaveAccessibleDescription(message);
      // After the colon the sentence goes on in lower case.
      await expect(result, type).toContainText(
        `Confira o campo “Interações por mês”: ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
      );
      await expect(page.getByTestId("calculator-signup")).toHaveCount(0);
      await expect(page.locator('[data-testid="plan-card"][data-recommended="true"]')).toHaveCount(0);
    }
    await expectNoAxeViolations(page, { exclude: ["body > header", "body > footer"] });
    await interactions.fill("3.000");
    await expect(interactions).not.toHaveAttribute("aria-invalid");
    await expect(result).toContainText("Plano recomendado: Avançado");
  });

  test("what was typed before the page booted is taken over", async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/planos-precos", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Usuários").fill("6");
    release();
    await waitForHydration(page);
    await expect(page.getByTestId("calculator-result")).toContainText("Plano recomendado: Profissional");
  });

  test("the calculator's start link opens the recommended plan's sign-up in a new tab", async ({ page, context }) => {
    await context.route(`${new URL(site.urls.signup).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Cadastro</title>" }),
    );
    await page.goto("/planos-precos");
    await waitForHydration(page);
    await page.getByLabel("Usuários").fill("3");
    await page.getByLabel("Interações por mês").fill("12000");
    const link = page.getByTestId("calculator-signup");
    await expect(link).toHaveAccessibleName(/Começar agora com o plano Avançado/);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await popup.waitForLoadState();
    expect(`${new URL(popup.url()).origin}${new URL(popup.url()).pathname}`).toBe(site.urls.signup);
    expect(new URL(popup.url()).searchParams.get("plano")).toBe("Avançado");
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has one h1, no skipped heading level and no axe violations at ${name} size, all answers open`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
      await page.goto("/planos-precos");
      await waitForHydration(page);
      await page.locator("[data-faq-item]").evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
      const levels = await page.locator("main :is(h1,h2,h3,h4,h5,h6)").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels.filter((l) => l === 1)).toHaveLength(1);
      levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `heading ${i}`).toBeLessThanOrEqual(1));
      // The shared header and footer are checked on every page by page-walk.spec.ts.
      await expectNoAxeViolations(page, { exclude: ["body > header", "body > footer"] });
    });
  }
});
