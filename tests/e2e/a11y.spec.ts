import { expect, expectNoAxeViolations, test, viewports, waitForHydration } from "./fixtures";
import { allPages } from "./pages";

// One load per page, checked at each size in turn: the layout changes with the width, the
// document does not, so reloading would only repeat the boot.
for (const path of [...allPages, "/rota-que-nao-existe"]) {
  test(`${path} has no axe violations and no horizontal scroll at ${Object.keys(viewports).join(" and ")} size (banner shown)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Usamos cookies" })).toBeVisible();
    for (const [name, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal scroll on ${path} at ${name}`).toBeLessThanOrEqual(0);
    }
  });
}
