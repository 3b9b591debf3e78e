import { allPages } from "./pages";
import { expect, test, waitForHydration } from "./fixtures";

// docs/decisions/301: the site's own scripts and islands start after the page has loaded and
// painted, so the prerendered text never waits for (or competes with) JavaScript.
test.describe("scripts after the first paint", () => {
  test("no page asks for a script while it is being parsed", async ({ request }) => {
    for (const path of allPages) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/rel="modulepreload"/);
      expect(html, path).not.toMatch(/<script[^>]+\bsrc=/);
      expect(html, path).toMatch(/<script type="module" data-page-scripts="\/assets\/[^"]+\.js">/);
    }
  });

  for (const path of ["/", "/contato", "/planos-precos", "/termos-de-uso"]) {
    test(`${path}: the first script request starts after the load event and the first paint`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((e) => new URL(e.name).pathname.startsWith("/assets/") && e.name.endsWith(".js"));
        return { loadEnd: nav.loadEventEnd, fcp, firstScript: Math.min(...scripts.map((s) => s.startTime)), count: scripts.length };
      });
      expect(timing.count).toBeGreaterThan(0);
      expect(timing.fcp).toBeLessThan(timing.firstScript);
      expect(timing.loadEnd).toBeLessThanOrEqual(timing.firstScript);
    });
  }

  test("a key press before the load event starts the scripts at once", async ({ page }) => {
    // Hold the preloaded font so that `load` cannot fire; only the key press can start the scripts.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/assets/*.woff2", async (route) => {
      await held;
      await route.continue();
    });
    // The loader is an inline module: it has run once the document is parsed.
    await page.goto("/planos-precos", { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Shift");
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    release();
  });
});
