import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { configuredBuild, serveConfiguredBuild } from "./configured-build";
import { expect, test, waitForHydration } from "./fixtures";
import { allPages } from "./pages";

/** A page of each kind of inline and page script: islands, forms, player, calculator, copy buttons. */
const inBrowser = ["/", "/contato", "/planos-precos", "/calculadora-de-faltas", "/atendra-video-demo", "/conteudo/prompts-mais-eficientes"];
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

// The configured build (a tag-manager id), served by the Node server with its own CSP. A console error
// fails the browser run (the page fixture).
const GTM_ID = configuredBuild.gtmId;
const port = Number(process.env.E2E_PORT ?? 4317) + 2000;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await serveConfiguredBuild(port);
});

test.afterAll(() => {
  server?.kill();
});

// What differs from page to page is its inline scripts and styles: each must be allowed by the CSP
// the server sends with it. The browser run below covers each kind of page script.
test("every page of the configured build: its inline scripts and styles are in its CSP, the tag manager's id and frame", async ({
  request,
}) => {
  const { pages } = JSON.parse(readFileSync(`${configuredBuild.dir}/build-info.json`, "utf8")) as { pages: string[] };
  expect(pages).toEqual(allPages);
  for (const path of pages) {
    const response = await request.get(`${origin}${path}`);
    const html = await response.text();
    const directive = (name: string) =>
      (response.headers()["content-security-policy"] ?? "").split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/src=|ld\+json/.test(attributes!),
    );
    expect(scripts.length, path).toBeGreaterThan(1);
    for (const [, , body] of scripts) expect(directive("script-src").split(" "), path).toContain(sha256(body!));
    for (const [, body] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
      expect(directive("style-src").split(" "), path).toContain(sha256(body!));
    expect(html, path).toContain(`googletagmanager.com/gtm.js?id='+encodeURIComponent("${GTM_ID}")`);
    expect(html, path).toContain(`<iframe src="https://www.googletagmanager.com/ns.html?id=${GTM_ID}"`);
  }
});

test("a page of each kind runs with the tag manager, without CSP violations or console errors", async ({ page }) => {
  // Six pages in one test, each to its idle point: a busy machine may need more than the default 60 s.
  test.slow();
  const gtmRequests: string[] = [];
  // No network here: answer the tag manager's script ourselves, as an empty container would.
  await page.route("https://www.googletagmanager.com/**", async (route) => {
    gtmRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "application/javascript", body: "window.dataLayer=window.dataLayer||[];" });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    // Whether the page's script had run (data-ready) when the tag manager's script was added.
    const added: boolean[] = ((window as unknown as { gtmAddedReady: boolean[] }).gtmAddedReady = []);
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLScriptElement && n.src.includes("googletagmanager.com/gtm.js"))
            added.push(document.documentElement.dataset.ready === "true");
    }).observe(document, { childList: true, subtree: true });
  });

  for (const path of inBrowser) {
    await page.goto(`${origin}${path}`);
    await waitForHydration(page);
    await expect
      .poll(() => gtmRequests.some((u) => u.includes(`id=${GTM_ID}`)), { message: `tag manager requested on ${path}` })
      .toBe(true);
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations, path).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { gtmAddedReady: boolean[] }).gtmAddedReady),
      `${path}: tag manager after the page's script`,
    ).toEqual([true]);
    gtmRequests.length = 0;
  }
});
