import type { Page } from "@playwright/test";
import { hubCategories } from "../../app/content/hub";
import { hubPage } from "../../app/content/hub-page";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { anchors, htmlBetween, jsonLd, site, textOf } from "./pages";
import { pieces } from "./pieces";

// Reading time, author, related and share links, RSS feed, share images, web vitals.
const slug = (path: string) => path.split("/").at(-1)!;

async function open(page: Page, path: string, consent: string | null = "accepted") {
  if (consent) await page.addInitScript((value) => window.localStorage.setItem("cookie-consent", value), consent);
  await page.goto(path);
  await waitForHydration(page);
}

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("every guide and article: Article data, reading time, author, related pieces, share links and its own 1200x630 share image", async ({
  request,
}) => {
  for (const piece of pieces) {
    const html = await (await request.get(piece.path)).text();
    const canonical = `${site.siteUrl}${piece.path}`;
    expect(textOf(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""), piece.path).toBe(
      `${piece.metaTitle ?? piece.title} | ${site.productName}`,
    );
    const blocks = jsonLd(html);
    const article = blocks.find((b) => b["@type"] === "Article");
    expect(article, piece.path).toMatchObject({
      url: canonical,
      headline: piece.title,
      image: `${site.siteUrl}/og/${slug(piece.path)}.png`,
      author: { "@type": "Organization", name: piece.author },
      inLanguage: "pt-BR",
    });
    expect(article!.dateModified >= article!.datePublished).toBe(true);
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList")!.itemListElement.map((i: { name: string }) => i.name);
    expect(crumbs).toEqual(["Início", "Conteúdo", expect.any(String)]);

    const header = textOf(htmlBetween(html, "<article", "</header>"));
    const minutes = Number(header.match(/ (\d+) min de leitura $/)?.[1]);
    expect(article!.timeRequired).toBe(`PT${minutes}M`);
    expect(Math.ceil(article!.wordCount / 200)).toBe(minutes);
    expect(header).toContain(`Por ${piece.author} Publicado em `);

    const related = htmlBetween(html, 'aria-labelledby="leia-tambem-titulo"', "</section>");
    const hrefs = [...related.matchAll(/<h3[^>]*>\s*<a href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(hrefs.length).toBeLessThanOrEqual(3);
    for (const href of hrefs) expect(pieces.filter((p) => p.path !== piece.path).map((p) => p.path)).toContain(href);
    expect(textOf(related).match(/min de leitura/g)).toHaveLength(hrefs.length);

    const share = htmlBetween(html, 'aria-labelledby="compartilhar-titulo"', "</section>");
    const link = (name: string) => anchors(share).find((a) => a.text.startsWith(name))!;
    expect(link("Compartilhar no WhatsApp").target).toBe("_blank");
    expect(new URL(link("Compartilhar no WhatsApp").href).searchParams.get("text")).toBe(`${piece.title} ${canonical}`);
    expect(new URL(link("Compartilhar no LinkedIn").href).searchParams.get("url")).toBe(canonical);
    expect(decodeURIComponent(link("Enviar por E-mail").href)).toContain(canonical);
    expect(textOf(share)).toContain(`Endereço desta página: ${canonical}`);

    const image = `${site.siteUrl}/og/${slug(piece.path)}.png`;
    expect(html).toContain(`<meta property="og:image" content="${image}">`);
    expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
    const response = await request.get(`/og/${slug(piece.path)}.png`);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  }
});

test.describe("the share box", () => {
  test("the copy-link button copies the canonical address, by keyboard too", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, "/ia-veio-para-ajudar-secretarias-medicas?utm_source=teste");
    const share = page.getByRole("region", { name: "Compartilhe" });
    await share.getByRole("button", { name: "Copiar link" }).focus();
    await page.keyboard.press("Enter");
    await expect(share.getByRole("button", { name: "Link copiado!" })).toBeVisible();
    await expect(share.getByRole("status")).toHaveText("Link copiado para a área de transferência.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.siteUrl}/ia-veio-para-ajudar-secretarias-medicas`);
  });

  test("without JavaScript the share links are there and the copy button is hidden", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/gestao_clinicas_modernas");
    const share = page.getByRole("region", { name: "Compartilhe" });
    await expect(share.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
    await expect(share.getByRole("button", { name: "Copiar link" })).toBeHidden();
    await expect(page.getByRole("region", { name: "Leia também" }).getByRole("link").first()).toBeVisible();
    await context.close();
  });
});

test("the hub's cards of the site's own pieces show their latest date and reading time, and the hub links the feed", async ({
  request,
}) => {
  const html = await (await request.get("/conteudo")).text();
  expect(anchors(html)).toContainEqual(expect.objectContaining({ href: site.feed.path, text: expect.stringMatching(/feed RSS/) }));
  const cards = html
    .split(/data-testid="(?:featured-piece|piece-card)"/)
    .slice(1)
    .map(textOf);
  expect(cards).toHaveLength(pieces.length);
  for (const piece of pieces) {
    const card = cards.find((c) => c.includes(piece.title));
    // A piece revised after it came out shows the revision's date, so a reader tells a current text from an old one.
    const revised = piece.dateModified > piece.datePublished;
    const [y, m, d] = (revised ? piece.dateModified : piece.datePublished).split("-");
    expect(card, piece.path).toContain(`${revised ? "Atualizado" : "Publicado"} em ${d}/${m}/${y} · `);
    expect(card, piece.path).toMatch(/ · \d+ min de leitura/);
  }
});

test("at 1280 px the pieces' cards are at most three to a row, each date and reading time on one line", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await open(page, "/conteudo");
  const cards = page.getByTestId("piece-card");
  const tops = await cards.evaluateAll((all) => all.map((c) => Math.round(c.getBoundingClientRect().top)));
  for (const top of tops) expect(tops.filter((other) => other === top).length).toBeLessThanOrEqual(3);
  // Four across made cards so narrow that the date broke from its reading time.
  const metas = page.locator('[data-testid="piece-card"] p:has(> time), [data-testid="featured-piece"] p:has(> time)');
  await expect(metas).toHaveCount(pieces.length);
  const rows = await metas.evaluateAll((all) =>
    all.map((meta) => new Set([...meta.children].map((part) => Math.round(part.getBoundingClientRect().top))).size),
  );
  expect(rows).toEqual(pieces.map(() => 1));
});

