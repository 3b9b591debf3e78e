import type { Page } from "@playwright/test";
import { installClock } from "./clock";
import { expect, test, waitForHydration } from "./fixtures";
import { fillLeadForm, storedLead } from "./lead-form-kit";
import { contactBenefits } from "../../app/content/contact-benefits";
import { buildLead, typedLead } from "../support/lead-builder";

/** /contato end to end: the real local inbox (LEAD_INBOX_FILE, set by playwright.config.ts). */

/** `send`: the button's words, the sales verb unless the visitor's call asked for something else. */
async function submitLead(page: Page, email: string, send = "Agendar demonstração") {
  await fillLeadForm(page, typedLead({ email }));
  await page.getByRole("button", { name: send }).click();
}

test.describe("/contato's first screen (a first visit, the cookie banner up)", () => {
  for (const { viewport, isMobile } of [
    { viewport: { width: 1280, height: 800 }, isMobile: false },
    { viewport: { width: 375, height: 812 }, isMobile: true },
  ])
    test(`${viewport.width} px: the form starts on it, the banner covers none of its first field, and the send button, near the top on a phone too, says what happens next`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
      const page = await context.newPage();
      await page.goto("/contato");
      const banner = page.getByRole("region").filter({ has: page.getByRole("button", { name: "Aceitar Cookies" }) });
      await expect(banner).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const bannerTop = (await banner.boundingBox())!.y;
      const name = (await page.getByLabel("Nome completo").boundingBox())!;
      expect(name.y + name.height).toBeLessThanOrEqual(bannerTop);
      if (!isMobile) {
        // Beside the heading: the form's top is level with the breadcrumb's, not under a hero.
        const crumbs = (await page.getByRole("navigation", { name: "Trilha de navegação" }).boundingBox())!;
        const form = (await page.locator("form").boundingBox())!;
        expect(form.x).toBeGreaterThan(crumbs.x + 400);
        expect(form.y).toBeLessThan(crumbs.y + crumbs.height);
        // The country select drawn as on a phone: no browser arrow, the site's chevron, its own "+55 Brasil".
        const country = page.getByRole("combobox", { name: "País" });
        expect(await country.evaluate((s) => getComputedStyle(s).appearance)).toBe("none");
        await expect(country.locator("xpath=..").locator("svg.lucide-chevron-down").filter({ visible: true })).toHaveCount(1);
      }
      const next = page
        .locator("form")
        .getByText(
          /^Um especialista entra em contato pelo WhatsApp ou e-mail informado, de segunda a sexta, das 8h às 18h \(horário de Brasília\), exceto feriados nacionais e do município de Belo Horizonte\.$/,
        );
      const send = (await page.getByRole("button", { name: "Agendar demonstração" }).boundingBox())!;
      expect((await next.boundingBox())!.y).toBeGreaterThan(send.y + send.height);
      if (isMobile) {
        // A phone's form ends near its first screen: the country and the phone share a row, the lead is its last sentence.
        const [country, phone] = [
          (await page.getByLabel("País").boundingBox())!,
          (await page.getByLabel("Telefone (WhatsApp)").boundingBox())!,
        ];
        expect(phone.y).toBe(country.y);
        expect(country.width).toBeLessThan(phone.width);
        // The closed select shows only the calling code, so the phone field has most of the row (decision 850);
        // the select's name and value still name the country.
        expect(phone.width).toBeGreaterThanOrEqual(200);
        const select = page.getByRole("combobox", { name: "País" });
        await expect(select).toHaveValue("BR");
        expect(await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe("+55 Brasil");
        expect(await page.locator("h1 + div").innerText()).toBe("Preencha o formulário e nossa equipe mostra como funciona na sua rotina.");
        // The cookie line is drawn under the button, so the whole button shows above the banner on a first visit.
        expect(send.y + send.height).toBeLessThanOrEqual(bannerTop);
      }
      // Three short numbered steps, the first the one above.
      await expect(page.locator("form ol > li")).toHaveCount(3);
      // The e-mail address is a quiet line right under the form, before anything else in its column (decision 851).
      const formBox = (await page.locator("form").boundingBox())!;
      const mailLine = (await page.getByText("Prefere e-mail? Escreva para").boundingBox())!;
      expect(mailLine.y).toBeGreaterThan(formBox.y + formBox.height);
      expect(mailLine.y).toBeLessThan(formBox.y + formBox.height + 60);
      if (!isMobile) {
        // No empty column beside the benefits: they end within a short step of the form's column, and their
        // conditions run under both columns.
        const list = (await page
          .getByRole("region", { name: /O que a .+ oferece/ })
          .getByRole("list")
          .boundingBox())!;
        const conditions = (await page.locator("#beneficios-titulo-condicoes").boundingBox())!;
        expect(Math.abs(list.y + list.height - (mailLine.y + mailLine.height))).toBeLessThanOrEqual(80);
        expect(conditions.y).toBeGreaterThan(mailLine.y + mailLine.height);
        expect(conditions.width).toBeGreaterThan(formBox.x + formBox.width - list.x - 1);
      }
      await context.close();
    });
});

