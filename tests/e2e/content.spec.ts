import type { Page } from "@playwright/test";
import { hubCategories } from "../../app/content/hub";
import { llmComparison } from "../../app/content/llm-comparison";
import { promptTemplates, triageAnswerTypes } from "../../app/content/prompt-templates";
import { expect, test, waitForHydration } from "./fixtures";
import { site } from "./pages";
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
];

async function open(page: Page, path: string) {
  // Consent stored up front: the banner has its own tests and would cover the buttons clicked here.
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("content hub", () => {
  test("the four first pieces are still the collection's, at their addresses", () => {
    expect(pieces.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        "/conteudo/llms-para-saude",
        "/conteudo/prompts-mais-eficientes",
        "/gestao_clinicas_modernas",
        "/ia-veio-para-ajudar-secretarias-medicas",
      ]),
    );
  });

  test("shows the six categories in order", async ({ page }) => {
    await open(page, "/conteudo");
    const headings = page.locator("main section[id] > div h2");
    await expect(headings).toHaveText(hubCategories.map((c) => c.title));
    for (const category of hubCategories) {
      const count = category.links.length + pieces.filter((p) => p.category === category.id).length;
      await expect(page.locator(`section#${category.id} li h3 a`)).toHaveCount(count);
      expect(count).toBeGreaterThanOrEqual(2);
    }
  });

  test("links internally to exactly the collection's pieces, keeping the query string", async ({ page }) => {
    await open(page, "/conteudo?utm_source=teste");
    const hrefs = await page.locator("main section[id] li h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const internal = hrefs.filter((href) => href.startsWith("/"));
    expect(internal.map((href) => href.split("?")[0]).sort()).toEqual(pieces.map((p) => p.path).sort());
    for (const href of internal) expect(href).toContain("utm_source=teste");
    expect(hrefs.filter((href) => !href.startsWith("/")).every((href) => href.startsWith("https://"))).toBe(true);

    await page.getByRole("link", { name: "Gestão de clínicas modernas" }).click();
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

  test("each piece publishes Article data: dates, share image, author team and its reading time", async ({ page }) => {
    for (const piece of pieces) {
      await page.goto(piece.path);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")));
      const article = blocks.find((b) => b["@type"] === "Article");
      expect(article, piece.path).toBeDefined();
      expect(article.url).toBe(`${site.siteUrl}${piece.path}`);
      expect(article.headline).toBe(piece.title);
      expect(article.dateModified >= article.datePublished).toBe(true);
      expect(article.image).toBe(`${site.siteUrl}/og/${piece.path.split("/").at(-1)}.png`);
      expect(article.author).toMatchObject({ "@type": "Organization", name: piece.author });
      const minutes = Number(
        (
          await page
            .locator("main header")
            .getByText(/^\d+ min de leitura$/)
            .textContent()
        )?.split(" ")[0],
      );
      expect(article.timeRequired).toBe(`PT${minutes}M`);
      expect(Math.ceil(article.wordCount / 200)).toBe(minutes);
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList").itemListElement.map((i: { name: string }) => i.name);
      expect(crumbs.slice(0, 2)).toEqual(["Início", "Conteúdo"]);
      expect(crumbs).toHaveLength(3);
      await expect(page).toHaveTitle(`${piece.metaTitle ?? piece.title} | ${site.productName}`);
    }
  });
});

test.describe("links and structure of every content page", () => {
  for (const path of contentPages) {
    test(`${path}: external links say they open in a new tab`, async ({ page }) => {
      await open(page, path);
      const external = page.locator('main a[href^="http"]');
      const count = await external.count();
      expect(count, "external links on the page").toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const link = external.nth(i);
        await expect(link.locator("svg")).toHaveCount(1);
        await expect(link).toContainText("(abre em nova aba)");
      }
    });
  }

  test("the table of contents jumps to its section", async ({ page }) => {
    await open(page, "/gestao_clinicas_modernas");
    const toc = page.getByRole("navigation", { name: "Nesta página" });
    await expect(toc.getByRole("link")).toHaveCount(5);
    await toc.getByRole("link", { name: "Indicadores (KPIs)" }).click();
    await expect(page).toHaveURL(/#indicadores$/);
    await expect(page.locator("#indicadores")).toBeInViewport();
  });
});

test.describe("guide: LLMs for health", () => {
  test("compares the four providers with the right stars", async ({ page }) => {
    await open(page, "/conteudo/llms-para-saude");
    await expect(page.getByText("Atualizado em 24 de agosto de 2025")).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar para Conteúdo" })).toHaveAttribute("href", "/conteudo");

    const cards = page.locator("#comparativo li:has(h3)");
    await expect(cards).toHaveCount(llmComparison.length);
    for (const [i, provider] of llmComparison.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(provider.name);
      await expect(card).toContainText(provider.price);
      const label = `Nota ${provider.rating.toFixed(1).replace(".", ",")} de 5`;
      const stars = card.getByRole("img", { name: label });
      await expect(stars).toBeVisible();
      await expect(stars.locator('svg[data-filled="true"]')).toHaveCount(Math.floor(provider.rating));
      await expect(stars.locator("svg")).toHaveCount(5);
    }
  });

  test("has the warnings, uses, profiles, safety measures and both calls to action", async ({ page }) => {
    await open(page, "/conteudo/llms-para-saude");
    await expect(page.getByRole("heading", { name: "Avisos importantes antes de começar" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Usos recomendados", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Usos não recomendados" })).toBeVisible();
    for (const profile of ["Consultório particular", "Hospital ou clínica", "Estudante ou residente", "Pesquisador"]) {
      await expect(page.getByRole("heading", { name: profile })).toBeVisible();
    }
    await expect(page.locator("#seguranca h3")).toHaveText(["1. Proteção de dados", "2. Verificação", "3. Documentação"]);
    await expect(page.getByRole("link", { name: "Conheça os planos" })).toHaveAttribute(
      "href",
      "/planos-precos?source=Conhe%C3%A7a+os+planos",
    );
    await expect(page.getByRole("link", { name: "Fale com um especialista" })).toHaveAttribute(
      "href",
      "/contato?source=Fale+com+um+especialista",
    );
  });
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

  test("shows a triage example that parses as JSON with the allowed values", async ({ page }) => {
    await open(page, "/conteudo/prompts-mais-eficientes");
    const raw = await page.getByTestId("triage-example").textContent();
    const parsed = JSON.parse(raw ?? "") as Array<Record<string, unknown>>;
    expect(parsed.length).toBeGreaterThan(0);
    expect(parsed.length).toBeLessThanOrEqual(5);
    for (const item of parsed) {
      expect(Object.keys(item).sort()).toEqual(["pergunta", "tipo_resposta"]);
      expect(triageAnswerTypes).toContain(item.tipo_resposta);
    }
  });
});