test("the hub ends with the closing band every page has, its sales call keeping its source; the sources note is a note", async ({
  request,
}) => {
  const html = await (await request.get("/conteudo")).text();
  const main = htmlBetween(html, "<main", "</main>");
  const band = main.slice(main.lastIndexOf("data-closing-band"));
  expect(textOf(band)).toContain(hubPage.end.title);
  expect(anchors(band)).toEqual([
    expect.objectContaining({ href: "/contato?source=Fale+com+um+especialista", text: hubPage.end.primary.label }),
    expect.objectContaining({ href: hubPage.end.secondary.to, text: hubPage.end.secondary.label }),
  ]);
  // Nothing after the band but the end of the page's content.
  expect(textOf(band.slice(band.indexOf("</section>"))).trim()).toBe("");
  expect(anchors(htmlBetween(main, `id="${hubPage.sources.id}"`, "</section>"))).toEqual([]);
});

test.describe("the hub's useful links fold by category at every width", () => {
  // The category with the most links; every category's row and count: useful-links.test.tsx.
  const category = [...hubCategories].sort((a, b) => b.links.length - a.links.length)[0]!;
  const links = category.links.map((link) => link.title);

  test("at 375 px each category is one closed row with its count, and opens by keyboard", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await open(page, "/conteudo");
    const section = page.locator(`section#${category.id}`);
    const summary = section.locator("summary");
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(category.title);
    await expect(summary).toContainText(hubPage.links.count(links.length));
    for (const title of links) await expect(section.getByRole("link", { name: title })).toBeHidden();
    // The six rows are the index: no row of jump links above them.
    await expect(
      page.locator(`main a[href^="#${hubCategories[0]!.id}"], main section[aria-labelledby="${hubPage.links.id}"] nav`),
    ).toHaveCount(0);
    await summary.focus();
    await page.keyboard.press("Enter");
    for (const title of links) await expect(section.getByRole("link", { name: title })).toBeVisible();
  });

  test("at 1280 px the rows stand one under the other, closed, with no jump row above; one opens in place, by its fragment or by keyboard", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/conteudo");
    const rows = page.locator("main section[id] > details");
    await expect(rows).toHaveCount(hubCategories.length);
    const boxes = await rows.evaluateAll((all) =>
      all.map((row) => row.getBoundingClientRect()).map((r) => [Math.round(r.left), Math.round(r.top)]),
    );
    expect(new Set(boxes.map(([left]) => left)).size).toBe(1);
    expect(new Set(boxes.map(([, top]) => top)).size).toBe(hubCategories.length);
    // The section's words stand beside the rows, filling the row: its title and the note on the sources on the
    // left, above the rows' last one, and the rows reaching the container's right edge.
    const title = (await page.getByRole("heading", { level: 2, name: hubPage.links.title }).boundingBox())!;
    const note = (await page.locator(`section[aria-labelledby="${hubPage.sources.id}"]`).boundingBox())!;
    const first = (await rows.first().boundingBox())!;
    const last = (await rows.last().boundingBox())!;
    expect(note.x + note.width).toBeLessThan(first.x);
    expect(Math.abs(note.x - title.x)).toBeLessThanOrEqual(1);
    expect(note.y + note.height).toBeLessThan(last.y + last.height);
    expect(Math.abs(title.y - first.y)).toBeLessThanOrEqual(24);
    expect(Math.abs(first.x + first.width - 1184)).toBeLessThanOrEqual(1);
    // One index for one list: the rows, with no row of category links repeating them.
    await expect(
      page.locator(`main a[href^="#${hubCategories[0]!.id}"], main section[aria-labelledby="${hubPage.links.id}"] nav`),
    ).toHaveCount(0);
    const section = page.locator(`section#${category.id}`);
    await expect(section.locator("summary")).toContainText(hubPage.links.count(links.length));
    for (const title of links) await expect(section.getByRole("link", { name: title })).toBeHidden();
    // A link to its fragment opens it (the fragment's opener), and the rows above it keep their place.
    const index = hubCategories.findIndex((c) => c.id === category.id);
    const pageTops = () => rows.evaluateAll((all) => all.map((row) => Math.round(row.getBoundingClientRect().top + scrollY)));
    const before = await pageTops();
    await page.evaluate((id) => (location.hash = id), category.id);
    await expect(page).toHaveURL(new RegExp(`#${category.id}$`));
    for (const title of links) await expect(section.getByRole("link", { name: title })).toBeVisible();
    await expect(section.locator("details")).toHaveAttribute("open");
    expect((await pageTops()).slice(0, index + 1)).toEqual(before.slice(0, index + 1));
    // Reachable by keyboard: the last link takes the focus; another row opens from its summary.
    await section.getByRole("link", { name: links.at(-1)! }).focus();
    await expect(section.getByRole("link", { name: links.at(-1)! })).toBeFocused();
    const other = page.locator(`section#${hubCategories.find((c) => c.id !== category.id)!.id}`);
    await other.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(other.locator("details")).toHaveAttribute("open");
  });
});

