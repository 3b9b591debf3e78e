// @ts-check
/** Command-line options of `npm run bench` (tools/bench/lighthouse.mjs). */
import { parseArgs } from "node:util";

/**
 * @typedef {object} BenchOptions
 * @property {number} runs Lighthouse runs per route (and per floor page); medians are reported
 * @property {string[] | null} routes Paths to measure; null = every URL of the sitemap
 * @property {boolean} gtm Build with a tag-manager id (its requests are blocked, never sent)
 * @property {boolean} skipBuild Reuse the existing bench build instead of rebuilding
 * @property {string | null} buildDir Measure this existing build folder instead (implies skipBuild)
 * @property {boolean} saveLhr Also save each route's first full Lighthouse report (JSON)
 * @property {number} port First of the two loopback ports (the page; port + 1 serves the floor)
 * @property {boolean} applied Slow the page for real (4x CPU, slow-4G round trips) instead of simulating it
 */

export const USAGE = `Usage: npm run bench -- [--runs N] [--routes /,/contato] [--gtm] [--skip-build] [--build-dir DIR] [--save-lhr] [--port 5480] [--applied]

Builds the site into .tmp/bench-build (.tmp/bench-build-gtm with --gtm), serves it and a copy
without any <script> (the "floor") with the repository's nginx on 127.0.0.1, runs Lighthouse
(mobile, simulated throttling) N times on every sitemap URL and prints the medians against the
targets. Results: bench/results/lighthouse-*.json and latest.json (latest-gtm.json with --gtm).
--applied: Lighthouse's applied ("devtools") throttling instead, a 4x slower CPU and slow-4G round trips
for real, so layout shifts and long tasks are those of a slowed page (results: latest-applied.json).`;

/** The options `parseArgs` knows; numbers and lists arrive as text and are checked below. */
const OPTIONS = /** @type {const} */ ({
  help: { type: "boolean", short: "h" },
  runs: { type: "string" },
  routes: { type: "string" },
  port: { type: "string" },
  gtm: { type: "boolean" },
  "skip-build": { type: "boolean" },
  "build-dir": { type: "string" },
  "save-lhr": { type: "boolean" },
  applied: { type: "boolean" },
});

/** @param {string[]} argv */
function parseStrictly(argv) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false });
  } catch (error) {
    // Node's message names the option ("Unknown option '--nope'", "argument missing"); the usage follows it.
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, { cause: error });
  }
}

/**
 * @param {string[]} argv process.argv.slice(2)
 * @returns {BenchOptions | { help: true }}
 */
export function parseBenchArgs(argv) {
  const { values } = parseStrictly(argv);
  if (values.help) return { help: true };
  /** @param {string} name @param {string} text */
  const integer = (name, text, min = 1, max = 20) => {
    const n = text.trim() === "" ? Number.NaN : Number(text);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be an integer from ${min} to ${max}`);
    return n;
  };
  /** @type {BenchOptions} */
  const options = { runs: 3, routes: null, gtm: false, skipBuild: false, buildDir: null, saveLhr: false, port: 5480, applied: false };
  if (values.runs !== undefined) options.runs = integer("runs", values.runs);
  if (values.port !== undefined) options.port = integer("port", values.port, 1024, 65534);
  if (values.routes !== undefined) {
    const list = values.routes
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => (r.startsWith("/") ? r : `/${r}`));
    if (list.length === 0) throw new Error("--routes needs at least one path");
    options.routes = [...new Set(list)];
  }
  options.gtm = values.gtm ?? false;
  options.saveLhr = values["save-lhr"] ?? false;
  options.applied = values.applied ?? false;
  options.skipBuild = values["skip-build"] ?? false;
  if (values["build-dir"] !== undefined) {
    if (values["build-dir"] === "") throw new Error("--build-dir needs a value");
    options.buildDir = values["build-dir"];
    options.skipBuild = true;
  }
  return options;
}
