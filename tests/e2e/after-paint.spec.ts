import { expect, test } from "./fixtures";

// docs/decisions/301: the site's own scripts and islands start after the page has loaded and
// painted, so the prerendered text never waits for (or competes with) JavaScript. That order is
// checked on every page by page-walk.spec.ts; here, the one way to start them sooner.
test.describe("scripts after the first paint", () => {
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
