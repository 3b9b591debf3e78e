import type { Page } from "@playwright/test";
import { demoCall } from "../../app/content/ui-strings/sales-call";
import { expect, expectNoAxeViolations, test, viewports, waitForHydration } from "./fixtures";
import { site } from "./pages";

// The plans' data, the calculator's arithmetic, texts and fields are the unit tests' (app/content/plans-page.test.ts,
// app/features/plans/*.test.ts(x)); the FAQ's toggling is home.spec.ts's, the heading order page-walk.spec.ts's, a
// value typed before the code woke no-dead-taps.spec.ts's. Here, what only the built page in a browser shows.
const expected = [
  { name: "Básico", price: "R$ 199/mês" },
  { name: "Avançado", price: "R$ 299/mês" },
  { name: "Profissional", price: "R$ 599/mês" },
  { name: "Premium", price: "R$ 999/mês" },
  { name: "Enterprise", price: "R$ 1.199/mês" },
];

/** The largest space in a plan card between its last line of content and its sign-up button, in px. */
function largestCardGap(page: Page) {
  return page.getByTestId("plan-card").evaluateAll((cards) =>
    Math.max(
      ...cards.map((card) => {
        const button = card.querySelector('[data-testid="plan-signup"]')!.getBoundingClientRect();
        const bottoms = [...card.querySelectorAll("h3, p, li, summary")]
          .filter((el) => el.checkVisibility() && !el.classList.contains("sr-only"))
          .map((el) => el.getBoundingClientRect().bottom)
          .filter((bottom) => bottom <= button.top);
        return button.top - Math.max(...bottoms);
      }),
    ),
  );
}

/** A first visit: the cookie banner is up when the first screen is judged (it shows after a moment). */
async function firstScreen(page: Page) {
  await page.goto("/planos-precos");
  const banner = page.getByRole("region").filter({ has: page.getByRole("button", { name: "Aceitar Cookies" }) });
  await expect(banner).toBeVisible();
  // Judged in the site's own font: a fallback font's wider text would move the lines, not the layout's promise.
  await page.evaluate(() => document.fonts.ready);
  const price = (await page.getByTestId("plan-price").first().boundingBox())!;
  return { priceBottom: price.y + price.height, bannerTop: (await banner.boundingBox())!.y };
}

/** Every answer open: axe then reads the whole page; the shared header and footer are page-walk.spec.ts's. */
async function expectAxeCleanWithAnswersOpen(page: Page) {
  await page.locator("[data-faq-item]").evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
  await expectNoAxeViolations(page, { exclude: ["body > header", "body > footer"] });
}

