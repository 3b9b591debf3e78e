import { expect, test, waitForHydration } from "./fixtures";

/**
 * The component page (/sistema-de-design, docs/decisions/501) compared pixel for pixel with its
 * reviewed baseline, at a phone's and a desktop's width, in Chromium: a change to a token or a
 * component shows here as a failing, reviewed difference (update with --update-snapshots after
 * looking at the new look). Deterministic: consent stored (no banner), Inter in use, no clock on
 * the page, animations stopped. A 1 px change to one type token fails it (record 501).
 */
for (const width of [375, 1280]) {
  test(`the component page at ${width} px looks as reviewed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "accepted"));
    await page.goto("/sistema-de-design");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // font-display: optional keeps a first load's fallback font for that page; the reload finds Inter cached.
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.fonts.ready.then((set) => set.check('800 16px "Inter Variable"')))).toBe(true);
    // The sticky bar is the page's fixed element: it stays hidden for the shot (its shown look is drawn in the page).
    await expect(page.locator("[data-sticky-bar]")).not.toHaveAttribute("data-shown");
    await expect(page).toHaveScreenshot(`sistema-de-design-${width}.png`, {
      fullPage: true,
      animations: "disabled",
      caret: "hide",
      maxDiffPixelRatio: 0.0001,
    });
  });
}
