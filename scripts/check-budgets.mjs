// @ts-check
/**
 * Byte budgets over the build output (deterministic, no timing): the JavaScript each page
 * loads before any interaction, its CSS, image sizes, and which heavy code stays out of the
 * first JS of pages that do not use it. Prints a table and exits 1 when a budget is passed.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { DEFERRED_BOOT_TYPE } from "../app/lib/deferred-boot.js";
import { staticImports } from "./lib/chunk-imports.mjs";
import { filesUnder } from "./lib/files.mjs";

/** The inline module script, live or left inert by scripts/lib/defer-boot.mjs. */
const MODULE_SCRIPTS = new RegExp(`<script type="(?:module|${DEFERRED_BOOT_TYPE})"[^>]*>([\\s\\S]*?)</script>`, "g");

export const BUDGETS = { jsKb: 130, cssKb: 25, imageKb: 200 };

/**
 * Issue 13: the lead form hydrates with its page, so a page with the form may load at most
 * `extraKb` more first JS than `baseline`, a page without it; and the form's folder (tests
 * included) stays within `maxLines`.
 */
export const FORM_BUDGET = { pages: ["/contato", "/integracao"], baseline: "/parceiros", extraKb: 8, dir: "app/features/lead-form", maxLines: 1097 };

/**
 * Code that must stay out of the JavaScript a page loads before any interaction, found by text
 * that exists in that code and nowhere else. `usedOn` lists the pages that show it at once.
 * @type {Record<string, { pattern: RegExp, what: string, usedOn: (page: string) => boolean }>}
 */
export const MARKERS = {
  phoneMetadata: { pattern: /country_calling_codes/, what: "phone-number metadata", usedOn: () => false },
  // Radix Toast's swipe variable: the toast code loads with the first toast (docs/decisions/100).
  toast: { pattern: /radix-toast-swipe/, what: "the toast code (Radix Toast)", usedOn: () => false },
  // The player is on the home page and the demo video page only.
  videoPlayer: {
    pattern: /Clique para assistir novamente/,
    what: "the video player",
    usedOn: (page) => page === "/" || page.endsWith("-video-demo"),
  },
  // A navigation type only the web-vitals library names; it loads after consent (docs/decisions/150).
  webVitals: { pattern: /back-forward-cache/, what: "the web-vitals library", usedOn: () => false },
};


/**
 * Scripts a page's HTML starts with: modulepreloads, script src and the inline module's imports,
 * including the ones the boot snippet starts after the first paint (still before any interaction).
 * @param {string} html
 * @returns {string[]}
 */
export function entryScripts(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(/** @type {string} */ (m[1]));
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(/** @type {string} */ (m[1]));
  for (const m of html.matchAll(/\bdata-preload="([^"]*)"/g)) for (const u of (m[1] ?? "").split(" ")) if (u) urls.add(u);
  for (const m of html.matchAll(MODULE_SCRIPTS)) {
    for (const i of (m[1] ?? "").matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+)["']/g)) urls.add(/** @type {string} */ (i[1]));
  }
  return [...urls].filter((u) => u.startsWith("/assets/") && u.endsWith(".js"));
}

/** @param {string} clientDir @param {string[]} entries @returns {string[]} every chunk reached by static imports */
export function closure(clientDir, entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const url = /** @type {string} */ (queue.shift());
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), "utf8");
    for (const spec of staticImports(code)) queue.push(path.posix.join(path.posix.dirname(url), spec));
  }
  return [...seen];
}

const gz = (/** @type {Buffer} */ data) => gzipSync(data, { level: 9 }).length / 1024;

/** @param {string} buildDir */
export function measure(buildDir) {
  const clientDir = path.join(buildDir, "client");
  const info = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8"));
  const rows = [];
  for (const page of /** @type {string[]} */ (info.pages)) {
    const html = readFileSync(path.join(clientDir, page === "/" ? "" : page, "index.html"), "utf8");
    const chunks = closure(clientDir, entryScripts(html));
    const code = chunks.map((c) => readFileSync(path.join(clientDir, c)));
    const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => readFileSync(path.join(clientDir, m[1] ?? "")));
    const joined = code.map((c) => c.toString("utf8")).join("\n");
    rows.push({
      page,
      chunks: chunks.length,
      jsKb: gz(Buffer.concat(code)),
      cssKb: css.reduce((sum, c) => sum + gz(c), 0),
      onDemand: Object.fromEntries(Object.entries(MARKERS).map(([key, m]) => [key, m.pattern.test(joined)])),
    });
  }
  // A marker that matches no chunk at all would report "absent" everywhere and check nothing
  // (editing the video's end-screen text once switched its check off): that is a failure too.
  const allCode = filesUnder(clientDir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
  const unmatchedMarkers = Object.entries(MARKERS)
    .filter(([, m]) => !m.pattern.test(allCode))
    .map(([key]) => key);
  const images = filesUnder(clientDir)
    .filter((f) => /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i.test(f))
    .map((f) => ({ file: path.relative(clientDir, f), kb: statSync(f).size / 1024 }));
  return { rows, images, unmatchedMarkers };
}

