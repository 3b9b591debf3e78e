// @ts-check
/**
 * Byte budgets measured as a visitor's browser loads each page (docs/decisions/180, 430), every page
 * twice: a first visit, with nothing stored (so the cookie banner's code loads), and a returning
 * visitor's, who accepted cookies (so the field metrics' code loads instead). Every script requested
 * from the first byte until the page is ready, the code of that visit's consent state has run (the
 * banner marks <html>; the field metrics put an entry in the data layer) and the network is idle,
 * with no input and no scroll, at 412x823. Sizes are the gzip sizes of the files served. Also the CSS
 * of each page and every image. Prints a table and exits 1 when a budget is passed on either visit.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { filesUnder } from "../../scripts/lib/files.mjs";
import { inlineScripts } from "../../scripts/security-headers.mjs";
import { chromiumArgs } from "../lib/chromium-args.mjs";
import { PENDING_SELF_STARTING_ISLANDS } from "../lib/islands.mjs";

/** Pages whose task is an island in view (the lead form, the demo player, the no-show calculator): React may load, after the first paint. */
export const ISLAND_PAGES = ["/contato", "/integracao", "/atendra-video-demo", "/calculadora-de-faltas"];
export const BUDGETS = { contentJsKb: 6, contentScripts: 4, islandJsKb: 85, cssKb: 25, imageKb: 200 };
/** Text found in React's own code and nowhere else (a Symbol.for key React keeps when minified). */
export const REACT_MARKER = "react.transitional.element";

/**
 * @typedef {{ url: string, kb: number, react: boolean, start: number }} ScriptLoad
 * @typedef {"first" | "returning"} Visit
 * @typedef {{ page: string, visit: Visit, scripts: ScriptLoad[], fcp: number, cssKb: number, inlineKb?: number }} PageLoad
 */

/** Both visits, measured and judged alike. */
export const VISITS = /** @type {const} */ (["first", "returning"]);

/** @param {PageLoad} load @returns {string[]} what this load of the page breaks, each line naming the visit */
export function pageViolations({ page: path, visit, scripts, fcp, cssKb }) {
  const page = `${path} (${visit} visit)`;
  const out = [];
  const kb = scripts.reduce((sum, s) => sum + s.kb, 0);
  const react = scripts.filter((s) => s.react);
  if (ISLAND_PAGES.includes(path)) {
    if (kb > BUDGETS.islandJsKb) out.push(`${page}: ${kb.toFixed(1)} KB gzip of JS > ${BUDGETS.islandJsKb}`);
    for (const s of react)
      if (!(s.start > fcp))
        out.push(`${page}: React (${s.url}) requested at ${s.start.toFixed(0)} ms, before the first paint (${fcp.toFixed(0)} ms)`);
  } else {
    if (kb > BUDGETS.contentJsKb) out.push(`${page}: ${kb.toFixed(1)} KB gzip of JS > ${BUDGETS.contentJsKb}`);
    if (scripts.length > BUDGETS.contentScripts) out.push(`${page}: ${scripts.length} script requests > ${BUDGETS.contentScripts}`);
    if (react.length) out.push(`${page}: loads React (${react.map((s) => s.url).join(", ")}) with no island in view`);
  }
  if (cssKb > BUDGETS.cssKb) out.push(`${page}: CSS ${cssKb.toFixed(1)} KB gzip > ${BUDGETS.cssKb}`);
  return out;
}

const gzipKb = (/** @type {Buffer} */ data) => gzipSync(data, { level: 9 }).length / 1024;

/**
 * The page's inline scripts (the ones its CSP allows by hash), gzip as one text: code that comes with the HTML, before
 * any file, and that the budgets above do not count.
 * @param {string} html
 */
export function inlineScriptKb(html) {
  const code = inlineScripts(html).join("\n");
  return code ? gzipKb(Buffer.from(code)) : 0;
}

/** Page loads at once, each in its own browser context: sizes and the order of requests do not depend on speed. */
export const CONCURRENT_LOADS = 3;

/**
 * Runs `work` on every item, at most `limit` at a time; the results keep the items' order.
 * @template T, R @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} work @returns {Promise<R[]>}
 */
export async function inPool(items, limit, work) {
  /** @type {R[]} */
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(/** @type {T} */ (items[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * @param {string} buildDir @param {string} base @param {import("@playwright/test").Browser} browser
 * @param {{ page: string, visit: Visit }} load a returning visitor has accepted cookies; a first visit has nothing stored
 * @returns {Promise<PageLoad>}
 */
async function loadPage(buildDir, base, browser, { page, visit }) {
  const clientDir = path.join(buildDir, "client");
  // A new context has no storage: a first visit.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (visit === "returning") await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const tab = await context.newPage();
    /** @type {Set<string>} */
    const requested = new Set();
    tab.on("request", (r) => {
      if (r.resourceType() === "script" && r.url().startsWith(base)) requested.add(new URL(r.url()).pathname);
    });
    const response = await tab.goto(base + page, { waitUntil: "load" });
    const inlineKb = inlineScriptKb((await response?.text()) ?? "");
    await tab.waitForFunction(() => document.documentElement.dataset.ready === "true", undefined, { timeout: 30_000 });
    await tab.waitForFunction((pending) => document.querySelectorAll(pending).length === 0, PENDING_SELF_STARTING_ISLANDS, {
      timeout: 30_000,
    });
    // The code of this visit's consent state has run: the banner's marks <html> (app/features/cookie-consent/
    // consent-ui.ts); the field metrics', started in an idle moment, reports the time to first byte at once
    // on a loaded page (app/features/web-vitals/web-vitals.ts).
    if (visit === "first") await tab.waitForFunction(() => document.documentElement.dataset.cookieBanner, undefined, { timeout: 30_000 });
    else
      await tab.waitForFunction(
        () => (window.dataLayer ?? []).some((e) => /** @type {{ metric_name?: string }} */ (e).metric_name === "TTFB"),
        undefined,
        { timeout: 30_000 },
      );
    await tab.waitForLoadState("networkidle");
    await tab.waitForTimeout(1500);
    await tab.waitForLoadState("networkidle");
    const timing = await tab.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      starts: Object.fromEntries(performance.getEntriesByType("resource").map((e) => [new URL(e.name).pathname, e.startTime])),
      css: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => new URL(/** @type {HTMLLinkElement} */ (l).href).pathname),
    }));
    const scripts = [...requested].map((url) => {
      const data = readFileSync(path.join(clientDir, url));
      return { url, kb: gzipKb(data), react: data.includes(REACT_MARKER), start: timing.starts[url] ?? 0 };
    });
    const cssKb = timing.css.reduce((sum, url) => sum + gzipKb(readFileSync(path.join(clientDir, url))), 0);
    return { page, visit, scripts, fcp: timing.fcp, cssKb, inlineKb };
  } finally {
    await context.close();
  }
}

