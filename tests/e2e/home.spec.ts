import type { Page } from "@playwright/test";
import { claims } from "../../app/content/claims";
import {
  automationFeatures,
  chatPreview,
  exclusiveFeatures,
  homeClosing,
  homeCtas,
  homeFaq,
  homeHero,
  planNote,
  testimonials,
  testimonialsCopy,
} from "../../app/content/home";
import { featureVisuals } from "../../app/content/home-visuals";
import { homeSteps } from "../../app/content/home-steps";
import { homeTrust } from "../../app/content/home-trust";
import { noShowCalculatorLinks } from "../../app/content/no-show-links";
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
  test("hero, sections, calls to action, structured data and the FAQ; the video's text description one link away", async ({ page }) => {
    await page.goto("/?utm_source=teste");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.heading);
    const hero = page.locator("main > section").first();
    // The hero states no held fact (no rating) and says what happens to an urgent message: the AI's first answer
    // carries the clinic's guidance, once, and the conversation's caption says why (not in the selling copy).
    await expect(hero).not.toContainText(/avaliaç|Nota /);
    await expect(hero).not.toContainText("Reembolso garantido");
    const chat = hero.getByRole("figure");
    await expect(chat.getByText(/Em caso de urgência, ligue para o SAMU 192/)).toBeVisible();
    await expect(chat.locator("figcaption")).toHaveText("Conversa ilustrativa. A IA não avalia sintomas.");
    expect((await chat.innerText()).split("SAMU 192")).toHaveLength(2);
    await expect(hero.getByRole("figure")).toContainText(chatPreview.booked);
    // The three steps say no promise: the refund is in the trust row, the setup time with its condition in the FAQ
    // and the closing band.
    const steps = page.locator(`#${homeSteps.id}`);
    await expect(steps.locator("ol > li")).toHaveCount(3);
    await expect(steps).not.toContainText(/72 horas|Garantia/);
    await expect(page.getByRole("region", { name: homeClosing.title })).toContainText(
      "menos de 72 horas após a confirmação do pagamento e o envio das informações da clínica",
    );
    await expect(page.locator("[data-main-cta]")).toHaveCount(1);
    await expect(page.locator("[data-main-cta]")).toHaveText(homeHero.primaryCta.label);
    const login = page
      .locator("main")
      .getByRole("link", { name: /Acesso à Plataforma/ })
      .first();
    await expect(login).toHaveAttribute("href", site.urls.platformLogin);
    await expect(login).toHaveAttribute("target", "_blank");

    // Each call keeps the source label the sales team's reports know (one link each); only what the buttons say may
    // change (the sales calls share one label), so each is found by its source and checked for its label.
    const calls = page.locator('main a[href^="/contato"]');
    const sources = await calls.evaluateAll((links) =>
      links.map((a) => new URL(a.getAttribute("href") ?? "", location.origin).searchParams.get("source")),
    );
    for (const { label, source } of [homeHero.primaryCta, homeCtas.features, homeCtas.automation, homeCtas.results, homeCtas.specialist]) {
      expect(
        sources.filter((s) => s === source),
        source,
      ).toHaveLength(1);
      const link = calls.nth(sources.indexOf(source));
      await expect(link, source).toHaveAccessibleName(label);
      const href = new URL((await link.getAttribute("href")) ?? "", site.siteUrl);
      expect(href.pathname, source).toBe("/contato");
      expect(href.searchParams.get("utm_source"), source).toBe("teste");
    }
    expect(homeHero.primaryCta.source).toBe("Conheça o produto");

    await expect(page.locator("#funcionalidades li")).toHaveCount(9);
    await expect(page.locator("#automacao li")).toHaveCount(6);
    // Automation: a full grid, every tile with its picture; from lg three across, two rows whose pictures line up (no hole, no empty panel;
    // each tile as tall as its words).
    await expect(page.locator("#automacao li [aria-hidden=true]").first()).toBeVisible();
    expect(await page.locator("#automacao li > div[aria-hidden=true]").count()).toBe(6);
    await page.setViewportSize(viewports.desktop);
    const tiles = await Promise.all((await page.locator("#automacao li").all()).map(async (li) => (await li.boundingBox())!));
    expect(new Set(tiles.map((t) => Math.round(t.y))).size).toBe(2);
    expect(new Set(tiles.map((t) => Math.round(t.x))).size).toBe(3);
    const pictures = await page
      .locator("#automacao li > div[aria-hidden=true]")
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(new Set(pictures.slice(0, 3).map(Math.round)).size).toBe(1);
    // Three highlights in fifteen cards (more would dilute the tag): the third, the manager's panel, is the staff's side.
    await expect(page.locator("#funcionalidades, #automacao").getByText("Destaque", { exact: true })).toHaveCount(3);
    // That panel's picture: conversations marked by who answers them (the assistant or the team) beside the day's agenda.
    const panel = page.locator("#funcionalidades li", { hasText: "Painel do gestor" }).locator(":scope > div[aria-hidden=true]");
    await expect(panel.getByText(featureVisuals.panel.by.team, { exact: true })).toBeVisible();
    await expect(panel.getByText(featureVisuals.panel.by.ai, { exact: true })).toHaveCount(2);
    await expect(panel.getByText(featureVisuals.panel.day)).toBeVisible();
    const quotes = page.locator("#depoimentos figure");
    await expect(quotes).toHaveCount(4);
    // Said on every card, on its own line under the speaker's, above its quote, so a card seen alone still says it (claims-wiring.test.tsx: above the cards).
    for (const quote of await quotes.all()) await expect(quote.getByText("Exemplo ilustrativo", { exact: true })).toBeVisible();
    await expect(page.locator("#depoimentos").getByRole("link", { name: "Faça a conta com os números da sua clínica" })).toHaveAttribute(
      "href",
      /^\/calculadora-de-faltas/,
    );
    // Every other percentage on the page would be a claim the specification does not make.
    const percentages = (await page.locator("main").textContent())?.match(/\d+%/g) ?? [];
    expect(new Set(percentages)).toEqual(new Set(["65%", "80%", "25%", "5%"]));

    const nodes = await jsonLd(page);
    const app = nodes.find((n) => n["@type"] === "SoftwareApplication");
    expect(nodes.map((n) => n["@type"])).toContain("Service");
    // The rating is on hold (docs/claims.md): no aggregateRating while claims.rating.published is false.
    if (claims.rating.published) expect(app?.aggregateRating).toMatchObject({ ratingValue: 4.8, bestRating: 5, ratingCount: 127 });
    else expect(app).not.toHaveProperty("aggregateRating");
    // A free offer names no payment method, and the AI's product carries no office hours.
    expect(app?.offers).toMatchObject({ price: 0, priceCurrency: "BRL" });
    expect(app?.offers).not.toHaveProperty("acceptedPaymentMethod");
    expect(app).not.toHaveProperty("hoursAvailable");
    const faq = nodes.find((n) => n["@type"] === "FAQPage") as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity).toHaveLength(4);
    const visible = await page.locator("#perguntas-frequentes [data-faq-item]").evaluateAll((items) =>
      items.map((item) => ({
        question: item.querySelector("summary")?.textContent?.trim() ?? "",
        // Panels may be hidden; their text is still in the page.
        answer: [...item.querySelectorAll("p")].map((p) => p.textContent ?? "").join("\n\n"),
      })),
    );
    expect(visible.map((v) => v.question)).toEqual(homeFaq.map((f) => f.question));
    for (const entry of faq.mainEntity)
      expect(entry.acceptedAnswer.text, entry.name).toBe(visible.find((v) => v.question === entry.name)?.answer);

    // The FAQ: the first answer open, each toggling on its own, by click and by keyboard.
    const items = page.locator("#perguntas-frequentes details");
    const summaries = items.locator(":scope > summary");
    await expect(items).toHaveCount(7);
    for (let i = 0; i < 7; i++) {
      // The question's heading is inside its summary; the browser exposes the open state.
      await expect(summaries.nth(i).locator("h3")).toHaveCount(1);
      await expect(items.nth(i)).toHaveJSProperty("open", i === 0);
    }
    await summaries.nth(1).click();
    await expect(items.nth(1).locator("p").first()).toBeVisible();
    await expect(items.nth(0)).toHaveJSProperty("open", true);
    await summaries.nth(0).click();
    await expect(items.nth(0).locator("p").first()).toBeHidden();
    await expect(items.nth(1)).toHaveJSProperty("open", true);
    await summaries.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveJSProperty("open", true);
    await page.keyboard.press("Space");
    await expect(items.nth(2)).toHaveJSProperty("open", false);

    await page.locator("#demonstracao").getByRole("link", { name: "Descrição do vídeo em texto" }).click();
    await expect(page).toHaveURL(new RegExp(`${demoVideoPath}\\?utm_source=teste#${demoTranscriptId}$`));
    const description = page.locator(`#${demoTranscriptId}`);
    await expect(description).toHaveJSProperty("open", true);
    await expect(description.getByRole("listitem").first()).toBeVisible();
  });

  test("the product first: on a phone's first visit the conversation's first message shows above the cookie banner (a 30 px h1, its two calls one height); the h1 is the largest heading at both widths", async ({
    browser,
  }) => {
    // A first visit (no stored consent: a context of its own, without this file's consent script) on a 375 x 812 phone.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    await phone.goto("/");
    const refuse = phone.getByRole("button", { name: "Recusar" });
    await expect(refuse).toBeVisible();
    const banner = refuse.locator("xpath=ancestor::section[1]");
    const frame = phone.locator("main [data-phone]");
    const [bannerBox, frameBox] = [await banner.boundingBox(), await frame.boundingBox()];
    // Its top shows above the banner, and above a banner of a fifth of the screen (162 px, the phone banner's
    // height limit) the phone's header and the patient's first message do.
    expect(frameBox!.y + 32, "phone frame top, above the banner").toBeLessThanOrEqual(bannerBox!.y);
    expect(frameBox!.y + 96, "phone frame top, above a 162 px banner").toBeLessThanOrEqual(812 - 162);
    await expect(phone.locator("main [data-main-cta]")).toBeInViewport();
    // The patient's first message, whole, and the start of the assistant's reply above the banner; the login, the
    // quieter call, the compact outlined one (44 px, still a full touch target) under the filled one (48 px).
    const firstMessage = frame.getByText(chatPreview.messages[0].text);
    expect(
      (await firstMessage.boundingBox())!.y + (await firstMessage.boundingBox())!.height,
      "first message above the banner",
    ).toBeLessThanOrEqual(bannerBox!.y);
    const reply = frame.getByText(chatPreview.messages[1].text);
    expect((await reply.boundingBox())!.y + 72, "three lines of the reply above the banner").toBeLessThanOrEqual(bannerBox!.y);
    const login = phone.locator("main").getByRole("link", { name: homeHero.loginCta }).first();
    const call = phone.locator("main [data-main-cta]");
    await expect(login).toBeInViewport();
    expect([Math.round((await call.boundingBox())!.height), Math.round((await login.boundingBox())!.height)], "the two calls").toEqual([
      48, 44,
    ]);
    await context.close();

    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await browser.newPage({ viewport });
      await page.goto("/");
      const sizes = await page.evaluate(() => ({
        h1: parseFloat(getComputedStyle(document.querySelector("h1")!).fontSize),
        h2: Math.max(...[...document.querySelectorAll("main h2")].map((h) => parseFloat(getComputedStyle(h).fontSize))),
      }));
      // 30 px on a phone (the long h1 in fewer lines, the product higher), 56 px from sm.
      expect(sizes.h1, `h1 at ${viewport.width}`).toBe(viewport.width < 640 ? 30 : 56);
      expect(sizes.h1, `h1 over every h2 at ${viewport.width}`).toBeGreaterThan(sizes.h2);
      await page.close();
    }
  });

  test("on a phone Recursos shows its three Destaque cards with their pictures and the rest as one-line rows, Automação two columns of three, the testimonials are the one sideways row, no mid-page call but the results one; the calls back from 640 px", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    const features = page.locator("#funcionalidades li");
    const automation = page.locator("#automacao li");
    // The one sideways row is the testimonials' (and nothing on the page is wider than the screen).
    await expect(page.locator("main .swipe-row")).toHaveCount(1);
    await expect(page.locator("#depoimentos .swipe-row")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    // Recursos: nine cards in one column (nothing side by side), each under the one before.
    const rows = await Promise.all((await features.all()).map(async (li) => (await li.boundingBox())!));
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => Math.round(r.x))).size).toBe(1);
    const byTop = [...rows].sort((a, b) => a.y - b.y);
    for (let i = 1; i < 9; i++)
      expect(byTop[i]!.y, `card ${i} under the one before`).toBeGreaterThan(byTop[i - 1]!.y + byTop[i - 1]!.height - 2);
    for (const card of exclusiveFeatures) {
      const row = features.filter({ has: page.getByRole("heading", { name: card.title }) });
      const picture = row.locator("[aria-hidden=true]").first();
      // The full text is read by screen readers on a phone (it shows from 640 px); the eye reads the card's one-line
      // gist under its title (at most 70 characters, 14 px, muted), hidden from screen readers, who hear the full text.
      expect((await row.getByText(card.description).boundingBox())!.width, `${card.title}: for screen readers`).toBeLessThanOrEqual(1);
      const gist = row.getByText(card.short!, { exact: true });
      await expect(gist).toBeVisible();
      await expect(gist).toHaveAttribute("aria-hidden", "true");
      expect(card.short!.length, card.title).toBeLessThanOrEqual(70);
      expect((await gist.boundingBox())!.height, `${card.title}: one line`).toBeLessThanOrEqual(22);
      expect(await gist.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBe(14);
      expect((await gist.boundingBox())!.y, `${card.title}: gist under the title`).toBeGreaterThan(
        (await row.getByRole("heading", { name: card.title }).boundingBox())!.y,
      );
      if (card.highlight) {
        // A Destaque card: its picture (the product, small) over its tag, title and gist, no taller than 340 px.
        await expect(picture).toBeVisible();
        await expect(row.getByText("Destaque", { exact: true })).toBeVisible();
        expect((await row.boundingBox())!.height, card.title).toBeLessThanOrEqual(340);
      } else {
        // Any other: one row, its icon beside its title, gist (and plan note), at most ~four lines high.
        if (card.visual) await expect(row.locator(":scope > div[aria-hidden=true]")).toBeHidden();
        expect((await row.boundingBox())!.height, card.title).toBeLessThanOrEqual(card.plan ? 116 : 92);
        const icon = (await row.locator("svg").filter({ visible: true }).first().boundingBox())!;
        const title = (await row.getByRole("heading", { name: card.title }).boundingBox())!;
        expect(icon.x + icon.width, `${card.title}: icon beside the title`).toBeLessThanOrEqual(title.x);
      }
    }
    // Three pictures on a phone: the Destaque cards' ones.
    await expect(page.locator("#funcionalidades li > div[aria-hidden=true]").filter({ visible: true })).toHaveCount(3);
    // Each card's gist is back under its title: the section grows by about a line per card and the caveat's note
    // (about 1,630 px); the cap keeps the pictures and rows from growing past that.
    expect((await page.locator("#funcionalidades").boundingBox())!.height).toBeLessThanOrEqual(1680);
    // Automação: the six in two columns of three (icon, title, its one-line gist), no picture.
    await expect(automation).toHaveCount(6);
    await expect(page.locator("#automacao li > div[aria-hidden=true]").filter({ visible: true })).toHaveCount(0);
    const autoRows = await Promise.all((await automation.all()).map(async (li) => (await li.boundingBox())!));
    expect(new Set(autoRows.map((r) => Math.round(r.x))).size, "two columns").toBe(2);
    expect(new Set(autoRows.map((r) => Math.round(r.y))).size, "three rows").toBe(3);
    for (let i = 2; i < 6; i++)
      expect(autoRows[i]!.y, `automation tile ${i} under the one above`).toBeGreaterThanOrEqual(
        autoRows[i - 2]!.y + autoRows[i - 2]!.height - 1,
      );
    for (const [i, card] of automationFeatures.entries()) {
      expect(autoRows[i]!.height, card.title).toBeLessThanOrEqual(150);
      await expect(automation.nth(i).locator("svg").filter({ visible: true }).first(), `${card.title}: its icon`).toBeVisible();
      await expect(automation.nth(i).getByRole("heading", { name: card.title })).toBeVisible();
      await expect(automation.nth(i).getByText(card.short!, { exact: true })).toBeVisible();
      expect(
        (await automation.nth(i).getByText(card.description).boundingBox())!.width,
        `${card.title}: for screen readers`,
      ).toBeLessThanOrEqual(1);
    }
    // No content text under 12 px on the home at 375 outside the pictures (hidden from screen readers).
    const small = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
        .filter((el) => !el.closest("[aria-hidden=true], .sr-only") && el.getClientRects().length > 0)
        .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 12)
        .map((el) => el.textContent!.trim()),
    );
    expect(small).toEqual([]);
    // The sticky bar carries the sales call: no full-width copy after Recursos and Automação (the text links stay).
    for (const { source } of [homeCtas.features, homeCtas.automation])
      await expect(page.locator(`main a[href*="source=${encodeURIComponent(source).replace(/%20/g, "+")}"]`)).toBeHidden();
    await expect(page.locator("#funcionalidades").getByRole("link", { name: planNote.link })).toBeVisible();
    await expect(page.locator("#automacao").getByRole("link", { name: "Faça a conta na calculadora de faltas" })).toBeVisible();
    // The examples read as scenes: the caption (mark, clinic's kind, speaker) over the quote, no avatar circle; the
    // cards share the row's height, so no blank opens under a shorter card before the track.
    const cards = await page.locator("#depoimentos figure").evaluateAll((figures) =>
      figures.map((f) => ({
        height: Math.round(f.getBoundingClientRect().height),
        row: Math.round(f.closest("ul")!.getBoundingClientRect().height),
        captionFirst:
          f.querySelector("figcaption")!.getBoundingClientRect().bottom <= f.querySelector("blockquote")!.getBoundingClientRect().top,
        circles: [...f.querySelectorAll("*")].filter(
          (el) => getComputedStyle(el).borderRadius === "9999px" || el.classList.contains("rounded-full"),
        ).length,
      })),
    );
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card.row - card.height, JSON.stringify(cards)).toBeLessThanOrEqual(1);
      expect(card.captionFirst).toBe(true);
      expect(card.circles).toBe(0);
    }
    // The section ends on the visitor's own figures: the calculator is a button, not a link in a sentence.
    const ownFigures = page.locator("#depoimentos").getByRole("link", { name: noShowCalculatorLinks.examples.link });
    expect(await ownFigures.evaluate((a) => [getComputedStyle(a).borderTopWidth, a.getBoundingClientRect().height >= 44])).toEqual([
      "2px",
      true,
    ]);
    // The FAQ's open answer is one short paragraph (at most four lines); the detail is in the third answer.
    await expect(page.locator("#perguntas-frequentes details").first().locator("p")).toHaveCount(1);
    const lead = page.locator("#perguntas-frequentes details").first().locator("p").first();
    expect(await lead.evaluate((p) => p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight))).toBeLessThanOrEqual(
      4.2,
    );

    // From 640 px the two calls are back.
    await page.reload();
    await page.setViewportSize({ width: 640, height: 800 });
    for (const { source } of [homeCtas.features, homeCtas.automation])
      await expect(page.locator(`main a[href*="source=${encodeURIComponent(source).replace(/%20/g, "+")}"]`)).toBeVisible();
  });

  test("from 1024 px the feature sections have no holes: the list beside the pictures in cards 20 px apart ending with them, the automation tiles frameless with their titles level", async ({
    page,
  }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const [pictures, , list] = await page
        .locator("#funcionalidades ul")
        .evaluateAll((uls) => uls.slice(0, 3).map((ul) => [...ul.children].map((li) => li.getBoundingClientRect().toJSON() as DOMRect)));
      // The rows were spread to the pictures' height, ~120 px apart.
      for (let i = 1; i < list!.length; i++) expect(list![i]!.top - list![i - 1]!.bottom, `${width}: row ${i}`).toBeCloseTo(20, 0);
      expect(list!.at(-1)!.bottom, `${width}: the list ends with the pictures`).toBeCloseTo(pictures!.at(-1)!.bottom, 0);
      // The text column stays light beside the pictures: no card's description runs past three lines at 1280.
      if (width === 1280)
        for (const card of exclusiveFeatures.filter((c) => !c.visual)) {
          const text = page.locator("#funcionalidades li").filter({ hasText: card.title }).getByText(card.description);
          expect((await text.boundingBox())!.height, `${card.title}: at most three lines`).toBeLessThanOrEqual(3 * 24);
        }
      // The automation tiles draw no frame (a frame around the shorter words would end far below them), and each
      // row's titles start level, its pictures sharing one height.
      const tiles = await page.locator("#automacao li").evaluateAll((lis) =>
        lis
          .filter((li) => li.getBoundingClientRect().height > 0)
          .map((li) => {
            const style = getComputedStyle(li);
            return {
              framed: style.borderTopWidth !== "0px" || style.backgroundColor !== "rgba(0, 0, 0, 0)",
              top: Math.round(li.getBoundingClientRect().top),
              title: li.querySelector("h3")!.getBoundingClientRect().top,
            };
          }),
      );
      expect(tiles.length, `${width}`).toBe(6);
      for (const tile of tiles) expect(tile.framed, `${width}: a tile draws no frame`).toBe(false);
      for (const tile of tiles) {
        const row = tiles.filter((other) => Math.abs(other.top - tile.top) <= 1);
        expect(row.length, `${width}: three tiles a row`).toBe(3);
        for (const other of row) expect(Math.abs(other.title - tile.title), `${width}: titles level`).toBeLessThanOrEqual(1);
      }
    }
  });

  test("the player's code (and React) loads only as the player nears the viewport; it wakes without a cover, nothing moving, and plays", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
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
    await expect(player).toHaveAttribute("data-status", "idle");
    const video = player.locator("video");
    await expect(video).toHaveAttribute("preload", "metadata");
    await expect(video).toHaveAttribute("poster", "/video/demo-cover.webp");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await expect(player).toHaveAttribute("data-position-restore", /applied|ignored/);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
    await player.locator("[data-part=stage]").click();
    await expect(player).toHaveAttribute("data-status", "playing");
  });
});