/** @param {string} dir @returns {number} lines of every file under dir */
export function countLines(dir) {
  return filesUnder(dir).reduce((sum, file) => sum + readFileSync(file, "utf8").split("\n").filter((line, i, all) => i < all.length - 1 || line !== "").length, 0);
}

/**
 * @param {Array<{ page: string, jsKb: number }>} rows
 * @returns {Array<{ page: string, extraKb: number }>} first JS of each form page above the baseline page
 */
export function formExtra(rows) {
  const base = rows.find((r) => r.page === FORM_BUDGET.baseline);
  if (!base) throw new Error(`check-budgets: baseline page ${FORM_BUDGET.baseline} not in the build`);
  return FORM_BUDGET.pages.map((page) => {
    const row = rows.find((r) => r.page === page);
    if (!row) throw new Error(`check-budgets: form page ${page} not in the build`);
    return { page, extraKb: row.jsKb - base.jsKb };
  });
}

/**
 * @param {{ rows: ReturnType<typeof measure>["rows"], images: ReturnType<typeof measure>["images"], unmatchedMarkers?: string[] }} result
 * @param {number} [formLines]
 */
export function violations({ rows, images, unmatchedMarkers = [] }, formLines = 0) {
  const out = [];
  for (const key of unmatchedMarkers) {
    out.push(`marker ${key} (${MARKERS[key]?.what}) matches no built chunk: update its pattern in scripts/check-budgets.mjs`);
  }
  for (const { page, extraKb } of formExtra(rows)) {
    if (extraKb > FORM_BUDGET.extraKb) out.push(`${page}: first JS ${extraKb.toFixed(1)} KB gzip above ${FORM_BUDGET.baseline} > ${FORM_BUDGET.extraKb}`);
  }
  if (formLines > FORM_BUDGET.maxLines) out.push(`${FORM_BUDGET.dir}: ${formLines} lines > ${FORM_BUDGET.maxLines}`);
  for (const r of rows) {
    if (r.jsKb > BUDGETS.jsKb) out.push(`${r.page}: first JS ${r.jsKb.toFixed(1)} KB gzip > ${BUDGETS.jsKb}`);
    if (r.cssKb > BUDGETS.cssKb) out.push(`${r.page}: CSS ${r.cssKb.toFixed(1)} KB gzip > ${BUDGETS.cssKb}`);
    for (const [key, marker] of Object.entries(MARKERS)) {
      if (r.onDemand[key] && !marker.usedOn(r.page)) out.push(`${r.page}: ${marker.what} is in the first JS`);
    }
  }
  for (const img of images) if (img.kb > BUDGETS.imageKb) out.push(`${img.file}: ${img.kb.toFixed(0)} KB > ${BUDGETS.imageKb} KB`);
  return out;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const result = measure(buildDir);
  const markers = Object.entries(MARKERS);
  const keys = markers.map(([key]) => key);
  console.log(`Budgets: first JS <= ${BUDGETS.jsKb} KB gzip, CSS <= ${BUDGETS.cssKb} KB gzip, images <= ${BUDGETS.imageKb} KB`);
  console.log(`Heavy code in the first JS (yes = present): ${markers.map(([key, m]) => `${key} = ${m.what}`).join("; ")}`);
  console.log(["page".padEnd(42), "JS KB".padStart(8), "chunks".padStart(7), "CSS KB".padStart(8), ...keys.map((k) => k.padEnd(13))].join("  "));
  for (const r of result.rows) {
    console.log(
      [r.page.padEnd(42), r.jsKb.toFixed(1).padStart(8), String(r.chunks).padStart(7), r.cssKb.toFixed(1).padStart(8), ...keys.map((k) => (r.onDemand[k] ? "yes" : "no").padEnd(13))].join("  "),
    );
  }
  const biggest = [...result.images].sort((a, b) => b.kb - a.kb)[0];
  console.log(`images: ${result.images.length}, largest ${biggest ? `${biggest.file} ${biggest.kb.toFixed(0)} KB` : "none"}`);
  const formLines = countLines(FORM_BUDGET.dir);
  const extras = formExtra(result.rows).map((r) => `${r.page} +${r.extraKb.toFixed(1)} KB`).join(", ");
  console.log(`Lead form: first JS above ${FORM_BUDGET.baseline} (<= ${FORM_BUDGET.extraKb} KB gzip): ${extras}`);
  console.log(`Lead form: ${FORM_BUDGET.dir} ${formLines} lines, tests included (<= ${FORM_BUDGET.maxLines})`);
  const failed = violations(result, formLines);
  if (failed.length) {
    console.error(`\nBudget exceeded:\n- ${failed.join("\n- ")}`);
    process.exit(1);
  }
  console.log("All budgets met.");
}
