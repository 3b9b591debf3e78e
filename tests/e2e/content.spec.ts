import type { Page } from "@playwright/test";
import { hubCategories } from "../../app/content/hub";
import { demoCall } from "../../app/content/ui-strings/sales-call";
import { hubPage } from "../../app/content/hub-page";
import { llmComparison, profileRecommendations, safetyMeasures, usageGuidelines } from "../../app/content/llm-comparison";
import { promptTemplates } from "../../app/content/prompt-templates";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { anchors, headings, htmlBetween, textOf } from "./pages";
import { pieces } from "./pieces";

// The content hub and its pieces (one MDX file per piece).
const contentPages = ["/conteudo", ...pieces.map((p) => p.path)];
/** Pages with nothing to change but links: no React and no island in the browser. */
const staticPages = [
  ...contentPages,
  "/aviso-privacidade",
  "/exclusao-dados",
  "/termos-de-uso",
  "/parceiros",
  "/obrigado",
  "/obrigado-integracao",
  "/sistema-de-design",
];

async function open(page: Page, path: string) {
  // Consent stored up front: the banner has its own tests and would cover the buttons clicked here.
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("content hub", () => {
  test("opens on the newest piece's card in the header, then the site's other pieces as cards with covers; then the six categories in order as useful links, with no jump row", async ({
    request,
  }) => {
    const html = await (await request.get("/conteudo")).text();
    const main = htmlBetween(html, "<main", "</main>");
    // The header leads into the site's own writing: its call is the newest piece's card (drawn once, in the
    // header; the list under it starts with the next piece), with its "Mais recente" eyebrow and reading time.
    const header = htmlBetween(main, "<header", "</header>");
    const newest = [...pieces].sort((a, b) => b.datePublished.localeCompare(a.datePublished))[0]!;
    expect(main.split('data-testid="featured-piece"')).toHaveLength(2);
    const featured = htmlBetween(header, 'data-testid="featured-piece"', "</time>");
    expect(anchors(featured)).toEqual([{ href: newest.path, text: newest.title }]);
    expect(textOf(featured)).toContain(hubPage.own.featured);
    expect(anchors(htmlBetween(main, `id="${hubPage.own.id}"`, "</section>")).map((a) => a.href)).not.toContain(newest.path);
    expect(header).not.toContain(`href="#${hubCategories[0]!.id}"`);
    // The folded rows are the categories' only index: no link jumps to them anywhere in the page.
    for (const category of hubCategories) expect(main).not.toContain(`href="#${category.id}"`);
    expect(main.split('data-testid="piece-card"')).toHaveLength(pieces.length);
    const glyphs: string[] = [];
    for (const card of main.split(/data-testid="(?:featured-piece|piece-card)"/).slice(1)) {
      expect(card.split("</li>")[0]).toMatch(/^[^>]*>\s*<div aria-hidden="true"/);
      glyphs.push(card.match(/<svg[^>]*class="lucide (lucide-[\w-]+)/)?.[1] ?? "");
    }
    // Every cover its own glyph (two pieces of one category included).
    expect(new Set(glyphs).size).toBe(pieces.length);
    expect(glyphs.every(Boolean)).toBe(true);
    const h2 = headings(main, "2");
    expect(h2.filter((h) => h === hubPage.own.title || h === hubPage.links.title)).toEqual([hubPage.own.title, hubPage.links.title]);
    const sections = hubCategories.map((c) => htmlBetween(html, `<section id="${c.id}"`, "</section>"));
    expect(hubCategories.map((c) => html.indexOf(`<section id="${c.id}"`))).toEqual(
      hubCategories.map((c) => html.indexOf(`<section id="${c.id}"`)).sort((a, b) => a - b),
    );
    for (const [i, category] of hubCategories.entries()) {
      expect(headings(sections[i]!, "3")).toEqual([category.title]);
      // Only the external sources: the site's own pieces are the cards above, not listed twice.
      const count = category.links.length;
      expect(sections[i]!.split("<li").length - 1, category.id).toBe(count);
      expect(count).toBeGreaterThanOrEqual(2);
    }
  });

  test("the own pieces' covers show their picture whole, on a phone and at 1280 px: nothing cut at the box's edge, no fade over words", async ({
    page,
  }) => {
    await open(page, "/conteudo");
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      const covers = page.locator('[data-testid="piece-card"] > div[aria-hidden="true"]');
      await expect(covers).toHaveCount(pieces.length - 1);
      const cut = await covers.evaluateAll((boxes) =>
        boxes.flatMap((box) => {
          const frame = box.getBoundingClientRect();
          const words = [...box.querySelectorAll("span, p, li")].filter((el) => el.textContent?.trim());
          const outside = words.filter((el) => {
            const r = el.getBoundingClientRect();
            return r.bottom > frame.bottom + 0.5 || r.top < frame.top - 0.5;
          });
          const faded = [...box.querySelectorAll("*")].some((el) => getComputedStyle(el).maskImage !== "none");
          return outside.length || faded ? [box.parentElement?.textContent?.slice(0, 40)] : [];
        }),
      );
      expect(cut, `${viewport.width} px`).toEqual([]);
    }
  });

  test("at 640 px, with no jump row, a link to a category's fragment opens its folded row, again after the reader closed it", async ({
    page,
  }) => {
    // On a phone and at 1280 px: tests/e2e/hub.spec.ts.
    await page.setViewportSize({ width: 640, height: 800 });
    const target = hubCategories.at(-1)!;
    await open(page, `/conteudo#${target.id}`);
    await expect(
      page.locator(`main a[href^="#${hubCategories[0]!.id}"], main section[aria-labelledby="${hubPage.links.id}"] nav`),
    ).toHaveCount(0);
    const last = page.locator(`section#${target.id} > details`);
    await expect(page.locator(`section#${target.id}`)).toBeInViewport();
    await expect(last).toHaveAttribute("open");
    await last.locator("summary").click();
    await expect(last).not.toHaveAttribute("open");
    await page.evaluate(() => (location.hash = ""));
    await page.evaluate((id) => (location.hash = id), target.id);
    await expect(last).toHaveAttribute("open");
  });

  test("links internally to exactly the collection's pieces, keeping the query string", async ({ page }) => {
    await open(page, "/conteudo?utm_source=teste");
    // The cards hold the spec's internal links, once; the categories' lists only external sources.
    const cards = await page
      .locator('main li h3 a, main [data-testid="featured-piece"] h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(cards.map((href) => href.split("?")[0]).sort()).toEqual(pieces.map((p) => p.path).sort());
    const hrefs = await page
      .locator("main section[id] > details > div > ul > li > a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    for (const href of cards) expect(href).toContain("utm_source=teste");
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href.startsWith("https://"))).toBe(true);

    await page.getByRole("link", { name: "Gestão de clínicas modernas" }).first().click();
    await expect(page).toHaveURL(/\/gestao_clinicas_modernas\?utm_source=teste$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Gestão de clínicas modernas/);
  });
});

test.describe("static pages", () => {
  test("ship no React and no island: their HTML is the whole page", async ({ request }) => {
    for (const path of staticPages) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain("<h1");
      expect(html, path).not.toContain("<astro-island");
      expect(html, path).not.toMatch(/client\.[\w-]+\.js/);
    }
  });
});

test.describe("a guide's table of contents", () => {
  test("the table of contents jumps to its section", async ({ page }) => {
    await open(page, "/gestao_clinicas_modernas");
    const toc = page.getByRole("navigation", { name: "Nesta página" });
    await expect(toc.getByRole("link")).toHaveCount(5);
    await toc.getByRole("link", { name: "Indicadores (KPIs)" }).click();
    await expect(page).toHaveURL(/#indicadores$/);
    await expect(page.locator("#indicadores")).toBeInViewport();
  });
});

test("guide: LLMs for health: its date, the four providers with their stars, the warnings, uses, profiles, safety measures and both calls to action", async ({
  request,
}) => {
  const html = await (await request.get("/conteudo/llms-para-saude")).text();
  expect(textOf(html)).toContain("Atualizado em 24 de agosto de 2025");
  const links = anchors(html);
  // The way back to the hub is the breadcrumb's, not a second link below the hero.
  const crumbs = anchors(htmlBetween(html, 'aria-label="Trilha de navegação"', "</nav>"));
  expect(crumbs).toContainEqual(expect.objectContaining({ href: hubPage.parentCrumb.url, text: hubPage.parentCrumb.name }));
  expect(textOf(html)).not.toContain("Voltar para Conteúdo");
  expect(links).toContainEqual(
    expect.objectContaining({ href: "/planos-precos?source=Conhe%C3%A7a+os+planos", text: "Conheça os planos" }),
  );
  expect(links).toContainEqual(expect.objectContaining({ href: "/contato?source=Fale+com+um+especialista", text: demoCall }));
  // One card per provider, each from its h3 on: name, price, the rating's label and its filled stars.
  const cards = htmlBetween(html, 'id="comparativo"', "</section>").split("<h3").slice(1);
  expect(cards).toHaveLength(llmComparison.length);
  for (const [i, provider] of llmComparison.entries()) {
    const card = cards[i]!;
    expect(textOf(`<h3${card}`)).toContain(`${provider.name} Preço: ${provider.price}`);
    expect(card).toContain(`role="img" aria-label="Nota ${provider.rating.toFixed(1).replace(".", ",")} de 5"`);
    expect(card.match(/data-filled="true"/g) ?? []).toHaveLength(Math.floor(provider.rating));
    expect(card.match(/data-filled=/g)).toHaveLength(5);
  }
  const titles = headings(html);
  for (const title of [
    "Avisos importantes antes de começar",
    ...usageGuidelines.map((g) => g.title),
    ...profileRecommendations.map((p) => p.profile),
  ])
    expect(titles).toContain(title);
  expect(headings(htmlBetween(html, 'id="seguranca"', "</section>"), "3")).toEqual(safetyMeasures.map((m, i) => `${i + 1}. ${m.title}`));
});

test.describe("guide: efficient prompts", () => {
  test("each button copies its template and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, "/conteudo/prompts-mais-eficientes");
    expect(promptTemplates).toHaveLength(5);
    for (const template of promptTemplates) {
      const section = page.locator(`section#${template.id}`);
      await section.getByRole("button", { name: "Copiar modelo" }).click();
      await expect(section.getByRole("button", { name: "Copiado!" })).toBeVisible();
      await expect(section.getByRole("status")).toHaveText("Modelo copiado para a área de transferência.");
      await expect(section.getByRole("status")).toHaveAttribute("aria-live", "polite");
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(template.template);
      await expect(section.getByTestId("prompt-template")).toHaveText(template.template);
    }
  });
});
