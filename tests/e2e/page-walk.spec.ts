import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, viewports, waitForHydration } from "./fixtures";
import { feedTitle } from "../../app/content/articles/pieces";
import { demoCall } from "../../app/content/ui-strings/sales-call";
import { BANNER_DELAY_MS } from "../../app/features/cookie-consent/consent";
import { installClock, runClockUntil } from "./clock";
import { allPages, indexablePages, jsonLd, publishedPages, site } from "./pages";

// Each page is loaded once per width, and every rule that holds for any page is checked on that load:
// axe and sideways scroll at each width (the layout changes with it), the head, the scripts after the
// first paint, links and headings once (they do not). The fixture fails the test on a console error.
const notFoundPath = "/pagina/que-nao-existe?x=1";

test("every URL the site has published is still built", () => {
  expect(allPages).toEqual(expect.arrayContaining(publishedPages));
});

/** The not-found page tells developers the path and where routes live in the console, never on the page. */
async function checkNotFound(page: Page, consoleLines: string[]) {
  await expect(page).toHaveTitle("Page Not Found");
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect.poll(() => consoleLines.find((line) => line.includes("app/pages/"))).toContain("/pagina/que-nao-existe");
  const visible = await page.locator("body").innerText();
  expect(visible).not.toContain("app/pages");
  expect(visible).not.toContain("/pagina/que-nao-existe");
  // Not a dead end: three of the most visited pages, one tap away.
  const quick = page.getByRole("navigation", { name: "Comece por aqui" }).getByRole("link");
  await expect(quick).toHaveText(["Planos e preços", "Vídeo de demonstração", "Conteúdo"]);
  // On a phone (called at 375): the site's call pair, stacked, full width and 48 px as every hero's, and the quick
  // links still start on the first screen, above a first visit's cookie banner.
  const calls = [page.getByRole("link", { name: "Voltar ao início" }), page.getByRole("main").getByRole("link", { name: demoCall })];
  const [home, demo] = [(await calls[0]!.boundingBox())!, (await calls[1]!.boundingBox())!];
  expect(demo.y).toBeGreaterThan(home.y + home.height);
  for (const box of [home, demo]) expect(box).toMatchObject({ x: 16, width: 343, height: 48 });
  expect((await page.getByRole("navigation", { name: "Comece por aqui" }).boundingBox())!.y).toBeLessThan(480);
}