test("the trust strip, once, right under the hero and before the steps: true facts, each named by a link reaching where it is written", async ({
  page,
}) => {
  await page.goto("/");
  const rows = page.getByRole("list", { name: homeTrust.label });
  await expect(rows).toHaveCount(1);
  // The proof on file comes before any illustrative example: between the hero and the three steps.
  const [hero, row, steps] = await Promise.all(
    [page.locator("main > section").first(), rows, page.locator(`#${homeSteps.id}`)].map(async (l) => (await l.boundingBox())!),
  );
  expect(row!.y).toBeGreaterThanOrEqual(hero!.y + hero!.height);
  expect(row!.y + row!.height).toBeLessThanOrEqual(steps!.y);
  await expect(rows.first()).toContainText(`Garantia de ${claims.refundDays} dias`);
  await expect(rows.first()).toContainText(site.company.dpoName);
  await expect(rows.first()).toContainText(site.company.cnpj);
  const links = rows.getByRole("link");
  await expect(links).toHaveText(homeTrust.items.map((item) => item.title));
  // On a phone each fact is two lines (its linked name, its detail on one line), the strip under a quarter of a screen.
  await page.setViewportSize(viewports.phone);
  for (const item of await rows.locator("li").all()) expect((await item.boundingBox())!.height).toBeLessThanOrEqual(42);
  expect((await page.getByText(homeTrust.label, { exact: true }).locator("xpath=../..").boundingBox())!.height).toBeLessThanOrEqual(190);
  for (const { to } of homeTrust.items) {
    await page.goto(to);
    await expect(page.locator(`[id="${to.split("#")[1]}"]`)).toBeVisible();
  }
});

