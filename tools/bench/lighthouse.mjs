// @ts-check
/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) on every sitemap URL of a fresh
 * build served by the repository's nginx, against the same pages with no JavaScript (the floor).
 * Prints one table of medians and writes it as JSON under bench/results/. Misses are marked,
 * never fatal: the exit code is non-zero only when the harness itself fails.
 * See docs/testing.md (the benchmark section) and docs/decisions/050-lighthouse-benchmark.md.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs } from "../lib/chromium-args.mjs";
import { startNginx, stopStaleNginx } from "../lib/run-nginx.mjs";
import { makeFloorBuild } from "./floor.mjs";
import { parseBenchArgs, USAGE } from "./options.mjs";
import { figuresOf, formatTable, formatTbtTable, median, routeResult, TARGETS } from "./report.mjs";

const GTM_ID = "GTM-BENCH01";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RESULTS_DIR = "bench/results";
/** Lighthouse retries a run that errors (e.g. a Chrome hiccup) this many times before giving up. */
const ATTEMPTS = 3;

/** @param {string} message */
const log = (message) => process.stderr.write(`${message}\n`);

/**
 * `npx astro build` + `node scripts/postbuild.mjs` into `buildDir`, with the tag-manager
 * id set or explicitly empty (so a developer's .env or shell cannot change what is measured).
 * @param {string} buildDir
 * @param {boolean} gtm
 */