/** The raw, prerendered head: title, description, canonical, social tags, feed, JSON-LD. */
function checkHead(path: string, html: string) {
  const attr = (pattern: RegExp) => html.match(pattern)?.[1];
  expect(html).toContain('<html lang="pt-BR"');
  expect(attr(/<title>([^<]+)<\/title>/)).toBeTruthy();
  expect(attr(/<meta name="description" content="([^"]+)"/)).toBeTruthy();
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.svg"/);
  expect(html).toContain('http-equiv="cache-control" content="public, max-age=3600"');
  expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="${feedTitle}" href="${site.feed.path}">`);
  const types = jsonLd(html).map((b) => b["@type"]);
  if (path === notFoundPath) return;
  expect(attr(/<link rel="canonical" href="([^"]+)"/)).toBe(path === "/" ? `${site.siteUrl}/` : `${site.siteUrl}${path}`);
  for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) expect(html).toContain(`property="${property}"`);
  expect(html).toContain('name="twitter:card" content="summary_large_image"');
  expect(attr(/<meta name="robots" content="([^"]+)"/)).toMatch(indexablePages.includes(path) ? /^index/ : /^noindex/);
  expect(types).toContain("Organization");
  if (path === "/") expect(types).not.toContain("BreadcrumbList");
  else expect(types).toContain("BreadcrumbList");
}

/** docs/decisions/301: no script is asked for while the page is parsed; the first starts after load and paint. */
async function checkScriptsAfterPaint(page: Page, html: string) {
  expect(html).not.toMatch(/rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]+\bsrc=/);
  expect(html).toMatch(/<script type="module" data-page-scripts="\/assets\/[^"]+\.js">/);
  // Read through PerformanceObserver's buffer: the page's fake clock (installed by the walk) stubs
  // performance.getEntries* but leaves the observer alone.
  const timing = await page.evaluate(async () => {
    const entries = (type: string) =>
      new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type, buffered: true }),
      );
    const nav = (await entries("navigation"))[0] as PerformanceNavigationTiming;
    const fcp = (await entries("paint")).find((e) => e.name === "first-contentful-paint")?.startTime ?? Infinity;
    const scripts = (await entries("resource")).filter((e) => new URL(e.name).pathname.startsWith("/assets/") && e.name.endsWith(".js"));
    return { loadEnd: nav.loadEventEnd, fcp, firstScript: Math.min(...scripts.map((s) => s.startTime)), count: scripts.length };
  });
  expect(timing.count).toBeGreaterThan(0);
  expect(timing.fcp).toBeLessThan(timing.firstScript);
  expect(timing.loadEnd).toBeLessThanOrEqual(timing.firstScript);
}

/**
 * Links to other sites open in a new tab with no handle on this one, with their icon; every new-tab link
 * says so to a screen reader; in-page anchors resolve; headings start at one h1 and never skip a level;
 * no disclosure shows the browser's own marker.
 */
async function checkLinksAndHeadings(page: Page) {
  const links = await page.locator("a[href]").evaluateAll((as) =>
    as.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      target: a.getAttribute("target"),
      rel: a.getAttribute("rel"),
      text: a.textContent,
      icons: a.querySelectorAll("svg").length,
    })),
  );
  const origin = new URL(page.url()).origin;
  for (const link of links) {
    const external = /^https?:/.test(link.href) && new URL(link.href).origin !== origin;
    if (external) expect(link.icons, `${link.href}: its icon`).toBe(1);
    if (external || link.target === "_blank") {
      expect(link.target, link.href).toBe("_blank");
      expect(link.rel, link.href).toBe("noopener noreferrer");
      expect(link.text, link.href).toContain("(abre em nova aba)");
    }
  }
  const levels = await page.locator("main :is(h1,h2,h3,h4,h5,h6)").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels[0], "the first heading").toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `heading ${i}`).toBeLessThanOrEqual(1));
  const missing = await page
    .locator('a[href^="#"]')
    .evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute("href")!.slice(1))).filter((id) => !document.getElementById(id)));
  expect(missing, "in-page anchors without a target").toEqual([]);
  // Every disclosure says "open me" with the site's chevron, never the browser's own triangle (a list-item marker).
  const marked = await page
    .locator("summary")
    .evaluateAll((ss) =>
      ss
        .filter((s) => getComputedStyle(s).display === "list-item" && getComputedStyle(s).listStyleType !== "none")
        .map((s) => s.textContent),
    );
  expect(marked, "summaries with the browser's marker").toEqual([]);
}

for (const path of [...allPages, notFoundPath]) {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`${path} at ${viewport.width} px`, async ({ page }) => {
      const consoleLines: string[] = [];
      page.on("console", (message) => consoleLines.push(message.text()));
      await page.setViewportSize(viewport);
      await installClock(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === notFoundPath ? 404 : 200);
      const html = (await response?.text()) ?? "";
      await waitForHydration(page);
      if (name === "phone") {
        await checkScriptsAfterPaint(page, html);
        checkHead(path, html);
        await checkLinksAndHeadings(page);
        if (path === notFoundPath) await checkNotFound(page, consoleLines);
      } else if (path === notFoundPath) {
        // Wide: the quick links are cards in the right half, which stood empty.
        const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
        const quick = (await page.getByRole("navigation", { name: "Comece por aqui" }).boundingBox())!;
        expect(quick.x).toBeGreaterThan(title.x + title.width);
      }
      // With the cookie banner shown, as a first visit sees the page: it comes a second after load, from
      // a timer its own chunk sets, so the clock moves on until it shows.
      const banner = page.getByRole("region", { name: "Usamos cookies" });
      await runClockUntil(page, "the cookie banner", () => banner.isVisible(), BANNER_DELAY_MS / 4, 40);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "horizontal scroll").toBeLessThanOrEqual(0);
    });
  }
}