test("/contato at 375 px: a short phone's error runs the whole row, on one line, and the code shown follows the country", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/contato");
  await waitForHydration(page);
  await page.getByLabel("País").selectOption("PT");
  await expect(page.getByLabel("País")).toHaveValue("PT");
  // The code drawn over the closed select is the chosen country's, the others hidden.
  await expect(page.locator("form [aria-hidden='true']").getByText("+351", { exact: true })).toBeVisible();
  await expect(page.locator("form [aria-hidden='true']").getByText("+55", { exact: true })).toBeHidden();
  await page.getByLabel("Telefone (WhatsApp)").fill("123");
  await page.getByRole("button", { name: "Agendar demonstração" }).click();
  const error = page.getByText("Telefone deve ter pelo menos 8 dígitos.");
  await expect(error).toBeVisible();
  const [box, country] = [(await error.boundingBox())!, (await page.getByLabel("País").boundingBox())!];
  expect(box.height).toBeLessThanOrEqual(24);
  expect(box.x).toBeCloseTo(country.x, 0);
  await context.close();
});

test("/contato: the send button names the action of the call that brought the visitor, from the first paint", async ({ page }) => {
  await page.goto("/contato?source=demonstracao");
  await expect(page.getByRole("button", { name: "Agendar demonstração" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar", exact: true })).toHaveCount(0);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Agendar demonstração" })).toBeVisible();
  // A call that asks for a specialist, not a demo, gets its own words.
  await page.goto("/contato?source=especialista");
  await expect(page.getByRole("button", { name: "Falar com um especialista" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Agendar demonstração" })).toHaveCount(0);
});

test.describe("/contato", () => {
  test.beforeEach(async ({ page }) => {
    // The lead form's minimum fill time is a jump of the page's clock (lead-form-kit.ts).
    await installClock(page);
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  });

  test("a lead lands in the inbox with its UTM tags and the visitor reaches /obrigado", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "LeadUserIndex", value: "7", url: baseURL ?? "" }]);
    const email = `contato-${Date.now()}@clinica-exemplo.com.br`;
    await page.goto("/contato?utm_source=google&utm_medium=cpc&utm_campaign=agenda&empty=&utm_source=bing&source=Fale+com+um+especialista");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fale com um especialista em IA", { useInnerText: true });
    await expect(page.getByRole("heading", { name: "Falar com um especialista" })).toBeVisible();
    await submitLead(page, email, "Falar com um especialista");
    await expect(page).toHaveURL(/\/obrigado\?utm_source=google&utm_medium=cpc&utm_campaign=agenda/);
    await expect(page.getByRole("heading", { level: 1, name: "Recebemos seu contato" })).toBeVisible();

    const lead = await storedLead(email);
    expect(lead).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      receivedAt: expect.any(String),
      automationId: "contato-form-automation-id",
      ...buildLead({
        email,
        tags: [
          { name: "form", value: "Falar com um especialista" },
          { name: "utm_source", value: "google" },
          { name: "utm_medium", value: "cpc" },
          { name: "utm_campaign", value: "agenda" },
          { name: "source", value: "Fale com um especialista" },
          { name: "originUrl", value: `${baseURL}/contato` },
          { name: "leadUserIndex", value: "7" },
        ],
      }),
      status: "inbox",
      attempts: 0,
    });
  });

  test("without a cookie or parameters, through the .html alias: the default variant, five benefits, ContactPage data, terms in a new tab, an empty leadUserIndex", async ({
    page,
    baseURL,
  }) => {
    const email = `padrao-${Date.now()}@clinica-exemplo.com.br`;
    await page.goto("/contato.html");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Automatize a agenda da sua clínica com IA", { useInnerText: true });
    // One promise: the form's heading says the button's words, the default form title (the lead's description) is the label above it.
    const formHeading = page.getByRole("heading", { level: 2, name: "Agende sua demonstração" });
    await expect(formHeading).toBeVisible();
    const form = page.locator("form").filter({ has: formHeading });
    await expect(form.getByText("Conheça o produto", { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(form.getByRole("button", { name: "Agendar demonstração" })).toBeVisible();
    // The benefits' list is the region's first; the conditions' list follows it.
    const benefits = page
      .getByRole("region", { name: /O que a .+ oferece à sua clínica/ })
      .getByRole("list")
      .first()
      .getByRole("listitem");
    await expect(benefits).toHaveCount(5);
    // Each benefit scans: its title and one line of at most 90 characters, nothing more in the row.
    const lines = await benefits.locator("h3 + p").allTextContents();
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(90);
    await expect(benefits.locator("p")).toHaveCount(5);
    // Every benefit's conditions, under one "Condições" label right after the benefits, one a line, at 14 px: a
    // promise without them would read as one with none. Static rows: nothing to open, so no disclosure and no chevron.
    await expect(benefits.locator("svg")).toHaveCount(5);
    await expect(benefits.locator("details, summary")).toHaveCount(0);
    await expect(benefits.getByText("Detalhes", { exact: true })).toHaveCount(0);
    const conditions = page.locator("#beneficios-titulo-condicoes");
    await expect(conditions).toBeVisible();
    expect(
      await conditions.evaluate((p) => [
        p.previousElementSibling?.getAttribute("aria-labelledby"),
        parseFloat(getComputedStyle(p).fontSize),
      ]),
    ).toEqual(["beneficios-titulo", 14]);
    // A panel like the benefits' list it qualifies, not a grey footnote.
    expect(await conditions.evaluate((p) => [getComputedStyle(p).borderTopWidth, getComputedStyle(p).borderTopLeftRadius])).toEqual([
      "1px",
      "16px",
    ]);
    await expect(conditions).toHaveText(/^Condições: /);
    await expect(conditions.locator("li")).toHaveCount(contactBenefits.length);
    for (const { detail } of contactBenefits) await expect(conditions).toContainText(detail);
    await expect(conditions).toContainText("não faz diagnósticos nem prescreve tratamentos");
    await expect(conditions.getByText(/orientação da clínica para urgências/)).toBeVisible();
    // The setup promise carries its condition in the card's own title.
    await expect(benefits.nth(1).getByRole("heading")).toHaveText(
      "Implantação em menos de 72 horas após a confirmação do pagamento e o envio das informações da clínica",
    );
    await expect(benefits.nth(2)).toContainText("30 dias");
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => (JSON.parse(n.textContent ?? "{}") as { "@type": string })["@type"]));
    expect(types).toContain("ContactPage");
    for (const [name, href] of [
      [/Termos de Uso/, "/termos-de-uso"],
      [/Aviso de Privacidade/, "/aviso-privacidade"],
    ] as const) {
      const link = page.locator("form").getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
    }

    await submitLead(page, email);
    await expect(page).toHaveURL(/\/obrigado$/);
    const lead = await storedLead(email);
    expect(lead.tags).toEqual([
      { name: "form", value: "Conheça o produto" },
      { name: "originUrl", value: `${baseURL}/contato` },
      { name: "leadUserIndex", value: "" },
    ]);
  });
});