test("at 1280 px (from lg) the three steps are cards side by side, each with its picture; on a phone a compact list without them", async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto("/");
  const steps = page.locator(`#${homeSteps.id} ol > li`);
  const boxes = await Promise.all((await steps.all()).map(async (li) => (await li.boundingBox())!));
  expect(boxes).toHaveLength(3);
  // One row of three equal cards, each at least as tall as its picture and text need (not a thin line of text).
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  for (let i = 1; i < 3; i++) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x + boxes[i - 1]!.width);
  for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(300);
  for (const step of await steps.all()) {
    const picture = step.locator(":scope > [aria-hidden=true]").first();
    await expect(picture).toBeVisible();
    expect((await picture.boundingBox())!.height).toBeGreaterThanOrEqual(120);
  }
  await page.setViewportSize(viewports.phone);
  await expect(page.locator(`#${homeSteps.id} ol > li > [aria-hidden=true]`).filter({ visible: true })).toHaveCount(0);
  expect((await steps.first().boundingBox())!.height).toBeLessThanOrEqual(110);
});

test("a feature's caveat (the welcome material's council rules) is one note under the grid, opened by its card's title, the card marked", async ({
  page,
}) => {
  const noted = exclusiveFeatures.filter((c) => c.note);
  expect(noted.map((c) => c.title)).toEqual(["Boas-vindas com imagem, vídeo e áudio"]);
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const grid = page.locator("#funcionalidades ul").last();
    for (const card of noted) {
      // Said once, visible at every width, after the cards and tied to its card by its title and the mark.
      const note = page.locator("#funcionalidades p").filter({ hasText: card.note! });
      await expect(note).toHaveCount(1);
      await expect(note).toBeVisible();
      await expect(note).toContainText(`${card.title}: ${card.note}`);
      expect((await note.boundingBox())!.y, `${viewport.width}: under the grid`).toBeGreaterThan(
        (await grid.boundingBox())!.y + (await grid.boundingBox())!.height - 1,
      );
      const item = page.locator("#funcionalidades li").filter({ has: page.getByRole("heading", { name: card.title }) });
      await expect(item.getByRole("heading").locator("[aria-hidden=true]")).toHaveText("*");
      await expect(item).toBeVisible();
      await expect(item).not.toContainText(card.note!);
    }
  }
});

