import type { Page } from "@playwright/test";
import { claims } from "../../app/content/claims";
import { homeFaq, homeHero } from "../../app/content/home";
import { demoTranscriptId } from "../../app/content/video-demo";
import { demoVideoPath, site } from "../../app/site";
import { expect, test, viewports, waitForHydration } from "./fixtures";

const PLAYER_NAME = `Vídeo de demonstração da ${site.productName}`;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
});

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>));
}

test.describe("home page", () => {
  test("hero: the tagline and two calls to action", async ({ page }) => {
    await page.goto("/?utm_source=teste");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.heading);

    const main = page.locator("[data-main-cta]");
    await expect(main).toHaveCount(1);
    const href = new URL((await main.getAttribute("href")) ?? "", site.siteUrl);
    expect(href.pathname).toBe("/contato");
    expect(href.searchParams.get("source")).toBe("Conheça o produto");
    expect(href.searchParams.get("utm_source")).toBe("teste");

    const login = page
      .locator("main")
      .getByRole("link", { name: /Acesso à Plataforma/ })
      .first();
    await expect(login).toHaveAttribute("href", site.urls.platformLogin);
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("sections: 9 exclusive features, 6 automation cards, 4 testimonials with the published results", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#funcionalidades li")).toHaveCount(9);
    await expect(page.getByRole("heading", { level: 2, name: "Automação inteligente" })).toBeVisible();
    await expect(page.locator("#automacao li")).toHaveCount(6);
    // Two highlights in fifteen cards (more would dilute the tag).
    await expect(page.locator("#funcionalidades, #automacao").getByText("Destaque", { exact: true })).toHaveCount(2);

    const quotes = page.locator("#depoimentos figure");
    await expect(quotes).toHaveCount(4);
    // Said where the figures are: on every card, and above the cards.
    for (const quote of await quotes.all()) await expect(quote.getByText("Exemplo ilustrativo", { exact: true })).toBeVisible();
    await expect(page.locator("#depoimentos").getByText(/^Exemplos ilustrativos:/)).toBeVisible();
    await expect(page.locator("#depoimentos").getByText("Exemplos de uso", { exact: true })).toBeVisible();
    await expect(page.locator("#depoimentos").getByRole("link", { name: "Faça a conta com os números da sua clínica" })).toHaveAttribute(
      "href",
      "/calculadora-de-faltas",
    );
    expect(await page.locator("#depoimentos figcaption").allTextContents()).not.toContainEqual(expect.stringMatching(/\bDra?\./));
    const text = (await quotes.allTextContents()).join(" ");
    expect(text).toContain("65%");
    expect(text).toContain("4 meses");
    expect(text).toContain("80%");
    expect(text).toContain("de 25% para 5%");
    // Every other percentage on the page would be a claim the specification does not make.
    const percentages = (await page.locator("main").textContent())?.match(/\d+%/g) ?? [];
    expect(new Set(percentages)).toEqual(new Set(["65%", "80%", "25%", "5%"]));
  });

  test("calls to action carry the spec's source labels to /contato", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Visible label -> the source label the sales team's reports know; only what the buttons say may change.
    for (const [label, source] of [
      ["Conheça o produto", "Conheça o produto"],
      ["Quero ver esses recursos", "Tenha essas funcionalidades exclusivas"],
      ["Veja todas as funcionalidades em ação", "Domine todas as funcionalidades"],
      ["Veja como funciona na sua clínica", "Conquiste resultados extraordinários"],
      ["Fale com um especialista", "Fale com um especialista"],
    ] as const) {
      const link = page.locator("main").getByRole("link", { name: label, exact: true });
      await expect(link, label).toHaveCount(1);
      const href = new URL((await link.getAttribute("href")) ?? "", site.siteUrl);
      expect(href.pathname, label).toBe("/contato");
      expect(href.searchParams.get("source"), label).toBe(source);
    }
  });

  test("the hero states no held fact: no rating, and setup with its condition", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main > section").first();
    await expect(hero).not.toContainText(/avaliaç|Nota /);
    await expect(hero.getByRole("listitem").first()).toHaveText("Implantação em menos de 72 horas após a confirmação do pagamento");
  });

  test("the hero says, beside the promise of answers at any hour, what happens to an urgent message", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main > section").first();
    await expect(
      hero.getByText(/^A IA não avalia sintomas: a orientação da clínica para urgências \(por exemplo, SAMU 192\)/),
    ).toBeVisible();
    await expect(hero).not.toContainText("Reembolso garantido");
  });

  test("the video section uses the player without a cover and without downloading the video", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const player = page.getByRole("group", { name: PLAYER_NAME });
    await player.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[client="visible"][component-url*="/video-player."]')).not.toHaveAttribute("ssr");
    await expect(player).toHaveAttribute("data-status", "idle");
    const video = player.locator("video");
    await expect(video).toHaveAttribute("preload", "metadata");
    await expect(video).toHaveAttribute("poster", "/video/demo-cover.webp");
    await player.locator("[data-part=stage]").click();
    await expect(player).toHaveAttribute("data-status", "playing");
  });

  test("the player's code (and React) loads only as the player nears the viewport; scrolled to, it plays", async ({ page }) => {
    // The viewport of the budget check (tools/checks/check-budgets.mjs): the player starts below the fold.
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/video-player\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const island = page.locator('astro-island[client="visible"][component-url*="/video-player."]');
    await expect(island).toHaveAttribute("ssr", "");
    expect(scripts.filter((url) => /\/(video-player|client)\.[\w-]+\.js$/.test(url))).toEqual([]);

    const player = page.getByRole("group", { name: PLAYER_NAME });
    await player.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((url) => /\/video-player\.[\w-]+\.js$/.test(url))).toBe(true);
    // Until its code arrives the player is its prerendered picture.
    await expect(island).toHaveAttribute("ssr", "");
    release();
    await expect(island).not.toHaveAttribute("ssr");
    await player.locator("[data-part=stage]").click();
    await expect(player).toHaveAttribute("data-status", "playing");
  });

  test("the video's text description is one link away, and the link opens it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("#demonstracao").getByRole("link", { name: "Descrição do vídeo em texto" }).click();
    await expect(page).toHaveURL(`${demoVideoPath}#${demoTranscriptId}`);
    const description = page.locator(`#${demoTranscriptId}`);
    await expect(description).toHaveJSProperty("open", true);
    await expect(description.getByRole("listitem").first()).toBeVisible();
  });

  test("FAQ: 7 questions, the first open, each toggling on its own", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const items = page.locator("#perguntas-frequentes details");
    await expect(items).toHaveCount(7);
    const summaries = items.locator(":scope > summary");
    for (let i = 0; i < 7; i++) {
      // The question's heading is inside its summary; the browser exposes the open state.
      await expect(summaries.nth(i).locator("h3")).toHaveCount(1);
      await expect(items.nth(i)).toHaveJSProperty("open", i === 0);
    }

    await summaries.nth(1).click();
    await expect(items.nth(1)).toHaveJSProperty("open", true);
    await expect(items.nth(1).locator("p").first()).toBeVisible();
    await expect(items.nth(0)).toHaveJSProperty("open", true);

    await summaries.nth(0).click();
    await expect(items.nth(0)).toHaveJSProperty("open", false);
    await expect(items.nth(0).locator("p").first()).toBeHidden();
    await expect(items.nth(1)).toHaveJSProperty("open", true);

    await summaries.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveJSProperty("open", true);
    await page.keyboard.press("Space");
    await expect(items.nth(2)).toHaveJSProperty("open", false);
  });

  test("structured data: software application (free, no rating on hold), service and 4 FAQ entries identical to the page", async ({
    page,
  }) => {
    await page.goto("/");
    const nodes = await jsonLd(page);
    const types = nodes.map((n) => n["@type"]);
    expect(types).toContain("SoftwareApplication");
    expect(types).toContain("Service");
    const app = nodes.find((n) => n["@type"] === "SoftwareApplication");
    // The rating is on hold (docs/claims.md): no aggregateRating while claims.rating.published is false.
    if (claims.rating.published) expect(app?.aggregateRating).toMatchObject({ ratingValue: 4.8, bestRating: 5, ratingCount: 127 });
    else expect(app).not.toHaveProperty("aggregateRating");
    // A free offer names no payment method, and the AI's product carries no office hours.
    expect(app?.offers).toMatchObject({ price: 0, priceCurrency: "BRL" });
    expect(app?.offers).not.toHaveProperty("acceptedPaymentMethod");
    expect(app).not.toHaveProperty("hoursAvailable");
    const faq = nodes.find((n) => n["@type"] === "FAQPage") as
      { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined;
    expect(faq?.mainEntity).toHaveLength(4);

    const visible = await page.locator("#perguntas-frequentes [data-faq-item]").evaluateAll((items) =>
      items.map((item) => ({
        question: item.querySelector("summary")?.textContent?.trim() ?? "",
        // Panels may be hidden; their text is still in the page.
        answer: [...item.querySelectorAll("p")].map((p) => p.textContent ?? "").join("\n\n"),
      })),
    );
    expect(visible.map((v) => v.question)).toEqual(homeFaq.map((f) => f.question));
    for (const entry of faq?.mainEntity ?? []) {
      const match = visible.find((v) => v.question === entry.name);
      expect(match, entry.name).toBeDefined();
      expect(entry.acceptedAnswer.text).toBe(match?.answer);
    }
  });

  test("nothing moves while the page and the player load", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    await waitForHydration(page);
    // The player wakes as it nears the viewport: nothing may move then either.
    await page.getByRole("group", { name: PLAYER_NAME }).scrollIntoViewIfNeeded();
    const video = page.locator("video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole("group", { name: PLAYER_NAME })).toHaveAttribute("data-position-restore", /applied|ignored/);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.01);
  });
});