/** @param {string} buildDir */
export async function measure(buildDir) {
  const info = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8"));
  const { createSiteServer } = await import("../../server/site/server.mjs");
  const server = createSiteServer({ buildDir });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
  try {
    // Every built page, and the not-found page as an unknown URL shows it; each on both visits.
    /** @type {string[]} */
    const pages = [...info.pages, "/pagina-que-nao-existe"];
    const loads = await inPool(
      pages.flatMap((page) => VISITS.map((visit) => ({ page, visit }))),
      CONCURRENT_LOADS,
      (load) => loadPage(buildDir, base, browser, load),
    );
    const clientDir = path.join(buildDir, "client");
    const images = filesUnder(clientDir)
      .filter((f) => /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i.test(f))
      .map((f) => ({ file: path.relative(clientDir, f), kb: statSync(f).size / 1024 }));
    return { pages, loads, images };
  } finally {
    await browser.close();
    server.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!existsSync(path.join(buildDir, "build-info.json"))) throw new Error(`check-budgets: no build in ${buildDir} (npm run build)`);
  const started = performance.now();
  const { pages, loads, images } = await measure(buildDir);
  console.log(
    `Budgets, as a browser loads each page on a first visit (nothing stored, the cookie banner's code included) and on a returning visit (cookies accepted, the field metrics' code included), 412x823, no input, until idle: pages with no island in view <= ${BUDGETS.contentJsKb} KB gzip of JS in <= ${BUDGETS.contentScripts} requests and no React; ${ISLAND_PAGES.join(", ")} <= ${BUDGETS.islandJsKb} KB with React after the first paint; CSS <= ${BUDGETS.cssKb} KB; images <= ${BUDGETS.imageKb} KB. "inline KB" is the page's inline scripts, gzip: code that comes with the HTML and that these budgets do not count`,
  );
  const columns = (/** @type {string} */ visit) => [
    `JS KB ${visit}`.padStart(visit.length + 6),
    "scripts".padStart(8),
    "React".padStart(6),
    "FCP ms".padStart(7),
    "1st JS ms".padStart(10),
  ];
  console.log(["page".padEnd(42), ...VISITS.flatMap(columns), "CSS KB".padStart(7), "inline KB".padStart(9)].join("  "));
  /** @param {PageLoad | undefined} l */
  const cells = (l, /** @type {string} */ visit) => {
    if (!l) return columns(visit).map((c) => "-".padStart(c.length));
    const kb = l.scripts.reduce((sum, s) => sum + s.kb, 0);
    const first = Math.min(...l.scripts.map((s) => s.start));
    return [
      kb.toFixed(1).padStart(visit.length + 6),
      String(l.scripts.length).padStart(8),
      (l.scripts.some((s) => s.react) ? "yes" : "no").padStart(6),
      l.fcp.toFixed(0).padStart(7),
      (Number.isFinite(first) ? first.toFixed(0) : "-").padStart(10),
    ];
  };
  for (const page of pages) {
    const both = VISITS.map((visit) => loads.find((l) => l.page === page && l.visit === visit));
    console.log(
      [
        page.padEnd(42),
        ...VISITS.flatMap((visit, i) => cells(both[i], visit)),
        (both[0]?.cssKb.toFixed(1) ?? "-").padStart(7),
        (both[0]?.inlineKb?.toFixed(1) ?? "-").padStart(9),
      ].join("  "),
    );
  }
  const biggest = [...images].sort((a, b) => b.kb - a.kb)[0];
  console.log(`images: ${images.length}, largest ${biggest ? `${biggest.file} ${biggest.kb.toFixed(0)} KB` : "none"}`);
  console.log(`${loads.length} page loads, ${CONCURRENT_LOADS} at once: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const failed = [
    ...loads.flatMap(pageViolations),
    ...images.filter((i) => i.kb > BUDGETS.imageKb).map((i) => `${i.file}: ${i.kb.toFixed(0)} KB > ${BUDGETS.imageKb} KB`),
  ];
  if (pages.length < 2) failed.push("check-budgets: fewer than two pages measured");
  if (loads.length !== pages.length * VISITS.length)
    failed.push(`check-budgets: ${loads.length} loads for ${pages.length} pages on ${VISITS.length} visits`);
  if (failed.length) {
    console.error(`\nBudget exceeded:\n- ${failed.join("\n- ")}`);
    process.exit(1);
  }
  console.log("All budgets met.");
}
