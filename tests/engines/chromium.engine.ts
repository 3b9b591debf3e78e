import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs } from "../../tools/lib/chromium-args.mjs";
import { baseUrl } from "./engine";
import { screenshotDir } from "./checks-site";

/**
 * Chromium's pictures of the pages the other engines photograph, taken the same way (consent
 * chosen, script started, fonts loaded), so the three can be laid side by side in .tmp/engines/.
 * Chromium's own checks are the Playwright specs (tests/e2e).
 */
describe("chromium (reference screenshots)", () => {
  let browser: Awaited<ReturnType<typeof chromium.launch>>;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    it(`screenshots of / and /contato at ${viewport.width} px`, async () => {
      const context = await browser.newContext({ viewport, locale: "pt-BR" });
      await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      for (const [target, name] of [
        ["/", "home"],
        ["/contato", "contato"],
      ] as const) {
        await page.goto(new URL(target, baseUrl).href);
        await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
        await page.evaluate(() => document.fonts.ready.then(() => true));
        await page.screenshot({ path: path.join(screenshotDir, `chromium-${viewport.width}-${name}.png`) });
      }
      await context.close();
      expect(errors).toEqual([]);
    });
  }
});
