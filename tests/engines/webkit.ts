import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Builder, By, Key, type WebDriver } from "selenium-webdriver";
import { Options, ServiceBuilder } from "selenium-webdriver/webkitgtk.js";
import { baseUrl, waitFor, type Engine } from "./engine";

/**
 * WebKit: WebKitGTK's WebKitWebDriver (W3C WebDriver) driven by selenium-webdriver, in a virtual X
 * display. The browser is webkit-window.py: a bare web view, so the viewport is the window's size,
 * with a user script that writes the page's errors to a log this module reads (docs/decisions/280).
 */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const windowProgram = path.join(import.meta.dirname, "webkit-window.py");
const port = Number(process.env.E2E_PORT ?? 4317);

async function startDisplay(): Promise<{ display: string; xvfb: ChildProcess }> {
  // One display per test port, so parallel runs on one machine keep apart.
  const number = 100 + (port % 900);
  const xvfb = spawn("Xvfb", [`:${number}`, "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], { stdio: "ignore" });
  await waitFor("the virtual display", async () => existsSync(`/tmp/.X11-unix/X${number}`), 30);
  return { display: `:${number}`, xvfb };
}

export async function openWebKit(): Promise<Engine> {
  const { display, xvfb } = await startDisplay();
  const consoleLog = path.join(tmpdir(), `engines-webkit-console-${port}-${process.pid}.log`);
  rmSync(consoleLog, { force: true });
  const service = new ServiceBuilder(webkitDriverPath).setEnvironment({
    ...process.env,
    DISPLAY: display,
    ENGINE_CONSOLE_LOG: consoleLog,
  });
  const options = new Options().setBrowserExecutablePath("/usr/bin/python3").addArguments(windowProgram);
  let driver: WebDriver;
  try {
    driver = await new Builder().forBrowser("webkitgtk").setWebKitGTKOptions(options).setWebKitGTKService(service).build();
  } catch (error) {
    xvfb.kill();
    throw error;
  }
  await driver.manage().setTimeouts({ pageLoad: 60_000, script: 30_000, implicit: 0 });
  let readUpTo = 0;

  const element = async (selector: string) => {
    const found = await waitFor(`element ${selector}`, async () => {
      const [first] = await driver.findElements(By.css(selector));
      return first && (await first.isDisplayed()) ? first : undefined;
    });
    // WebKitWebDriver does not scroll a field below the fold of a sticky column into view by itself.
    await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', inline: 'center' })", found);
    return found;
  };

  return {
    name: "webkit",
    async goto(target) {
      await driver.get(new URL(target, baseUrl).href);
      await waitFor("the load event", () => driver.executeScript<boolean>("return document.readyState === 'complete'"));
    },
    url: () => driver.getCurrentUrl(),
    async evaluate(fn, arg) {
      return driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve((${fn.toString()})(arguments[0])).then((v) => done({ v }), (e) => done({ e: String(e) }));`,
        arg,
      ).then((r) => {
        const result = r as { v?: never; e?: string };
        if (result.e) throw new Error(result.e);
        return result.v as never;
      });
    },
    async click(selector) {
      await (await element(selector)).click();
    },
    async clickAt(selector, x, y) {
      const el = await element(selector);
      const rect = await el.getRect();
      // The pointer's origin is the element's centre.
      const dx = Math.round((x - 0.5) * rect.width);
      const dy = Math.round((y - 0.5) * rect.height);
      await driver.actions().move({ origin: el, x: dx, y: dy }).click().perform();
    },
    async type(selector, text) {
      const el = await element(selector);
      await el.click();
      await el.sendKeys(Key.chord(Key.CONTROL, "a"), Key.BACK_SPACE, text);
    },
    async press(key) {
      const keys = { Enter: Key.ENTER, Tab: Key.TAB, Escape: Key.ESCAPE } as const;
      await driver.actions().sendKeys(keys[key]).perform();
    },
    async setViewport(width, height) {
      await driver.manage().window().setRect({ width, height, x: 0, y: 0 });
      const inner = await driver.executeScript<number[]>("return [window.innerWidth, window.innerHeight]");
      if (inner[0] !== width || inner[1] !== height)
        throw new Error(`WebKit window gives a ${inner[0]}×${inner[1]} viewport, not ${width}×${height}`);
    },
    async screenshot(file) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(file, Buffer.from(await driver.takeScreenshot(), "base64"));
    },
    async reset() {
      await driver.get(new URL("/robots.txt", baseUrl).href);
      await driver.manage().deleteAllCookies();
      await driver.executeScript("localStorage.clear(); sessionStorage.clear();");
      await this.takeErrors();
    },
    async takeErrors() {
      const text = existsSync(consoleLog) ? readFileSync(consoleLog, "utf8") : "";
      const fresh = text.slice(readUpTo);
      readUpTo = text.length;
      return fresh
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { kind: string; text: string; url: string })
        .filter((entry) => entry.kind !== "warn")
        .map((entry) => `${entry.kind}: ${entry.text} (${entry.url})`);
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        xvfb.kill();
        rmSync(consoleLog, { force: true });
      }
    },
  };
}