test("each example names its invented speaker with the 'Exemplo ilustrativo' mark (13 px, its own line under the speaker) above its quote, whose figure is plain text, not set apart", async ({
  page,
}) => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const cards = page.locator("#depoimentos figure");
    await expect(cards).toHaveCount(testimonials.length);
    for (const [i, t] of testimonials.entries()) {
      // The mark stays on every card (one seen alone still says it), quietly: its own line under the speaker's, with
      // no separator, so no line of the caption can start with a dot however the name wraps.
      const mark = cards.nth(i).locator("figcaption").getByText(testimonialsCopy().tag, { exact: true });
      await expect(mark).toBeVisible();
      await expect(cards.nth(i).locator("figcaption p").nth(1)).toHaveText(t.author);
      await expect(cards.nth(i).locator("figcaption p").nth(2)).toHaveText(testimonialsCopy().tag);
      await expect(cards.nth(i).locator("figcaption")).not.toContainText("·");
      const speaker = (await cards.nth(i).locator("figcaption p").nth(1).boundingBox())!;
      expect((await mark.boundingBox())!.y, `${t.author}: the mark under the speaker`).toBeGreaterThanOrEqual(
        speaker.y + speaker.height - 1,
      );
      expect(await mark.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBe(13);
      expect(await mark.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
      const quote = cards.nth(i).locator("blockquote");
      await expect(quote).toHaveText(t.content);
      expect((await mark.boundingBox())!.y + (await mark.boundingBox())!.height, t.author).toBeLessThanOrEqual(
        (await quote.boundingBox())!.y,
      );
      // The figure is the quote's own words at the quote's own weight: an invented number is no measurement.
      await expect(quote).toContainText(t.result);
      await expect(quote.locator("*")).toHaveCount(0);
      expect(await quote.evaluate((el) => Number(getComputedStyle(el).fontWeight)), `${t.author} at ${viewport.width}`).toBeLessThan(500);
    }
  }
});

