import { alternatives, comparisonCaption, comparisonRows } from "../../app/content/alternatives";
import { hubCategories } from "../../app/content/hub";
import { formatBRL } from "../../app/content/number-format";
import { plans } from "../../app/content/plans";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { anchors, site, textOf } from "./pages";
import { pieces } from "./pieces";

// "Atendra e as alternativas", a guide with a comparison that reads at a glance, on a phone too.
const path = "/conteudo/atendra-e-alternativas";
const title = `${site.productName} e as alternativas`;
const sections = [
  "Cinco formas de atender",
  "Lado a lado",
  "Na prática, elas se combinam",
  `Quando a ${site.productName} não é a melhor escolha`,
  "Dez perguntas para fazer a qualquer fornecedor de atendimento com IA",
  "Como decidir",
];
const lowest = formatBRL(Math.min(...plans.map((p) => p.monthlyPrice)));
const highest = formatBRL(Math.max(...plans.map((p) => p.monthlyPrice)));

// A piece: its title, description, Article data, share image, feed item, sitemap line and the absence of
// any island are hub.spec.ts's, content.spec.ts's and head.spec.ts's, for every piece.
test("the raw HTML has its headings, and the hub lists it under patient care", async ({ request }) => {
  expect(pieces.map((p) => p.path)).toContain(path);
  const html = await (await request.get(path)).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${title}`));
  for (const heading of sections) expect(html).toMatch(new RegExp(`<h2 id="[a-z-]+"[^>]*>${heading}</h2>`));
  const hub = await (await request.get("/conteudo")).text();
  // Its card (the site's own pieces are cards, not repeated in the categories' lists), labelled with the category.
  const cards = hub.split(/data-testid="(?:featured-piece|piece-card)"/).map((c) => c.split("</li>")[0]!);
  const card = cards.find((c) => anchors(c).some((a) => a.href === path && a.text === title));
  expect(card).toBeDefined();
  expect(textOf(card!)).toContain(hubCategories.find((c) => c.id === "atendimento")!.title);
});

test("from 768 px the comparison is the same matrix with each answer's words, about a screen at 1280 px, its column names in view under the site header", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.goto(path);
  await waitForHydration(page);
  const matrix = page.getByRole("region", { name: comparisonCaption });
  const cost = matrix.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Quanto custa" }) });
  const first = matrix.getByRole("listitem").filter({ has: page.getByRole("heading", { name: comparisonRows[0]!.label }) });
  for (const viewport of [{ width: 768, height: 1024 }, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(matrix.getByRole("heading", { level: 4 })).toHaveText(comparisonRows.map((r) => r.label));
    // The short answers are on screen beside their icons, not only read to screen readers.
    await expect(first.locator("h4 + ul").getByText(comparisonRows[0]!.cells.recepcao.answer, { exact: true })).toBeVisible();
    await expect(cost).toContainText(`${alternatives.at(-1)!.name}: ${lowest} a ${highest} por mês`);
    expect(await matrix.evaluate((m) => m.scrollWidth - m.clientWidth), `${viewport.width} px`).toBeLessThanOrEqual(0);
  }
  // A table of the full texts ran ~14 lines a row here: the matrix is scanned in about one screen.
  expect((await matrix.boundingBox())!.height).toBeLessThanOrEqual(viewports.desktop.height);
  const columns = page.locator("[data-matrix-columns]");
  for (const alternative of alternatives) await expect(columns.getByText(alternative.name, { exact: true })).toBeVisible();
  // One switch opens the long texts of every point, each under its point, across the row's whole width.
  const detail = comparisonRows[0]!.cells.atendra.detail;
  const lastDetail = comparisonRows.at(-1)!.cells.atendra.detail;
  await expect(first.getByText(detail)).toBeHidden();
  await expect(matrix.getByText("Ver detalhes")).toHaveCount(0);
  await matrix.getByText("Detalhes", { exact: true }).click();
  await expect(matrix.getByRole("radio", { name: "Detalhes" })).toBeChecked();
  await expect(first.getByText(detail)).toBeVisible();
  await expect(cost.getByText(lastDetail)).toBeVisible();
  expect((await first.locator("[data-point-details]").boundingBox())!.width).toBeGreaterThan(
    (await first.locator("h4 + ul").boundingBox())!.width,
  );
  // The column names stay in view under the fixed site header, not behind it, while the points scroll past.
  await matrix.evaluate((m) => window.scrollTo(0, m.getBoundingClientRect().top + window.scrollY + 300));
  await expect(matrix.getByRole("heading", { level: 4 }).first()).not.toBeInViewport();
  const name = columns.getByText(alternatives.at(-1)!.name, { exact: true });
  await expect(name).toBeInViewport();
  const [top, siteHeaderBottom] = await Promise.all([
    columns.evaluate((c) => c.getBoundingClientRect().top),
    page
      .locator("body > header, header.fixed")
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom),
  ]);
  expect(top).toBeGreaterThanOrEqual(siteHeaderBottom - 1);
});

test("on a phone the comparison is a matrix of about a screen, one switch opening every point's five answers in full", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.phone);
  await page.goto(path);
  await waitForHydration(page);
  const matrix = page.getByRole("region", { name: comparisonCaption });
  // Six stacked cards were ~4,000 px; the matrix is about a screen and a half at most.
  expect((await matrix.boundingBox())!.height).toBeLessThanOrEqual(1100);
  await expect(matrix.getByRole("heading", { level: 4 })).toHaveText(comparisonRows.map((r) => r.label));
  // The row of the price: the answers in words (read by screen readers), the details folded until asked for.
  const cost = matrix.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Quanto custa" }) });
  await expect(cost).toContainText(`${alternatives.at(-1)!.name}: ${lowest} a ${highest} por mês`);
  const detail = comparisonRows.at(-1)!.cells.atendra.detail;
  await expect(cost.getByText(detail)).toBeHidden();
  // One tap on the switch opens every point; with the keyboard the radio group goes back to the summary.
  const summary = matrix.getByRole("radio", { name: "Resumo" });
  await expect(summary).toBeChecked();
  await matrix.getByText("Detalhes", { exact: true }).click();
  await expect(cost.getByText(detail)).toBeVisible();
  for (const alternative of alternatives) await expect(cost.getByText(alternative.name, { exact: true })).toBeVisible();
  await expect(matrix.locator("[data-point-details]:visible")).toHaveCount(comparisonRows.length);
  await matrix.getByRole("radio", { name: "Detalhes" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(summary).toBeChecked();
  await expect(cost.getByText(detail)).toBeHidden();
});

test("without JavaScript the switch still opens every point's details", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
  const page = await context.newPage();
  await page.goto(path);
  const matrix = page.getByRole("region", { name: comparisonCaption });
  const detail = comparisonRows[0]!.cells.atendra.detail;
  await expect(matrix.getByText(detail)).toBeHidden();
  await matrix.getByText("Detalhes", { exact: true }).click();
  await expect(matrix.getByText(detail)).toBeVisible();
  await context.close();
});

test("on a phone the column labels stay readable while a middle point and the price are read, under the header and the contents bar", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.phone);
  await page.goto(path);
  await waitForHydration(page);
  const matrix = page.getByRole("region", { name: comparisonCaption });
  const middle = matrix.getByRole("heading", { level: 4, name: comparisonRows[3]!.label });
  // The middle point near the top of the screen, the first one scrolled away.
  await middle.evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 200));
  await expect(middle).toBeInViewport();
  await expect(matrix.getByRole("heading", { level: 4 }).first()).not.toBeInViewport();
  const bar = page.getByTestId("toc-folded");
  const barBottom = (await bar.boundingBox())!.y + (await bar.boundingBox())!.height;
  const columns = page.locator("[data-matrix-columns]");
  expect((await columns.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom - 1);
  // Each label is on top at its own place (not under the bar), above the point being read.
  for (const alternative of alternatives) {
    const label = columns.getByText(alternative.short, { exact: true }).first();
    await expect(label).toBeVisible();
    expect(
      await label.evaluate((l) => {
        const r = l.getBoundingClientRect();
        return l.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      }),
      alternative.short,
    ).toBe(true);
  }
  expect((await columns.boundingBox())!.y).toBeLessThan((await middle.boundingBox())!.y);
  // The last point too, the price: its cells keep their labels above them until the matrix ends.
  const cost = matrix.getByRole("heading", { level: 4, name: "Quanto custa" });
  await cost.evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 250));
  await expect(matrix.getByRole("heading", { level: 4 }).first()).not.toBeInViewport();
  expect((await columns.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom - 1);
  expect((await columns.boundingBox())!.y + (await columns.boundingBox())!.height).toBeLessThanOrEqual((await cost.boundingBox())!.y);
});

test("on a phone the ten questions fold under their summaries, the first open, each opening with a tap and without JavaScript", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: viewports.phone });
    await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
    const page = await context.newPage();
    await page.goto(path);
    const list = page.locator("#perguntas ~ [data-vendor-questions]");
    const items = list.locator(":scope > li");
    await expect(items).toHaveCount(10);
    await expect(items.locator("details[open]")).toHaveCount(1);
    await expect(items.first().locator("details")).toHaveAttribute("open", "");
    await expect(items.first().getByText("dados de saúde são dados pessoais sensíveis", { exact: false })).toBeVisible();
    const third = items.nth(2);
    const answer = third.getByText("Peça para ver a primeira mensagem que o paciente recebe.", { exact: false });
    await expect(answer).toBeHidden();
    // Folded, the ten questions are scanned in about a screen and a half (the prose ran about three).
    expect((await list.boundingBox())!.height, `JavaScript ${javaScriptEnabled}`).toBeLessThanOrEqual(1300);
    const summary = third.locator("summary");
    await expect(summary).toHaveText("O paciente sabe que está falando com uma IA?");
    expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await summary.click();
    await expect(answer).toBeVisible();
    await context.close();
  }
});

test("its table of contents is the long pages' one: the section in view marked, after a jump too", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.desktop);
  await page.goto(path);
  await waitForHydration(page);
  const toc = page.getByRole("navigation", { name: "Nesta página" });
  await expect(toc.getByRole("link")).toHaveCount(sections.length);
  const marked = toc.locator('a[aria-current="location"]');
  await expect(marked).toHaveText("Cinco formas de atender");
  // A jump from the list straight past three sections: the list follows it.
  await toc.getByRole("link").nth(3).click();
  await expect(page.locator("#quando-nao")).toBeInViewport();
  await expect(marked).toHaveText(sections[3]!);
  await expect(marked).toHaveCount(1);
});

test("on a phone the contents bar stuck under the header names the section being read, its code loaded only once the reader scrolls", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.setViewportSize(viewports.phone);
  // The section-marking code is the one script that knows the bar's label.
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  const spyLoaded = async () => (await Promise.all(scripts)).some((code) => code.includes("data-toc-current"));
  await page.goto(path);
  await waitForHydration(page);
  const folded = page.getByTestId("toc-folded");
  const bar = folded.locator("summary");
  await expect(bar).toHaveText(`Nesta página · ${sections.length} seções`);
  expect(await spyLoaded()).toBe(false);
  // A jump from the bar names its own section, on a short phone too.
  await bar.click();
  await folded.getByRole("link").nth(3).click();
  await expect(page.locator("#quando-nao")).toBeInViewport();
  await expect(bar).toContainText(`4. ${sections[3]}`);
  expect(await spyLoaded()).toBe(true);
  // Still stuck right under the 64 px header.
  expect(Math.round((await folded.boundingBox())!.y)).toBe(64);
});