test.describe("/planos-precos", () => {
  test("without JavaScript: the five plans, their sign-up links, the FAQ and the calculator's answer for the defaults", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/planos-precos");
    const cards = page.getByTestId("plan-card");
    const links = page.getByTestId("plan-signup");
    await expect(cards).toHaveCount(5);
    for (const [i, plan] of expected.entries()) {
      await expect(cards.nth(i).getByRole("heading", { level: 3 })).toHaveText(plan.name);
      await expect(cards.nth(i).getByTestId("plan-price")).toHaveText(plan.price);
      await expect(links.nth(i)).toHaveAccessibleName(new RegExp(`Começar agora com o plano ${plan.name}`));
      await expect(links.nth(i)).toHaveAttribute("target", "_blank");
      // The main button size, as every other main call on the site.
      expect(Math.round((await links.nth(i).boundingBox())!.height)).toBe(48);
      const url = new URL((await links.nth(i).getAttribute("href")) ?? "");
      expect(`${url.origin}${url.pathname}`).toBe(site.urls.signup);
      expect(url.searchParams.get("plano")).toBe(plan.name);
    }
    await expect(cards.filter({ hasText: "Mais popular" })).toHaveCount(1);
    await expect(cards.nth(1)).toContainText("Mais popular");
    // Each promise under the heading carries its condition.
    await expect(
      page.getByText("Implantação em menos de 72 horas após a confirmação do pagamento e o envio das informações da clínica"),
    ).toBeVisible();
    await expect(page.getByText("Garantia de 30 dias: peça o reembolso em até 30 dias corridos da contratação")).toBeVisible();
    const items = page.locator("[data-faq-item]");
    await expect(items).toHaveCount(7);
    await expect(items.first()).toHaveAttribute("open", "");

    const result = page.getByTestId("calculator-result");
    await expect(page.getByLabel("Interações por mês")).toHaveValue("3000");
    await expect(page.getByLabel("Interações por mês")).toHaveAttribute("inputmode", "numeric");
    await expect(result).toContainText("Para 3.000 interações por mês, 2 usuários e 1 número de WhatsApp");
    await expect(result).toContainText("Plano recomendado: Avançado");
    await expect(page.getByTestId("calculator-total")).toHaveText("R$ 299/mês");
    // Without add-ons the result does not repeat the plan's price under the total.
    await expect(page.getByTestId("calculator-breakdown")).toHaveCount(0);
    const marked = page.locator('[data-testid="plan-card"][data-recommended="true"]');
    await expect(marked.getByRole("heading", { level: 3 })).toHaveText("Avançado");
    await expect(page.getByTestId("plan-recommended").filter({ visible: true })).toHaveCount(1);
    // One badge on the popular card: the calculator's mark, when it falls there, is said to screen readers only.
    await expect(marked.getByTestId("plan-recommended")).toHaveClass(/sr-only/);
    await expect(marked).toContainText("Recomendado para você pela calculadora de planos");
    // What an interaction is, under the hero's line that names it and under the calculator's intro, in a disclosure that
    // opens without JavaScript.
    for (const scope of ["main > header", 'section[aria-labelledby="calculadora"]']) {
      const disclosure = page.locator(`${scope} details`, { hasText: "O que conta como interação?" });
      const definition = disclosure.getByText(/^Uma interação é cada mensagem que a plataforma envia a um paciente/);
      await expect(definition).toBeHidden();
      await disclosure.getByText("O que conta como interação?").click();
      await expect(definition).toBeVisible();
    }
    await expect(page.locator('section[aria-labelledby="calculadora"] details')).toContainText("um especialista ajuda a estimar");
    // The guarantee comes after the cards; the urgency guidance is in the FAQ's answer on setup, and the fine print is
    // one line under the promises, linking to the FAQ's answer on billing.
    const cardsEnd = (await cards.last().boundingBox())!;
    expect((await page.getByText(/^Garantia de 30 dias/).boundingBox())!.y).toBeGreaterThan(cardsEnd.y);
    await expect(page.locator("#faq-planos-q5")).toContainText(/orientação da clínica para urgências \(por exemplo, SAMU 192\)/);
    const fineLine = page.getByRole("link", { name: "Sobre a cobrança" });
    expect((await fineLine.boundingBox())!.y).toBeGreaterThan(cardsEnd.y);
    await expect(fineLine).toHaveAttribute("href", "#faq-planos-q1");
    await expect(page.locator("#faq-planos-q1 summary")).toContainText("Como funciona a cobrança?");
    await context.close();
  });

  test("the calculator answers as the visitor types, explains a value the browser cannot read, and its start link opens a new tab", async ({
    page,
    context,
  }) => {
    await context.route(`${new URL(site.urls.signup).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Cadastro</title>" }),
    );
    await page.setViewportSize(viewports.desktop);
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/planos-precos?utm_source=teste");
    await waitForHydration(page);
    const result = page.getByTestId("calculator-result");
    const marked = page.locator('[data-testid="plan-card"][data-recommended="true"]');
    const users = page.getByLabel("Usuários");
    const interactions = page.getByLabel("Interações por mês");
    await users.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("6");
    await expect(result).toContainText("Plano recomendado: Profissional");
    await expect(marked.getByRole("heading", { level: 3 })).toHaveText("Profissional");

    // The browser cannot read "1e" as a number: the field reports bad input, which only a browser does.
    await interactions.fill("");
    await interactions.pressSequentially("1e");
    const message = "Use apenas números inteiros, sem letras nem vírgulas.";
    await expect(interactions).toHaveAttribute("aria-invalid", "true");
    await expect(interactions).toHaveAccessibleDescription(message);
    await expect(result).toContainText(`Confira o campo “Interações por mês”: use apenas números inteiros`);
    await expect(page.getByTestId("calculator-signup")).toHaveCount(0);
    await expect(marked).toHaveCount(0);
    await expectAxeCleanWithAnswersOpen(page);

    await users.fill("3");
    await interactions.fill("12.000");
    await expect(interactions).not.toHaveAttribute("aria-invalid");
    const link = page.getByTestId("calculator-signup");
    await expect(link).toHaveAccessibleName(/Começar agora com o plano Avançado/);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await popup.waitForLoadState();
    expect(`${new URL(popup.url()).origin}${new URL(popup.url()).pathname}`).toBe(site.urls.signup);
    expect(new URL(popup.url()).searchParams.get("plano")).toBe("Avançado");
    await expect(page).toHaveURL(/\/planos-precos\?utm_source=teste$/);

    // The specialist call to action carries its source and the visitor's query.
    await page.getByRole("main").getByRole("link", { name: demoCall }).click();
    await expect(page).toHaveURL(/\/contato\?/);
    const landed = new URL(page.url());
    expect(landed.searchParams.get("source")).toBe("Fale com um especialista");
    expect(landed.searchParams.get("utm_source")).toBe("teste");
  });

  test("on a phone the recommended plan stays pinned under the header while the calculator's fields scroll, follows what is typed, and is said once", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/planos-precos");
    const pinned = page.getByTestId("calculator-pinned");
    // The last field brought to the top, as a phone does with the keyboard open: the card's top is gone above.
    const numbers = page.getByLabel("Números de WhatsApp");
    await numbers.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await waitForHydration(page);
    await expect(pinned).toHaveText("Plano recomendado:Avançado · R$ 299/mês");
    await numbers.fill("3");
    await expect(pinned).toHaveText("Plano recomendado:Avançado · R$ 497/mês");
    // Whole at 375 px: the label is not cut short.
    expect(await pinned.locator("span").evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const header = (await page.getByRole("banner").boundingBox())!;
    const line = (await pinned.boundingBox())!;
    const input = (await numbers.boundingBox())!;
    // Stuck right under the fixed header, and the field scrolled to it still shows below the line.
    expect(Math.abs(line.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(line.y + line.height).toBeLessThanOrEqual(input.y);
    // The result's live region says the change; the pinned copy is not a second voice.
    await expect(pinned).toHaveAttribute("aria-hidden", "true");
    await expect(page.getByTestId("calculator-result")).toHaveAttribute("aria-live", "polite");
    await expect(page.locator("main [aria-live]")).toHaveCount(1);
    // Wide, the result stands beside the fields: no pinned line.
    await page.setViewportSize(viewports.desktop);
    await expect(pinned).toBeHidden();
  });

  test("a phone's first visit: the first price above the cookie banner, the five cards side by side in a snap row opened on the popular plan, Tab through them and out", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const { priceBottom, bannerTop } = await firstScreen(page);
    expect(priceBottom).toBeLessThanOrEqual(bannerTop);
    const list = page.getByRole("list", { name: "Os cinco planos" });
    await expect(list.locator(":scope > li")).toHaveCount(5);
    const cards = page.getByTestId("plan-card");
    // One row, opened by CSS on the popular card (the second), whole in view: the first peeks in at the left edge,
    // the third at the right; no script ran for it (the chips' code loads at the first swipe only).
    const box = async (i: number) => (await cards.nth(i).boundingBox())!;
    const [first, second, third] = [await box(0), await box(1), await box(2)];
    expect(second.y).toBe(first.y);
    await expect(cards.nth(1)).toContainText("Mais popular");
    expect(second.x).toBeGreaterThanOrEqual(16);
    expect(second.x + second.width).toBeLessThanOrEqual(375 - 16);
    expect(first.x + first.width).toBeGreaterThan(8);
    expect(third.x).toBeLessThan(375 - 8);
    expect(await page.evaluate(() => performance.getEntriesByType("resource").some((r) => r.name.includes("plan-chips")))).toBe(false);
    // One card at a time: each as tall as its content, its button right under its last line (no blank above it).
    expect(await largestCardGap(page)).toBeLessThanOrEqual(24);
    // The keyboard walks the cards: the last plan's button scrolls into view, then its specialist link, and the next
    // Tab leaves the row.
    await page.getByRole("button", { name: "Recusar" }).click();
    const last = page.getByTestId("plan-signup").last();
    await page.getByTestId("plan-signup").first().focus();
    for (let i = 0; i < 12 && !(await last.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Falar com um especialista" })).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    await context.close();
  });

  test("a desktop's first visit: the first price above the cookie banner, four columns and Enterprise across them, no holed card, the table's plan names in view", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    const { priceBottom, bannerTop } = await firstScreen(page);
    expect(priceBottom).toBeLessThanOrEqual(bannerTop);
    const boxes = await page
      .getByTestId("plan-card")
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.slice(0, 4).map((b) => b.y)).size).toBe(1);
    expect(boxes[4]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
    expect(boxes[4]!.width).toBeCloseTo(boxes[3]!.x + boxes[3]!.width - boxes[0]!.x, 0);
    // The short hero and no visible h2 above the row: the first plan's whole list of limits is on the first screen.
    const firstLimits = page.getByTestId("plan-card").first().getByRole("listitem");
    const lastLimit = (await firstLimits.nth((await firstLimits.count()) - 1).boundingBox())!;
    expect(lastLimit.y + lastLimit.height).toBeLessThanOrEqual(viewports.desktop.height);
    // Each card's "what each does" sits at the foot of its features, level across the row, right above the button.
    const disclosures = await page
      .getByTestId("plan-card")
      .locator("summary")
      .evaluateAll((ss) => ss.slice(0, 2).map((s) => Math.round(s.getBoundingClientRect().y)));
    expect(new Set(disclosures).size).toBe(1);
    expect(await largestCardGap(page)).toBeLessThanOrEqual(72);
    await expect(page.getByTestId("plan-card").filter({ has: page.getByText("Mais popular", { exact: true }) })).toHaveCount(1);

    // The comparison's header row sticks under the fixed site header while its rows scroll by.
    const region = page.getByRole("region", { name: "Tabela comparativa dos planos" });
    const header = region.getByRole("columnheader", { name: /Enterprise/ });
    // The table's top 300 px above the screen: its rows are passing under the site header.
    await region.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top + 300));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(64);
    expect((await region.boundingBox())!.y).toBeLessThan(0);
  });

  test("on a phone the comparison is two plans picked by selects, scrolled with the page, its header under the site header, the sales bar off the cards and the table, axe-clean with every answer open", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/planos-precos");
    await waitForHydration(page);
    const bar = page.locator("[data-sticky-bar]");
    // The cards each carry a button: past the header, with a card under the bar's strip, the sales bar stays away.
    await page
      .getByTestId("plan-card")
      .first()
      .evaluate((card) => window.scrollBy(0, card.getBoundingClientRect().top - 100));
    await expect(bar).not.toHaveAttribute("data-shown");
    // The five-column table and its box are for md up; the phone's view has no box and no sideways scroll.
    await expect(page.getByRole("region", { name: "Tabela comparativa dos planos" })).toBeHidden();
    const compare = page.locator("[data-plan-compare]");
    const table = compare.getByRole("table");
    await expect(compare.getByText("Escolha nos menus os dois planos")).toBeVisible();
    const first = compare.getByRole("combobox", { name: "Plano da primeira coluna" });
    const second = compare.getByRole("combobox", { name: "Plano da segunda coluna" });
    // It opens on the most popular plan and the next one up, whose extras show as ✓ beside its "—".
    await expect(first).toHaveValue("1");
    await expect(first.locator("option:checked")).toHaveText("Avançado");
    await expect(second).toHaveValue("2");
    await expect(second.locator("option:checked")).toHaveText("Profissional");
    const price = table.getByRole("row", { name: /^Preço mensal/ }).getByRole("cell");
    await expect(price).toHaveCount(2);
    // Each cell holds all five values; what shows (innerText) is the picked plan's alone.
    const shown = (i: number) => price.nth(i).innerText();
    expect([await shown(0), await shown(1)]).toEqual(["R$ 299/mês", "R$ 599/mês"]);
    const media = table.getByRole("row", { name: /^Galeria de mídias/ }).getByRole("cell");
    expect([await media.nth(0).innerText(), await media.nth(1).innerText()]).toEqual(["Não incluído", "Incluído"]);
    // The feature column is wide enough for its longest names on two lines (14/18 px type), and the picked
    // plans' names are whole in their selects.
    const label = table.getByRole("rowheader", { name: "Instâncias de WhatsApp" });
    expect(await label.evaluate((th) => Math.round((th.getBoundingClientRect().height - 24) / 18))).toBeLessThanOrEqual(2);
    for (const select of [first, second])
      expect(
        await select.evaluate((el: HTMLSelectElement) => {
          const style = getComputedStyle(el);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          context.letterSpacing = style.letterSpacing; // the names are set a little tight to fit at 14 px
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(el.selectedOptions[0]!.text).width <= room;
        }),
      ).toBe(true);
    // The picks work in any order, the values shown by CSS alone.
    await first.selectOption({ label: "Enterprise" });
    await second.selectOption({ label: "Básico" });
    await expect.poll(async () => [await shown(0), await shown(1)]).toEqual(["R$ 1.199/mês", "R$ 199/mês"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewports.phone.width);
    expect(await compare.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
    // 300 px into the table, the header row with the selects sits under the fixed site header.
    await table.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top + 300));
    await expect.poll(async () => (await first.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    expect((await first.boundingBox())!.y).toBeLessThan(64 + 24);
    expect((await table.boundingBox())!.y).toBeLessThan(0);
    // The sales bar keeps off the table, so it never covers the last rows; it comes back below it.
    await expect(bar).not.toHaveAttribute("data-shown");
    await compare.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom + 50));
    await expect(bar).toHaveAttribute("data-shown", "");
    // Back to the top (the bar hidden again, as the page was when this test began) for the axe pass.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).not.toHaveAttribute("data-shown");
    // An add-on's price is the same in every plan: said once, in one cell across both columns.
    const pack = table.getByRole("row", { name: /Pacote de 5\.000 interações extras/ }).getByRole("cell");
    await expect(pack).toHaveCount(1);
    await expect(pack).toHaveAttribute("colspan", "2");
    await expectAxeCleanWithAnswersOpen(page);
  });

  test("on a phone, the cards swiped to Premium, its chip is the current one, filled and shown in its row, and the page did not move", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/planos-precos");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Ir ao cartão de um plano" });
    const premium = nav.getByRole("link", { name: /^Premium/ });
    await expect(nav.locator("[aria-current]")).toHaveCount(0);
    const pageY = await page.evaluate(() => window.scrollY);
    // A swipe: the row alone scrolls, to the Premium card.
    await page
      .getByRole("list", { name: "Os cinco planos" })
      .evaluate((row) => row.scrollTo({ left: document.getElementById("plano-premium-cartao")!.offsetLeft - 16, behavior: "instant" }));
    await expect(premium).toHaveAttribute("aria-current", "true");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
    // Filled in the brand colour, unlike the others.
    const fill = (a: Element) => getComputedStyle(a).backgroundColor;
    // Colours ease between states (the site's motion duration): read them once they have settled.
    const plain = await nav.getByRole("link").first().evaluate(fill);
    await expect.poll(() => premium.evaluate(fill)).not.toBe(plain);
    // The popular chip, drawn current while the row showed its card, is now drawn like the rest.
    await expect.poll(() => nav.getByRole("link", { name: /^Avançado/ }).evaluate(fill)).toBe(plain);
    // Its chip whole in the chip row (which scrolled sideways to show it), and the page where it was.
    const row = nav.getByRole("list");
    await expect
      .poll(async () => {
        const [r, c] = [(await row.boundingBox())!, (await premium.boundingBox())!];
        return c.x >= r.x && c.x + c.width <= r.x + r.width;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageY);
  });

  test("on a phone a chip per plan, name over price, all five whole in one row above the cards (at 360 px too): the popular plan's card and chip shown first, another card in view in one tap, the chips still above it", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/planos-precos");
    const chips = page.getByRole("navigation", { name: "Ir ao cartão de um plano" }).getByRole("link");
    await expect(chips).toHaveCount(5);
    // One row (three wrapped lines pushed the cards down), each chip a comfortable tap, its name over its price.
    const boxes = await chips.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((b) => b.y)).size).toBe(1);
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(40);
    await expect(chips.nth(0)).toHaveAccessibleName("Básico R$ 199");
    const row = page.getByRole("navigation", { name: "Ir ao cartão de um plano" }).getByRole("list");
    // Before the row is swiped, the popular plan's chip is drawn as the current one (its card is the one the row
    // opens on), the others alike; none claims it to a screen reader until the chips follow a swipe.
    const looks = await chips.evaluateAll((all) =>
      all.map((a) => `${getComputedStyle(a).backgroundColor} ${getComputedStyle(a).borderColor}`),
    );
    expect(new Set(looks.filter((_, i) => i !== 1)).size).toBe(1);
    expect(looks[1]).not.toBe(looks[0]);
    await expect(chips.nth(1)).toHaveAccessibleName(/Avançado.*Mais popular/);
    // Every chip whole on the screen, at 375 and at 360 px: the row does not scroll, so nothing is cut or faded (a
    // row opened scrolled, cut at both edges, read as broken). The cards' row still fades where the next card peeks.
    for (const width of [viewports.phone.width, 360]) {
      await page.setViewportSize({ ...viewports.phone, width });
      expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const placed = await chips.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
      expect(placed[0]!.left).toBeGreaterThanOrEqual(16);
      expect(placed[4]!.right).toBeLessThanOrEqual(width - 16);
      // The fades follow the scroll position through a scroll-driven animation, which catches up a frame after the resize.
      await expect.poll(() => row.evaluate((el) => getComputedStyle(el).getPropertyValue("--scroll-fade"))).toBe("0px");
    }
    // Narrower still, the row scrolls: from its start, faded only at the right, where the rest waits.
    await page.setViewportSize({ ...viewports.phone, width: 320 });
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth && el.scrollLeft === 0)).toBe(true);
    await expect
      .poll(() =>
        row.evaluate((el) => [0, 1].map((i) => getComputedStyle(el).getPropertyValue(i ? "--scroll-fade" : "--scroll-fade-start"))),
      )
      .toEqual(["0px", "48px"]);
    await page.setViewportSize(viewports.phone);
    const cardRow = page.getByRole("list", { name: "Os cinco planos" });
    await expect
      .poll(() =>
        cardRow.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            start: style.getPropertyValue("--scroll-fade-start"),
            end: style.getPropertyValue("--scroll-fade"),
            mask: style.maskImage,
          };
        }),
      )
      .toMatchObject({ start: "48px", end: "48px", mask: expect.stringContaining("linear-gradient") });
    // The popular card's price and first lines on the first screen, the card whole across it.
    const card = page.getByTestId("plan-card").filter({ has: page.getByText("Mais popular", { exact: true }) });
    expect((await card.boundingBox())!.y).toBeLessThanOrEqual(450);
    // Its "Mais popular" badge inside the card (standing out of a peeking card it read as a cut "M").
    const popular = (await card.boundingBox())!;
    const badge = (await card.getByText("Mais popular", { exact: true }).boundingBox())!;
    expect(badge.y).toBeGreaterThanOrEqual(popular.y);
    expect(badge.x + badge.width).toBeLessThanOrEqual(popular.x + popular.width);
    // A chip jumps to its card: the next plan, in one tap.
    const next = page.getByTestId("plan-card").nth(2);
    await expect(next).not.toBeInViewport({ ratio: 0.9 });
    await chips.nth(2).click();
    await expect(page).toHaveURL(/#plano-profissional-cartao$/);
    await expect.poll(async () => (await next.boundingBox())!.x).toBeGreaterThanOrEqual(0);
    const box = (await next.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
    expect(box.y).toBeGreaterThanOrEqual(64);
    // The chips stay whole below the site header, above the card: the next plan is one more tap.
    const chipRow = page.getByRole("navigation", { name: "Ir ao cartão de um plano" });
    await expect.poll(async () => (await chipRow.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    expect((await chipRow.boundingBox())!.y + (await chipRow.boundingBox())!.height).toBeLessThanOrEqual(box.y);
  });
});