test("at 1280 x 800 the hero has 48 px over its phone and its columns centred, the same on a first visit, whose banner leaves the one-line caption whole", async ({
  browser,
}) => {
  const heroAt = async (consent: boolean) => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    if (consent) await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const page = await context.newPage();
    await page.goto("/");
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const [hero, phone, text] = [await box("main > section"), await box("main [data-phone]"), await box("main h1 >> xpath=..")];
    await context.close();
    return { hero, phone, text };
  };
  const first = await heroAt(false);
  expect(first.phone.y - first.hero.y, "room over the phone").toBeGreaterThanOrEqual(48);
  // The text column's middle level with the phone's (centred), within a few pixels.
  expect(Math.abs(first.text.y + first.text.height / 2 - (first.phone.y + first.phone.height / 2))).toBeLessThanOrEqual(4);
  const returning = await heroAt(true);
  expect(returning.phone.y, "same hero for a returning visitor").toBe(first.phone.y);

  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  await page.goto("/");
  const caption = page.locator("main [data-phone] figcaption");
  const before = (await caption.boundingBox())!;
  // One line of caption.
  expect(before.height).toBeLessThanOrEqual(24);
  const refuse = page.getByRole("button", { name: "Recusar" });
  await expect(refuse).toBeVisible();
  const banner = refuse.locator("xpath=ancestor::section[1]");
  const after = (await caption.boundingBox())!;
  // Nothing moved when the banner appeared (the room is CSS from the first paint), and the caption is whole above it.
  expect(after.y).toBe(before.y);
  expect(after.y + after.height).toBeLessThanOrEqual((await banner.boundingBox())!.y - 8);
  await context.close();
});
