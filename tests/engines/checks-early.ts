import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { baseUrl, waitFor, waitForValue, type Engine } from "./engine";
import { attributeOf, clickOn, find, present } from "./in-page";

/**
 * Taps at the first paint, before the code (docs/decisions/420): the page is opened through a
 * loopback proxy of the site that holds every script file until the tap is done, so the tap lands
 * before the code for certain; then the files go through and the effect must follow, once.
 */
async function heldCode<T>(run: (origin: string, release: () => void) => Promise<T>): Promise<T> {
  let open = false;
  const waiting: Array<() => void> = [];
  const release = () => {
    open = true;
    for (const go of waiting.splice(0)) go();
  };
  const proxy = http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request(new URL(req.url ?? "/", baseUrl), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    };
    if (!open && /^\/assets\/[^?]+\.js(\?|$)/.test(req.url ?? "")) waiting.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  try {
    return await run(origin, release);
  } finally {
    release();
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
}

const pageScriptRan = (engine: Engine) => engine.evaluate(() => document.documentElement.dataset.ready === "true", null);

/** Menu, player and banner, each touched before its code. */
export async function earlyTaps(engine: Engine) {
  await heldCode(async (origin, release) => {
    await engine.reset();
    await engine.goto(`${origin}/planos-precos`, "parsed");
    expect(await pageScriptRan(engine)).toBe(false);
    const toggle = `button[aria-controls="menu-principal"]`;
    await engine.click(toggle);
    // Native: open with no code at all.
    await waitFor("the menu to open before the code", () => present(engine, { css: "#menu-principal" }));
    release();
    await waitFor("the page script", () => pageScriptRan(engine));
    await waitForValue("the open menu to be named", () => attributeOf(engine, toggle, "aria-expanded"), "true");
    expect(await present(engine, { css: "#menu-principal" })).toBe(true);
  });

  await heldCode(async (origin, release) => {
    await engine.reset();
    await engine.goto(`${origin}/`, "parsed");
    const play = await find(engine, { css: "[data-status] button", name: "Reproduzir" });
    await engine.click(play);
    const status = () => engine.evaluate(() => document.querySelector("[data-status]")?.getAttribute("data-status") ?? null, null);
    expect(await status()).toBe("idle");
    release();
    await waitForValue("the held tap to play the video", status, "playing");
    // Once: a second toggle would pause it.
    expect(await engine.evaluate(() => document.querySelector("video")?.paused, null)).toBe(false);
  });

  await heldCode(async (origin, release) => {
    await engine.reset();
    await engine.goto(`${origin}/conteudo`, "parsed");
    // The banner shows only with its code, which answers its buttons from the moment it shows.
    expect(await present(engine, { css: "[data-cookie-banner-panel]:not([hidden]) section:not([data-pending])" })).toBe(false);
    release();
    await clickOn(engine, { css: "button", name: "Recusar" });
    await waitForValue("the banner to close", () => attributeOf(engine, "html", "data-cookie-banner"), "done");
    expect(await engine.evaluate(() => localStorage.getItem("cookie-consent"), null)).toBe("rejected");
  });
}