function build(buildDir, gtm) {
  const env = { ...process.env, BUILD_DIR: buildDir, VITE_GTM_ID: gtm ? GTM_ID : "" };
  rmSync(buildDir, { recursive: true, force: true });
  for (const [cmd, args] of /** @type {Array<[string, string[]]>} */ ([
    ["npx", ["astro", "build"]],
    [process.execPath, ["scripts/postbuild.mjs"]],
  ])) {
    const started = Date.now();
    const out = spawnSync(cmd, args, { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (out.status !== 0) {
      process.stderr.write(`${out.stdout}\n${out.stderr}\n`);
      throw new Error(`${[path.basename(cmd), ...args].join(" ")} failed (exit ${out.status})`);
    }
    log(`  ${[path.basename(cmd), ...args].join(" ")}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

/**
 * Paths listed in the served sitemap (its origin is the public one; we measure the local one).
 * @param {string} baseURL
 */
async function sitemapPaths(baseURL) {
  const res = await fetch(`${baseURL}/sitemap.xml`);
  if (!res.ok) throw new Error(`GET /sitemap.xml answered ${res.status}`);
  const xml = await res.text();
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
    const url = new URL(/** @type {string} */ (m[1]));
    return url.pathname + url.search;
  });
  if (paths.length === 0) throw new Error("the sitemap lists no URL");
  return paths;
}

/** @param {any} lhr */
function summaryLine(lhr) {
  const f = figuresOf(lhr);
  return `perf ${f.performance} LCP ${(f.lcpMs / 1000).toFixed(2)} s TBT ${Math.round(f.tbtMs)} ms CLS ${f.cls.toFixed(3)}`;
}

async function main() {
  const parsed = parseBenchArgs(process.argv.slice(2));
  if ("help" in parsed) {
    console.log(USAGE);
    return;
  }
  const options = parsed;
  const started = Date.now();
  const buildDir = options.buildDir ?? (options.gtm ? ".tmp/bench-build-gtm" : ".tmp/bench-build");
  // Beside the bench's own builds in .tmp/ (git-ignored), also when --build-dir names a folder elsewhere.
  const floorDir = path.join(".tmp", `${path.basename(path.resolve(buildDir))}-floor`);

  if (options.skipBuild) {
    log(`Reusing ${buildDir} (--skip-build)`);
  } else {
    log(`Building into ${buildDir}${options.gtm ? ` with VITE_GTM_ID=${GTM_ID}` : ""}`);
    build(buildDir, options.gtm);
  }
  const buildSeconds = (Date.now() - started) / 1000;
  const floor = makeFloorBuild(buildDir, floorDir);
  log(`Floor copy in ${floorDir}: ${floor.pages} HTML files, ${(floor.bytesRemoved / 1024).toFixed(0)} KB of scripts removed`);

  /** @type {Array<{ stop(): void }>} */
  const servers = [];
  /** @type {import("chrome-launcher").LaunchedChrome | undefined} */
  let chrome;
  const profileDir = path.resolve(".tmp", `bench-chrome-${process.pid}`);
  const cleanup = () => {
    for (const s of servers.splice(0)) {
      try {
        s.stop();
      } catch (error) {
        log(`warning: could not stop nginx: ${error}`);
      }
    }
    if (chrome) {
      chrome.kill();
      chrome = undefined;
    }
    rmSync(profileDir, { recursive: true, force: true });
  };
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.once(signal, () => {
      cleanup();
      process.exit(130);
    });
  }

  try {
    for (const port of [options.port, options.port + 1]) if (stopStaleNginx(port)) log(`  stopped a stale bench nginx on port ${port}`);
    const site = startNginx(options.port, buildDir);
    servers.push(site);
    const floorSite = startNginx(options.port + 1, floorDir);
    servers.push(floorSite);

    const listed = await sitemapPaths(site.baseURL);
    const routes = options.routes ?? listed;
    for (const r of routes) if (!listed.includes(r)) log(`warning: ${r} is not in the sitemap; measuring it anyway`);

    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
    chrome = await launch({
      chromePath: CHROME_PATH,
      userDataDir: profileDir,
      logLevel: "silent",
      chromeFlags: [
        "--headless=new",
        ...chromiumArgs,
        // Loopback only: any other host fails at once instead of waiting on DNS.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    });
    const chromePort = chrome.port;

    /** @type {import("lighthouse").Flags} */
    const flags = {
      port: chromePort,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      throttlingMethod: options.applied ? "devtools" : "simulate",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The tag manager is never contacted: Lighthouse fails its requests at once
      // (ERR_BLOCKED_BY_CLIENT.Inspector, which the console audit ignores).
      blockedUrlPatterns: ["*googletagmanager.com*", "*google-analytics.com*"],
      // Screenshots change no figure and cost seconds per run on a small machine.
      skipAudits: ["full-page-screenshot", "screenshot-thumbnails", "final-screenshot"],
    };
    // The floor only contributes its LCP: the other categories would only slow the run down.
    /** @type {import("lighthouse").Flags} */
    const floorFlags = { ...flags, onlyCategories: ["performance"] };

    const total = routes.length * options.runs * 2;
    let done = 0;
    /** @type {Map<string, { runs: import("./report.mjs").RunFigures[], floorRuns: import("./report.mjs").RunFigures[] }>} */
    const byRoute = new Map(routes.map((r) => [r, { runs: [], floorRuns: [] }]));
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const lhrDir = path.join(RESULTS_DIR, `lhr-${options.gtm ? "gtm-" : ""}${stamp}`);
    const runsStarted = Date.now();

    /**
     * @param {string} url
     * @param {string} label
     * @param {import("lighthouse").Flags} [runFlags]
     */
    const runOnce = async (url, label, runFlags = flags) => {
      for (let attempt = 1; ; attempt++) {
        const t0 = Date.now();
        try {
          const result = await lighthouse(url, runFlags);
          const lhr = result?.lhr;
          if (!lhr) throw new Error("Lighthouse returned no result");
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          done++;
          log(
            `[${String(done).padStart(String(total).length)}/${total}] ${label.padEnd(56)} ${summaryLine(lhr)} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
          );
          return lhr;
        } catch (error) {
          if (attempt >= ATTEMPTS) throw new Error(`${label}: ${error}`);
          log(`  ${label}: attempt ${attempt} failed (${error}); retrying`);
        }
      }
    };

    // Runs interleave page and floor, and go through all routes before repeating, so slow
    // drifts of the machine (other jobs, heat) spread over every route and both variants.
    for (let run = 1; run <= options.runs; run++) {
      for (const route of routes) {
        const entry = /** @type {NonNullable<ReturnType<typeof byRoute.get>>} */ (byRoute.get(route));
        const lhr = await runOnce(site.baseURL + route, `${route} run ${run}`);
        entry.runs.push(figuresOf(lhr));
        if (options.saveLhr && run === 1) {
          mkdirSync(lhrDir, { recursive: true });
          writeFileSync(path.join(lhrDir, `${route.replace(/[^\w-]+/g, "_") || "_"}.json`), JSON.stringify(lhr));
        }
        const floorLhr = await runOnce(floorSite.baseURL + route, `${route} floor run ${run}`, floorFlags);
        entry.floorRuns.push(figuresOf(floorLhr));
      }
    }
    const runSeconds = (Date.now() - runsStarted) / 1000;
    const chromeVersion = await fetch(`http://127.0.0.1:${chromePort}/json/version`)
      .then((r) => r.json())
      .then((j) => /** @type {{ Browser?: string }} */ (j).Browser ?? "unknown")
      .catch(() => "unknown");
    cleanup();

    const results = routes.map((r) => {
      const entry = /** @type {NonNullable<ReturnType<typeof byRoute.get>>} */ (byRoute.get(r));
      return routeResult(r, entry.runs, entry.floorRuns);
    });
    const table = formatTable(results);
    const throttling = options.applied ? "applied throttling (4x CPU, slow-4G round trips)" : "simulated throttling";
    const suffix = `${options.gtm ? "gtm-" : ""}${options.applied ? "applied-" : ""}`;
    const missing = results.filter((r) => r.misses.length > 0).length;
    const seconds = (Date.now() - started) / 1000;

    console.log(
      `\nLighthouse ${options.gtm ? `(VITE_GTM_ID=${GTM_ID}, tag manager blocked) ` : ""}mobile, ${throttling}; medians of ${options.runs} run(s) per page and per floor (no-script copy)\n`,
    );
    console.log(table);
    const tbtTable = formatTbtTable(results);
    console.log(`\nTotal blocking time against the floor (target: at most ${TARGETS.tbtOverFloorMs} ms above it)\n\n${tbtTable}`);
    const cpu = results.flatMap((r) => [...r.runs, ...r.floorRuns].map((f) => f.benchmarkIndex)).sort((a, b) => a - b);
    console.log(
      `\n${results.length - missing}/${results.length} routes meet every target. ${total} Lighthouse runs in ${runSeconds.toFixed(0)} s (${(runSeconds / total).toFixed(1)} s each); build ${buildSeconds.toFixed(0)} s; total ${seconds.toFixed(0)} s. Lighthouse CPU benchmark index min/median/max ${Math.round(cpu[0] ?? NaN)}/${Math.round(median(cpu))}/${Math.round(cpu[cpu.length - 1] ?? NaN)} (load average now ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}).`,
    );

    const gitHead = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
    const gitDirty = spawnSync("git", ["status", "--porcelain"], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
    const json = {
      generatedAt: new Date().toISOString(),
      mode: options.gtm ? "gtm" : "default",
      buildDir,
      gtmId: options.gtm ? GTM_ID : null,
      runsPerPage: options.runs,
      lighthouse: `12.8.2 (mobile preset: default config, formFactor mobile, ${throttling})`,
      throttling,
      chrome: chromeVersion,
      git: { head: gitHead, uncommitted: gitDirty },
      targets: TARGETS,
      timing: { buildSeconds, lighthouseSeconds: runSeconds, runs: total, totalSeconds: seconds },
      table,
      tbtTable,
      routes: results,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `lighthouse-${suffix}${stamp}.json`);
    writeFileSync(file, JSON.stringify(json, null, 2) + "\n");
    // A --build-dir run measures some other build: it must not replace the reference results.
    if (!options.buildDir)
      writeFileSync(path.join(RESULTS_DIR, `latest${suffix ? `-${suffix.slice(0, -1)}` : ""}.json`), JSON.stringify(json, null, 2) + "\n");
    console.log(`Results: ${file}${options.saveLhr ? `; full reports of run 1: ${lhrDir}/` : ""}`);
  } finally {
    cleanup();
  }
}

main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
});
