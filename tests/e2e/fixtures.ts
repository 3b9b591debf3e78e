import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { PENDING_SELF_STARTING_ISLANDS } from "../../tools/lib/islands.mjs";

export { expect };

interface Fixtures {
  /** Set with `test.use({ allowConsoleErrors: true })` where errors are logged by design. */
  allowConsoleErrors: boolean;
  consoleErrors: string[];
}

/**
 * Every test that opens the `page` fails on a console error or an uncaught exception, unless it opts
 * out; a test that only uses `request` opens no page at all.
 */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  consoleErrors: async ({}, use) => use([]),
  page: async ({ page, consoleErrors, allowConsoleErrors }, use) => {
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      // The not-found page's own 404 status is reported as a failed resource; it is intended.
      if (msg.text().includes("status of 404") && msg.location().url === page.url()) return;
      consoleErrors.push(msg.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(`pageerror: ${error.message}`));
    await use(page);
    if (!allowConsoleErrors) expect(consoleErrors, "console errors on the page").toEqual([]);
  },
});

export const viewports = {
  phone: { width: 375, height: 667 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * WCAG 2.2 A/AA plus axe best practices; lists each violation with its nodes when it fails. axe runs in
 * the page itself (legacy mode: the default mode finishes every run in a new blank page, which doubled
 * each check's time; the site's pages hold no frames) and collects its nodes for violations only.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until the page's script has started (app/page-script/site.ts sets `data-ready`) and every
 * island that starts on its own (`client:afterpaint`) has hydrated: Astro removes an island's `ssr`
 * attribute once it has. Islands that wait to be scrolled to (`client:visible`) or used
 * (`client:intent`) are not waited for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    (pending) => document.documentElement.dataset.ready === "true" && document.querySelectorAll(pending).length === 0,
    PENDING_SELF_STARTING_ISLANDS,
  );
}
