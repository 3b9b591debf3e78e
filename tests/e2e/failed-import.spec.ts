import { expect, test } from "./fixtures";

// A chunk that cannot be fetched (offline, replaced by a deploy, a visitor leaving the page) costs
// what it carries, never an uncaught error (app/lib/settle-import.ts). The browser's own line for
// the failed request is the only console error allowed.
test.describe("a page script or chunk that fails to load", () => {
  test.use({ allowConsoleErrors: true });
  test.afterEach(({ consoleErrors }) => {
    expect(consoleErrors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
  });

  test("the cookie banner's chunk: one warning, the page goes on", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await page.route("**/assets/consent-ui.*.js", (route) => route.abort("internetdisconnected"));
    await page.goto("/termos-de-uso");
    await expect.poll(() => warnings.filter((text) => text.includes("cookie banner"))).toHaveLength(1);
    await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
    // Its markup is in the page, hidden: without its code it never shows.
    await expect(page.locator('section[aria-labelledby="aviso-cookies-titulo"]')).toBeHidden();
  });

  test("the page script: one warning naming it", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await page.route("**/assets/base-layout.*.js", (route) => route.abort("internetdisconnected"));
    await page.goto("/termos-de-uso");
    await expect.poll(() => warnings.filter((text) => text.includes("/assets/base-layout."))).toHaveLength(1);
  });
});
