// @ts-check
/** Command-line options of `npm run bench` (scripts/bench/lighthouse.mjs). */

/**
 * @typedef {object} BenchOptions
 * @property {number} runs Lighthouse runs per route (and per floor page); medians are reported
 * @property {string[] | null} routes Paths to measure; null = every URL of the sitemap
 * @property {boolean} gtm Build with a tag-manager id (its requests are blocked, never sent)
 * @property {boolean} skipBuild Reuse the existing bench build instead of rebuilding
 * @property {string | null} buildDir Measure this existing build folder instead (implies skipBuild)
 * @property {boolean} saveLhr Also save each route's first full Lighthouse report (JSON)
 * @property {number} port First of the two loopback ports (the page; port + 1 serves the floor)
 */

export const USAGE = `Usage: npm run bench -- [--runs N] [--routes /,/contato] [--gtm] [--skip-build] [--build-dir DIR] [--save-lhr] [--port 5480]

Builds the site into .tmp/bench-build (.tmp/bench-build-gtm with --gtm), serves it and a copy
without any <script> (the "floor") with the repository's nginx on 127.0.0.1, runs Lighthouse
(mobile, simulated throttling) N times on every sitemap URL and prints the medians against the
targets. Results: bench/results/lighthouse-*.json and latest.json (latest-gtm.json with --gtm).`;

/**
 * @param {string[]} argv process.argv.slice(2)
 * @returns {BenchOptions | { help: true }}
 */
export function parseBenchArgs(argv) {
  /** @type {BenchOptions} */
  const options = { runs: 3, routes: null, gtm: false, skipBuild: false, buildDir: null, saveLhr: false, port: 5480 };
  for (let i = 0; i < argv.length; i++) {
    const raw = /** @type {string} */ (argv[i]);
    const [name, inline] = raw.includes("=") ? [raw.slice(0, raw.indexOf("=")), raw.slice(raw.indexOf("=") + 1)] : [raw, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === "") throw new Error(`${name} needs a value`);
      return v;
    };
    switch (name) {
      case "--help":
      case "-h":
        return { help: true };
      case "--runs": {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1 || n > 20) throw new Error("--runs must be an integer from 1 to 20");
        options.runs = n;
        break;
      }
      case "--routes": {
        const list = value()
          .split(",")
          .map((r) => r.trim())
          .filter(Boolean)
          .map((r) => (r.startsWith("/") ? r : `/${r}`));
        if (list.length === 0) throw new Error("--routes needs at least one path");
        options.routes = [...new Set(list)];
        break;
      }
      case "--port": {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1024 || n > 65534) throw new Error("--port must be an integer from 1024 to 65534");
        options.port = n;
        break;
      }
      case "--gtm":
        options.gtm = true;
        break;
      case "--skip-build":
        options.skipBuild = true;
        break;
      case "--build-dir":
        options.buildDir = value();
        options.skipBuild = true;
        break;
      case "--save-lhr":
        options.saveLhr = true;
        break;
      default:
        throw new Error(`unknown option ${raw}\n\n${USAGE}`);
    }
  }
  return options;
}
