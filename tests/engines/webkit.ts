import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { baseUrl, waitFor, waitForValue, type Engine } from "./engine";
import { keys, WebDriverClient, type ElementRef } from "./webdriver-client";

/**
 * WebKit: WebKitGTK's WebKitWebDriver (W3C WebDriver) in a virtual X display. The browser is
 * webkit-window.py: a bare web view, so the viewport is the window's size, with a user script that
 * writes the page's errors to a log this module reads (docs/decisions/280).
 */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const windowProgram = path.join(import.meta.dirname, "webkit-window.py");
const port = Number(process.env.E2E_PORT ?? 4317);
// Beside the site's port, clear of the ports the Chromium specs add to it (+50, +1000, +2000, +3000).
const driverPort = port + 11;

function stopAll(children: ChildProcess[]) {
  for (const child of children) if (child.exitCode === null) child.kill();
}

export async function openWebKit(): Promise<Engine> {
  const children: ChildProcess[] = [];
  // One display per test port, so parallel runs on one machine keep apart.
  const display = `:${100 + (port % 900)}`;
  children.push(spawn("Xvfb", [display, "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], { stdio: "ignore" }));
  const consoleLog = path.join(tmpdir(), `engines-webkit-console-${port}-${process.pid}.log`);
  rmSync(consoleLog, { force: true });
  let client: WebDriverClient;
  try {
    await waitFor("the virtual display", async () => existsSync(`/tmp/.X11-unix/X${display.slice(1)}`));
    const env = { ...process.env, DISPLAY: display, ENGINE_CONSOLE_LOG: consoleLog };
    children.push(spawn(webkitDriverPath, [`--port=${driverPort}`], { stdio: "ignore", env }));
    const server = `http://127.0.0.1:${driverPort}`;
    await waitFor("WebKitWebDriver", async () => (await fetch(`${server}/status`).catch(() => undefined))?.ok);
    client = await WebDriverClient.connect(server, {
      "webkitgtk:browserOptions": { binary: "/usr/bin/python3", args: [windowProgram] },
      // Every command waits here, not in the driver: with "normal" each command waits for the load event,
      // which a script held by the taps-before-the-code checks may delay (an island in view asks for its
      // code as soon as it is painted, before the load on a slow machine).
      pageLoadStrategy: "none",
    });
  } catch (error) {
    stopAll(children);
    throw error;
  }
  await client.setTimeouts({ pageLoad: 60_000, script: 30_000, implicit: 0 });
  let readUpTo = 0;
  /** Set by a goto "parsed": until the next goto, commands do not wait for the load event. */
  let parsedOnly = false;
  /** What the "normal" strategy did before each command: wait for the document's load event. */
  const settled = async () => {
    if (!parsedOnly) await waitFor("the load event", () => client.execute<boolean>("return document.readyState === 'complete'"));
  };

  const element = async (selector: string): Promise<ElementRef> => {
    const found = await waitFor(`element ${selector}`, () => client.find(selector));
    // WebKitWebDriver does not scroll a field below the fold of a sticky column into view by itself.
    await client.execute("arguments[0].scrollIntoView({ block: 'center', inline: 'center' })", [found]);
    return found;
  };
  const takeErrors = async () => {
    const text = existsSync(consoleLog) ? readFileSync(consoleLog, "utf8") : "";
    const fresh = text.slice(readUpTo);
    readUpTo = text.length;
    return fresh
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { kind: string; text: string; url: string })
      .map((entry) => `${entry.kind}: ${entry.text} (${entry.url})`);
  };

  const goto = async (target: string, until: "load" | "parsed" = "load") => {
    const href = new URL(target, baseUrl).href;
    // A mark on the document before, which stays "complete" an instant after the command returns (even at
    // the same address): the wait below is for a new document.
    await client.execute("window.engineLeft = true");
    await client.navigate(href);
    await waitFor(`${href} ${until === "load" ? "loaded" : "parsed"}`, () =>
      client.execute<boolean>("return !window.engineLeft && location.href === arguments[0] && document.readyState !== 'loading'", [href]),
    );
    parsedOnly = until === "parsed";
    await settled();
  };

  return {
    name: "webkit",
    goto,
    url: () => client.url(),
    async evaluate(fn, arg) {
      await settled();
      const result = await client.executeAsync<{ v?: never; e?: string }>(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${fn.toString()})(arguments[0])).then((v) => done({ v }), (e) => done({ e: String(e) }));`,
        [arg],
      );
      if (result.e) throw new Error(result.e);
      return result.v as never;
    },
    async click(selector) {
      await settled();
      // As Playwright waits for an element to take a click: on a busy machine WebKit can find an element that just
      // appeared (the banner, shown by its code) "not interactable" for a moment. Only that answer is retried, and
      // within a bound; any other error fails at once.
      const deadline = Date.now() + 10_000;
      for (;;) {
        try {
          await client.click(await element(selector));
          return;
        } catch (error) {
          if (!String(error).includes("element not interactable") || Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    async clickAt(selector, x, y) {
      await settled();
      const el = await element(selector);
      const rect = await client.execute<{ width: number; height: number }>("return arguments[0].getBoundingClientRect().toJSON()", [el]);
      // The pointer's origin is the element's centre.
      const dx = Math.round((x - 0.5) * rect.width);
      const dy = Math.round((y - 0.5) * rect.height);
      await client.actions([
        {
          type: "pointer",
          id: "mouse",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", origin: el, x: dx, y: dy },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        },
      ]);
    },
    async type(selector, text) {
      await settled();
      const el = await element(selector);
      await client.click(el);
      await client.sendKeys(el, `${keys.Control}a${keys.Control}${keys.Backspace}${text}`);
    },
    async press(key) {
      await client.actions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: keys[key] },
            { type: "keyUp", value: keys[key] },
          ],
        },
      ]);
    },
    async setViewport(width, height) {
      // The X server applies a new window size after the command returns, later on a busy machine:
      // ask again until the page sees the size, within the wait's bound.
      await waitForValue(
        "the WebKit viewport",
        async () => {
          const inner = await client.execute<number[]>("return [window.innerWidth, window.innerHeight]");
          if (inner[0] !== width || inner[1] !== height) await client.setWindowRect({ width, height, x: 0, y: 0 });
          return inner;
        },
        [width, height],
      );
    },
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await client.screenshot(), "base64"));
    },
    async reset() {
      await goto("/robots.txt");
      await client.deleteCookies();
      await client.execute("localStorage.clear(); sessionStorage.clear();");
      await takeErrors();
    },
    takeErrors,
    async close() {
      try {
        await client.quit();
      } finally {
        stopAll(children);
        rmSync(consoleLog, { force: true });
      }
    },
  };
}
