import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, waitForHydration } from "./fixtures";
import { allPages } from "./pages";

// docs/decisions/090: React Router's import map lists the sha384 of every chunk; the browser
// checks each module it fetches against it, and the boot snippet's preload links carry it too.
const clientDir = path.join(process.env.E2E_BUILD_DIR ?? "build", "client");
const sha384 = (url: string) => `sha384-${createHash("sha384").update(readFileSync(path.join(clientDir, url))).digest("base64")}`;

async function importMapIntegrity(html: string): Promise<Record<string, string>> {
  const text = /<script rr-importmap="" type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(text, "the page's import map").toBeTruthy();
  return JSON.parse(text ?? "{}").integrity;
}

test("every script a page loads has the integrity of the file the build wrote", async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const pagePath of allPages) {
    const loaded: string[] = [];
    const onRequest = (r: { url(): string }) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) loaded.push(pathname);
    };
    page.on("request", onRequest);
    const integrity = await importMapIntegrity(await (await request.get(pagePath)).text());
    await page.goto(pagePath);
    await waitForHydration(page);
    page.off("request", onRequest);

    expect(loaded.length, `${pagePath}: scripts loaded`).toBeGreaterThan(3);
    for (const url of new Set(loaded)) expect(integrity[url], `${pagePath}: ${url}`).toBe(sha384(url));
    const preloads = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => [l.getAttribute("href"), l.getAttribute("integrity")]));
    expect(preloads.length, `${pagePath}: preload links`).toBeGreaterThan(3);
    for (const [href, value] of preloads) expect(value, `${pagePath}: preload ${href}`).toBe(sha384(href ?? ""));
  }
});

test.describe("a chunk whose bytes changed", () => {
  test.use({ allowConsoleErrors: true });

  test("is refused by the browser and the page stays the prerendered HTML", async ({ page, request }) => {
    const integrity = await importMapIntegrity(await (await request.get("/contato")).text());
    const victim = Object.keys(integrity).find((url) => /\/react-dom-[\w-]+\.js$/.test(url));
    expect(victim, "the React DOM chunk").toBeTruthy();
    await page.route(`**${victim}`, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\n;globalThis.tampered=1;` });
    });
    const refused = page.waitForEvent("console", { predicate: (m) => m.type() === "error" && /integrity/i.test(m.text()) && m.text().includes(victim!) });
    await page.goto("/contato");
    await refused;
    expect(await page.evaluate(() => (globalThis as { tampered?: number }).tampered)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