test.describe("RSS feed", () => {
  // Its type and caching on both servers: servers.spec.ts; the feed's format: app/lib/rss.test.ts.
  test("it parses in a browser and lists every piece once", async ({ page, request }) => {
    const xml = await (await request.get(site.feed.path)).text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent,
        })),
      };
    }, xml);
    expect(parsed.errors).toBe(0);
    expect(parsed.items.map((i) => i.link).sort()).toEqual(pieces.map((p) => `${site.siteUrl}${p.path}`).sort());
    for (const item of parsed.items) {
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(pieces.map((p) => p.title)).toContain(item.title);
    }
  });
});

test.describe("web vitals in the data layer", () => {
  const vitals = (page: Page) =>
    page.evaluate(
      () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "web_vitals") as Array<Record<string, unknown>>,
    );
  // Nothing loads or reports before consent, nor after a rejection: web-vitals.test.ts (the gate is plain logic).
  test("after accepting in the banner: FCP and TTFB, once each and well formed, from the library loaded once", async ({ page }) => {
    // The library's chunk is the only script that names the back-forward-cache navigation type.
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".js"))
        scripts.push(
          r.text().then(
            (body) => ({ url: r.url(), body }),
            () => ({ url: r.url(), body: "" }),
          ),
        );
    });
    const libraryRequests = async () => (await Promise.all(scripts)).filter((s) => s.body.includes("back-forward-cache")).map((s) => s.url);
    await open(page, "/conteudo", null);

    await page.getByRole("button", { name: "Aceitar Cookies" }).click();
    await page.waitForFunction(() => {
      const names = (window.dataLayer ?? []).map((e) => (e as { metric_name?: string }).metric_name);
      return names.includes("FCP") && names.includes("TTFB");
    });
    const events = await vitals(page);
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(["event", "metric_id", "metric_name", "metric_rating", "metric_value"]);
      expect(["good", "needs-improvement", "poor"]).toContain(event.metric_rating);
      expect(typeof event.metric_value).toBe("number");
      expect(event.metric_id).toMatch(/^v5-/);
    }
    const names = events.map((e) => e.metric_name);
    expect(new Set(names).size).toBe(names.length);
    const loaded = await libraryRequests();
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toMatch(/\/assets\/web-vitals\.[\w-]+\.js$/);
  });

  test("with consent stored, LCP follows the first click", async ({ page }) => {
    await open(page, "/gestao_clinicas_modernas");
    await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => (e as { metric_name?: string }).metric_name === "TTFB"));
    await page.locator("h1").click();
    await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => (e as { metric_name?: string }).metric_name === "LCP"));
  });
});
