import { expect, expectNoAxeViolations, test, viewports, waitForHydration } from "./fixtures";
import { allPages } from "./pages";

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    for (const path of [...allPages, "/rota-que-nao-existe"]) {
      test(`${path} has no axe violations (banner shown)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByRole("region", { name: "Usamos cookies" })).toBeVisible();
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal scroll on ${path} at ${name}`).toBeLessThanOrEqual(0);
      });
    }
  });
}
