import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { baseUrl, type Engine } from "./engine";

/**
 * Gecko: Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core. Playwright's Firefox
 * support expects its own patched build (its BiDi path sends commands a stock ESR lacks), and Debian
 * packages no geckodriver, so BiDi straight to the browser is the one path (docs/decisions/280).
 */
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function openGecko(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: firefoxPath,
    headless: true,
    timeout: 60_000,
    protocolTimeout: 60_000,
    extraPrefsFirefox: {
      "intl.accept_languages": "pt-BR, pt",
      // The demo video plays muted, as a visitor's browser lets it.
      "media.autoplay.default": 0,
      "media.autoplay.blocking_policy": 0,
      // Scrollbars over the page, as on a phone and in the other engines here: a classic 12 px bar
      // would take the page's width (a 375 px viewport would lay out 363 px).
      "ui.useOverlayScrollbars": 1,
    },
  });
  let errors: string[] = [];
  let context: BrowserContext;
  let page: Page;
  let viewport = { width: 1280, height: 800 };

  async function fresh() {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.setViewport(viewport);
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // The not-found page's own 404 status is reported as a failed resource; it is intended.
      if (message.text().includes("status of 404") && message.location().url === page.url()) return;
      errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  }
  await fresh();

  const element = async (selector: string) => {
    const handle = await page.waitForSelector(selector, { visible: true });
    if (!handle) throw new Error(`no element ${selector}`);
    await handle.evaluate((el) => el.scrollIntoView({ block: "center", inline: "center" }));
    return handle;
  };

  return {
    name: "gecko",
    async goto(path, until = "load") {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: until === "load" ? "load" : "domcontentloaded" });
    },
    url: async () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    async click(selector) {
      await (await element(selector)).click();
    },
    async clickAt(selector, x, y) {
      const box = await (await element(selector)).boundingBox();
      if (!box) throw new Error(`${selector} has no box`);
      await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    },
    async type(selector, text) {
      const handle = await element(selector);
      await handle.click({ count: 3 });
      await page.keyboard.down("Control");
      await page.keyboard.press("a");
      await page.keyboard.up("Control");
      await page.keyboard.press("Backspace");
      await handle.type(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async setViewport(width, height) {
      viewport = { width, height };
      await page.setViewport(viewport);
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async reset() {
      await context.close();
      await fresh();
    },
    async takeErrors() {
      const taken = errors;
      errors = [];
      return taken;
    },
    async close() {
      await browser.close();
    },
  };
}
