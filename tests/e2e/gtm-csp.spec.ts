import type { ChildProcess } from "node:child_process";
import { configuredBuild, serveConfiguredBuild } from "./configured-build";
import { expect, test, waitForHydration } from "./fixtures";
import { allPages } from "./pages";

// The configured build (a tag-manager id), served by the Node server with its own CSP.
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

test("every route runs with the tag manager configured, without CSP violations or console errors", async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
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

  for (const path of allPages) {
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
  const html = await (await fetch(`${origin}/`)).text();
  expect(html).toContain(`googletagmanager.com/ns.html?id=${GTM_ID}`);
  expect(consoleErrors).toEqual([]);
});
