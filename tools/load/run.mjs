// @ts-check
/**
 * `npm run load`: bounded load and fault run on 127.0.0.1 (not part of `npm test`).
 *
 * 1. Builds the site into .tmp/load-build when it is missing or older than its sources.
 * 2. HTTP: 20 s of wrk (Debian's package, installed with apt-get when missing) against nginx
 *    (deploy/nginx.conf) and 20 s against the Node server (server/site/server.mjs), over a mix of
 *    pages, a .html alias, hashed assets and a 404.
 * 3. Leads database: 10,000 leads from 50 clients, every one checked through the export; then a
 *    second burst during which the server is killed with SIGKILL, a restart, and a lead-by-lead
 *    check that every acknowledged lead is stored; then the upgrade of a JSON-lines inbox whose
 *    last line is torn.
 * `npm run load -- --import-scale` runs only the import benchmark instead: an earlier version's
 * 600 MB JSON-lines inbox (about 1.4 million leads, LOAD_INTAKE_INBOX_MB) imported by a start,
 * then `npm run leads`; under .tmp/, removed afterwards.
 *
 * `npm run load -- --leads-only` runs only step 3 (the leads database, SQLite). With `--engine sqlite|sqlite-nginx|pg|pg2`
 * (repeatable) or `--engine all`, instead one burst of LOAD_LEADS leads per store setup, one after the other,
 * and a table of leads/s and acknowledgement p50/p99 beside the load average (./lead-engine-load.mjs):
 * PostgreSQL is LEAD_DATABASE_URL when set, else a throwaway cluster on the first free port of LOAD_PG_PORT (55432) and the seven after it.
 * Beside burst 1, `GET /` at a fixed rate, and the same without a burst: what pages wait for while leads are written.
 *
 * Environment: LOAD_SECONDS (20), LOAD_CONNECTIONS (50), LOAD_LEADS (10000), LOAD_REBUILD=1,
 * LOAD_WRK_THREADS (half the cores), LOAD_PIN (wrk | split | 0), LOAD_PORT_BASE (5520: four ports from
 * it), LOAD_SERVER_REPO (the checkout whose server/site/server.mjs runs, e.g. an older one to compare; this one).
 * Exit status 1 when a target or a check is missed.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { exportLeads } from "../../server/leads/lead-upkeep.mjs";
import { ensureBuild } from "./build.mjs";
import { bigInbox } from "./intake-load.mjs";
import { siteMix } from "./http-load.mjs";
import { defaultWrkThreads, ensureWrk, hasTaskset, pinProcesses, runWrkLoad } from "./wrk-load.mjs";
import { leadBody, leadId, quantile, sendBurst, sendBurstAndKill } from "./lead-load.mjs";
import { SETUPS, engineTable, runEngineSetup } from "./lead-engine-load.mjs";
import { startNginx } from "./nginx.mjs";
import { startNodeServer } from "./node-server.mjs";
import { probePages } from "./page-probe.mjs";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BUILD_DIR = ".tmp/load-build";
/** The build as the server sees it: absolute, since LOAD_SERVER_REPO's server runs in its own folder. */
const SERVED_BUILD = path.join(REPO, BUILD_DIR);
const LEADS_DIR = path.join(REPO, ".tmp", "load-leads");
const PORT_BASE = Number(process.env.LOAD_PORT_BASE ?? 5520);
const PORTS = { nginx: PORT_BASE, node: PORT_BASE + 1, inbox: PORT_BASE + 2, tornCopy: PORT_BASE + 3 };
const PG_PORT = Number(process.env.LOAD_PG_PORT ?? 55432);
const SERVER_REPO = path.resolve(process.env.LOAD_SERVER_REPO ?? REPO);
/** `GET /` per second beside the leads, and how long without them. */
const PAGE_PROBE = { perSecond: 50, seconds: 5 };
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const LEADS = Number(process.env.LOAD_LEADS ?? 10_000);
const LEAD_CLIENTS = 50;
const TARGETS = { nginx: 15_000, node: 3_000, p99Ms: 50 };
/** The whole run stops by itself after this long, whatever happens. */
const RUN_LIMIT_MS = 15 * 60_000;

/** @type {string[]} */
const misses = [];
/** @type {(() => unknown)[]} */
const cleanups = [];

const fmt = (/** @type {number} */ n) => n.toLocaleString("en-US");
const verdict = (/** @type {boolean} */ ok, /** @type {string} */ what) => {
  if (!ok) misses.push(what);
  return ok ? "OK" : "MISSED";
};
const load1 = () => os.loadavg()[0]?.toFixed(2) ?? "?";

async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()?.();
    } catch (error) {
      console.error("cleanup:", error instanceof Error ? error.message : error);
    }
  }
}

const watchdog = setTimeout(() => {
  console.error(`load: still running after ${RUN_LIMIT_MS / 60_000} min, stopping`);
  void cleanup().finally(() => process.exit(2));
}, RUN_LIMIT_MS);
watchdog.unref();
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

/**
 * The HTTP load generator: Debian's wrk, installed with apt-get when missing (the run stops when
 * it cannot be). One thread per half of the cores by default.
 * @typedef {{ version: string, threads: number, wrkCpus: string | undefined, serverCpus: string | undefined }} Loader
 * @returns {Loader}
 */
function chooseLoader() {
  const wrk = ensureWrk();
  if (!wrk.ok) throw new Error(`${wrk.reason}; install Debian's wrk (apt-get install wrk) and run again`);
  const cores = os.availableParallelism();
  const threads = Math.min(Number(process.env.LOAD_WRK_THREADS ?? defaultWrkThreads()), cores);
  if (!Number.isInteger(threads) || threads < 1) throw new Error("LOAD_WRK_THREADS must be a whole number >= 1");
  // LOAD_PIN: "wrk" (default) runs wrk under taskset on the last CPUs and leaves the server free
  // to use every core; "split" also pins the server to the other CPUs; "0" pins nothing. On the
  // 2-core machine "wrk" measured best, "split" as well when the machine is quiet but far worse
  // when other processes are busy (docs/decisions/306-bench-and-load-runs.md).
  const mode = process.env.LOAD_PIN ?? "wrk";
  if (!["wrk", "split", "0"].includes(mode)) throw new Error(`LOAD_PIN must be wrk, split or 0, not ${mode}`);
  const pin = mode !== "0" && threads < cores && hasTaskset();
  const cpus = (/** @type {number} */ from, /** @type {number} */ to) => Array.from({ length: to - from }, (_, i) => from + i).join(",");
  return {
    version: `${wrk.version}${wrk.installed ? ", installed now with apt-get" : ""}`,
    threads,
    wrkCpus: pin ? cpus(cores - threads, cores) : undefined,
    serverCpus: pin && mode === "split" ? cpus(0, cores - threads) : undefined,
  };
}

/**
 * @param {Loader} loader
 * @param {string} name
 * @param {string} baseURL
 * @param {number} target req/s
 * @param {() => number[]} serverPids
 */
async function httpPhase(loader, name, baseURL, target, serverPids) {
  const mix = siteMix(path.join(REPO, BUILD_DIR));
  const cores = os.availableParallelism();
  console.log(`\n== HTTP load: ${name} at ${baseURL}, ${SECONDS} s, ${CONNECTIONS} keep-alive connections, Accept-Encoding: gzip, br ==`);
  const pinned = loader.serverCpus !== undefined && pinProcesses(serverPids(), loader.serverCpus);
  console.log(
    `machine: ${cores} cores shared by wrk (${loader.threads} thread${loader.threads > 1 ? "s" : ""}${loader.wrkCpus ? `, pinned to CPU ${loader.wrkCpus}` : ""}) and the server` +
      `${pinned ? ` (pinned to CPU ${loader.serverCpus})` : loader.serverCpus ? " (pinning it failed: not pinned)" : " (not pinned)"}; load average before: ${load1()}`,
  );
  const r = await runWrkLoad({
    baseURL,
    mix,
    seconds: SECONDS,
    connections: CONNECTIONS,
    serverPids,
    threads: loader.threads,
    wrkCpus: loader.wrkCpus,
  });
  console.log(`command: ${r.command}`);
  const wrk = r.wrk;
  const tool = "wrk";
  const turn = "each wrk thread in turn over its connections";
  console.log(`mix (${turn}): ${mix.map((m) => `${m.path} [${r.encodings[m.path]}]`).join(", ")}`);
  console.log(
    `requests   ${fmt(r.requests)} in ${r.seconds} s = ${fmt(r.reqPerSec)} req/s   target >= ${fmt(target)}: ${verdict(r.reqPerSec >= target, `${name}: ${fmt(r.reqPerSec)} req/s < ${fmt(target)}`)}`,
  );
  console.log(
    `latency    p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms   target p99 < ${TARGETS.p99Ms} ms: ${verdict(r.p99 < TARGETS.p99Ms, `${name}: p99 ${r.p99} ms >= ${TARGETS.p99Ms} ms`)}`,
  );
  console.log(
    `statuses   ${Object.entries(r.statuses)
      .map(([code, n]) => `${code}: ${fmt(n)}`)
      .join(", ")} (${fmt(r.expected404)} expected 404s from the not-found URL)`,
  );
  {
    const sent404 = wrk.issued.reduce((sum, n, i) => (mix[i]?.expect === 404 ? sum + n : sum), 0);
    console.log(
      `           sent to the not-found URL: ${fmt(sent404)}; unanswered when wrk stopped: ${fmt(wrk.inFlight)} (404s are matched to that URL by these counts)`,
    );
  }
  const errors = r.unexpected + r.connectionErrors + r.timeouts;
  const socket = `socket errors connect ${fmt(wrk.socketErrors.connect)}, read ${fmt(wrk.socketErrors.read)}, write ${fmt(wrk.socketErrors.write)}`;
  console.log(
    `errors     ${fmt(errors)} (unexpected statuses ${fmt(r.unexpected)}, ${socket}, timeouts ${fmt(r.timeouts)})   target 0: ${verdict(errors === 0, `${name}: ${errors} errors`)}`,
  );
  if (r.unexpected > 0 && Object.keys(r.unexpectedByPath).length > 0)
    console.log(`           unexpected by URL: ${JSON.stringify(r.unexpectedByPath)}`);
  const available = cores * r.seconds;
  const others = Math.max(0, r.machineCpu - r.serverCpu - r.loaderCpu);
  const perRequestUs = (r.serverCpu * 1e6) / Math.max(r.requests, 1);
  const loaderUs = (r.loaderCpu * 1e6) / Math.max(r.requests, 1);
  console.log(
    `CPU        of ${available.toFixed(0)} CPU-s: server ${r.serverCpu.toFixed(1)}, ${tool} ${r.loaderCpu.toFixed(1)}, other processes ${others.toFixed(1)}, idle ${Math.max(0, available - r.machineCpu).toFixed(1)}`,
  );
  console.log(
    `per req    server ${perRequestUs.toFixed(0)} µs CPU (about ${fmt(Math.round(1e6 / perRequestUs))} req/s per core it gets), ${tool} ${loaderUs.toFixed(0)} µs; ` +
      `both alone on these ${cores} cores (CPU-bound estimate): at most about ${fmt(Math.round((cores * 1e6) / (perRequestUs + loaderUs)))} req/s`,
  );
  if (others > 0.15 * available)
    console.log(
      `note       other processes took ${Math.round((others / available) * 100)}% of the machine during this run: req/s and latency are lower than on an idle machine`,
    );
  console.log(`load average after: ${load1()}`);
}

/** The ids in the database, with how many rows each has (the export the CLI prints). @param {string} file */
function scanDatabase(file) {
  /** @type {Map<string, number>} */
  const ids = new Map();
  const leads = exportLeads(file);
  for (const lead of leads) {
    const id = leadId(lead);
    if (id) ids.set(id, (ids.get(id) ?? 0) + 1);
  }
  return { rows: leads.length, ids, leads };
}

/**
 * @param {Set<string>} acked
 * @param {Map<string, number>} stored id -> lines
 * @param {string} prefix
 */
function compare(acked, stored, prefix) {
  const mine = [...stored.entries()].filter(([id]) => id.startsWith(`${prefix}-`));
  const missing = [...acked].filter((id) => !stored.has(id));
  return {
    stored: mine.length,
    duplicates: mine.filter(([, n]) => n > 1).length,
    missing,
    storedNotAcked: mine.filter(([id]) => !acked.has(id)).length,
  };
}

async function inboxPhase() {
  rmSync(LEADS_DIR, { recursive: true, force: true });
  mkdirSync(LEADS_DIR, { recursive: true });
  const file = path.join(LEADS_DIR, "leads.db");
  const deadline = () => Date.now() + 120_000;

  console.log(`\n== Lead inbox: ${fmt(LEADS)} leads from ${LEAD_CLIENTS} concurrent keep-alive clients -> ${path.relative(REPO, file)} ==`);
  let server = await startNodeServer({ port: PORTS.inbox, buildDir: SERVED_BUILD, inboxFile: file, repo: SERVER_REPO });
  cleanups.push(() => server.kill());
  console.log(`server: ${path.relative(REPO, SERVER_REPO) || "this checkout"}; load average ${load1()}`);
  const quiet = await probePages({ baseURL: server.baseURL, ...PAGE_PROBE });
  const burst1 = sendBurst({ baseURL: server.baseURL, prefix: "b1", count: LEADS, clients: LEAD_CLIENTS, deadlineMs: deadline() });
  const [b1, busy] = await Promise.all([burst1, probePages({ baseURL: server.baseURL, ...PAGE_PROBE, seconds: 120, until: burst1 })]);
  const pq = (/** @type {number[]} */ ms) =>
    `p50 ${quantile(ms, 0.5).toFixed(1)} ms, p99 ${quantile(ms, 0.99).toFixed(1)} ms (${fmt(ms.length)} answers)`;
  console.log(
    `GET / at ${PAGE_PROBE.perSecond}/s: without a burst ${pq(quiet.ms)}; during burst 1 ${pq(busy.ms)}; not 200 ${quiet.failed + busy.failed} ${JSON.stringify({ ...quiet.why, ...busy.why })}`,
  );
  const s1 = scanDatabase(file);
  const c1 = compare(b1.acked, s1.ids, "b1");
  const failed1 = Object.values(b1.failed).reduce((a, b) => a + b, 0);
  const p = (/** @type {number} */ q) => quantile(b1.ackMs, q).toFixed(1);
  console.log(
    `burst 1: sent ${fmt(b1.sent)}, acknowledged ${fmt(b1.acked.size)}, stored ${fmt(c1.stored)} in ${b1.seconds} s (${fmt(Math.round(b1.acked.size / b1.seconds))} leads/s); ack p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; failed ${fmt(failed1)} ${JSON.stringify(b1.failed)}`,
  );
  console.log(`database: ${fmt(s1.rows)} leads, duplicates ${c1.duplicates}, acknowledged but missing ${c1.missing.length}`);
  await whileLocked(server.baseURL, file);
  console.log(
    `check:   exactly ${fmt(LEADS)} leads, one row each: ${verdict(
      b1.acked.size === LEADS && s1.rows === LEADS && c1.stored === LEADS && c1.duplicates === 0 && c1.missing.length === 0,
      "burst 1: the database does not hold exactly one row per lead",
    )}`,
  );

  console.log(
    `\n== Lead inbox under SIGKILL: up to ${fmt(LEADS)} more leads, the server is killed after ${fmt(LEADS / 2)} acknowledgements ==`,
  );
  const victim = server;
  const b2 = await sendBurstAndKill({
    server: victim,
    killAfter: LEADS / 2,
    prefix: "b2",
    count: LEADS,
    clients: LEAD_CLIENTS,
    deadlineMs: deadline(),
  });
  const exit = await victim.exited;
  const failed2 = Object.values(b2.failed).reduce((a, b) => a + b, 0);
  console.log(`server pid ${victim.pid} ended by ${exit.signal ?? `exit code ${exit.code}`}; clients stopped sending at the kill`);
  console.log(
    `burst 2: sent ${fmt(b2.sent)}, acknowledged ${fmt(b2.acked.size)}, not acknowledged ${fmt(failed2)} ${JSON.stringify(b2.failed)}`,
  );

  server = await startNodeServer({ port: PORTS.inbox, buildDir: SERVED_BUILD, inboxFile: file, repo: SERVER_REPO });
  cleanups.push(() => server.kill());
  const after = await sendBurst({ baseURL: server.baseURL, prefix: "b3", count: 200, clients: 10, deadlineMs: deadline() });
  await server.stop();
  console.log(
    `restart: server up again on the same database; ${fmt(after.acked.size)} of ${fmt(after.sent)} leads sent after the restart acknowledged`,
  );

  const s2 = scanDatabase(file);
  const c2 = compare(b2.acked, s2.ids, "b2");
  const c3 = compare(after.acked, s2.ids, "b3");
  const c1b = compare(b1.acked, s2.ids, "b1");
  console.log(
    `burst 2: stored ${fmt(c2.stored)} (${fmt(c2.storedNotAcked)} stored but unacknowledged: committed when the kill cut their answer), acknowledged but missing ${c2.missing.length}, duplicates ${c2.duplicates}`,
  );
  console.log(
    `database: ${fmt(s2.rows)} leads, burst 1 leads still all there: ${c1b.missing.length === 0}, after-restart leads stored ${fmt(c3.stored)}`,
  );
  if (c2.missing.length > 0) console.log(`         missing ids (first 10): ${c2.missing.slice(0, 10).join(", ")}`);
  console.log(
    `check:   every acknowledged lead is in the database: ${verdict(
      c2.missing.length === 0 && c3.missing.length === 0 && c1b.missing.length === 0 && c2.duplicates === 0,
      "burst 2: an acknowledged lead is missing or duplicated",
    )}`,
  );

  console.log(`\n== Upgrade: an earlier version's JSON-lines inbox with a torn last line, imported after the start ==`);
  const legacy = path.join(LEADS_DIR, "legacy", "leads.jsonl");
  mkdirSync(path.dirname(legacy), { recursive: true, mode: 0o700 });
  const lines = s2.leads.map(({ id, receivedAt, automationId, name, email, phone, messageToSend, tags }) =>
    JSON.stringify({ id, receivedAt, automationId, name, email, phone, messageToSend, tags }),
  );
  const sample = JSON.stringify({
    receivedAt: new Date().toISOString(),
    automationId: "contato-form-automation-id",
    ...leadBody("torn-000000"),
  });
  writeFileSync(legacy, `${lines.join("\n")}\n${sample.slice(0, Math.floor(sample.length / 2))}`, { mode: 0o600 });
  const upgraded = await startNodeServer({
    port: PORTS.tornCopy,
    buildDir: SERVED_BUILD,
    inboxFile: legacy,
    repo: SERVER_REPO,
    readyTimeoutMs: 120_000,
  });
  cleanups.push(() => upgraded.kill());
  // The import may run after the server answers: wait for its line (bounded).
  for (let i = 0; i < 1200 && !upgraded.output().some((l) => l.includes("[lead-import] imported")); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const line of [...upgraded.errors(), ...upgraded.output()].filter((l) => l.includes("[lead-import]")))
    console.log(`server: ${line}`);
  const next = await sendBurst({ baseURL: upgraded.baseURL, prefix: "t1", count: 1, clients: 1, deadlineMs: deadline() });
  await upgraded.stop();
  const imported = scanDatabase(path.join(LEADS_DIR, "legacy", "leads.db"));
  const kept = imported.ids.has("t1-000000");
  const sameIds = s2.leads.every((l) => imported.ids.get(leadId(l) ?? "") === 1);
  console.log(
    `imported ${fmt(imported.rows - (kept ? 1 : 0))} of the file's ${fmt(lines.length)} whole lines, ids kept: ${sameIds}; a lead posted after: acknowledged ${next.acked.size === 1}, kept ${kept}`,
  );
  console.log(
    `check:   torn line skipped, every whole line imported, next lead kept: ${verdict(
      imported.rows === lines.length + 1 && sameIds && kept && next.acked.size === 1,
      "upgrade: the import lost a lead, or the next lead was lost",
    )}`,
  );
}

/**
 * Another process (the CLI's `--forget`, a backup) holds the database's write lock for a while:
 * `GET /` and a few leads meanwhile. Pages should not wait for it; leads wait, then are stored.
 * @param {string} baseURL @param {string} file
 */
async function whileLocked(baseURL, file) {
  const holdMs = 2000;
  const script = `const db = new (require("node:sqlite").DatabaseSync)(process.argv[1]); db.exec("BEGIN IMMEDIATE");
    console.log("held"); setTimeout(() => { db.exec("ROLLBACK"); process.exit(0); }, ${holdMs});`;
  const holder = spawn(process.execPath, ["-e", script, file], { stdio: ["ignore", "pipe", "inherit"] });
  cleanups.push(() => holder.kill("SIGKILL"));
  await new Promise((resolve) => holder.stdout.once("data", resolve));
  const leads = sendBurst({ baseURL, prefix: "w", count: 20, clients: 5, deadlineMs: Date.now() + 60_000 });
  const [burst, pages] = await Promise.all([leads, probePages({ baseURL, perSecond: 50, seconds: 3 })]);
  const ms = (/** @type {number[]} */ v, /** @type {number} */ q) => quantile(v, q).toFixed(1);
  console.log(
    `another process holds the write lock ${holdMs} ms: GET / p50 ${ms(pages.ms, 0.5)} ms, p99 ${ms(pages.ms, 0.99)} ms, max ${ms(pages.ms, 1)} ms ` +
      `(${pages.ms.length} answers, ${pages.failed} not 200); ${burst.acked.size} of 20 leads acknowledged, ack p50 ${ms(burst.ackMs, 0.5)} ms`,
  );
}

/** `--engine`: one burst per store setup, in turn, then their figures side by side. @param {string[]} names */
async function enginePhase(names) {
  const ports = { nginx: PORTS.nginx, servers: /** @type {[number, number]} */ ([PORTS.inbox, PORTS.node]), pg: PG_PORT };
  console.log(
    `\n== Leads per store: ${fmt(LEADS)} leads from ${LEAD_CLIENTS} clients, each on a connection of its own from its own loopback address ==`,
  );
  const results = [];
  for (const name of names) {
    const r = await runEngineSetup(name, {
      repo: SERVER_REPO,
      buildDir: SERVED_BUILD,
      dir: LEADS_DIR,
      ports,
      leads: LEADS,
      clients: LEAD_CLIENTS,
      cleanups,
    });
    console.log(
      `${r.label}: ${fmt(r.acked)} of ${fmt(r.sent)} acknowledged in ${r.seconds} s (${fmt(r.leadsPerSecond)} leads/s), ack p50 ${r.p50.toFixed(1)} ms, ` +
        `p99 ${r.p99.toFixed(1)} ms; stored ${fmt(r.stored)}, duplicates ${r.duplicates}, missing ${r.missing}; failed ${JSON.stringify(r.failed)}; load average ${r.loadBefore.toFixed(2)} -> ${r.loadAfter.toFixed(2)}`,
    );
    verdict(
      r.acked === LEADS && r.stored === LEADS && r.duplicates === 0 && r.missing === 0,
      `${r.label}: not exactly one stored row per lead`,
    );
    results.push(r);
  }
  console.log(`\n${engineTable(results)}`);
  const sqlite = results.find((r) => r.setup === "sqlite");
  const two = results.find((r) => r.setup === "pg2");
  if (sqlite && two)
    console.log(
      `PostgreSQL with two servers: p99 ${(two.p99 / sqlite.p99).toFixed(2)}x SQLite's   target <= 2x: ${verdict(two.p99 <= 2 * sqlite.p99, `two servers on PostgreSQL: p99 ${two.p99.toFixed(1)} ms > 2x SQLite's ${sqlite.p99.toFixed(1)} ms`)}`,
    );
}

/** `--import-scale`: the 600 MB upgrade import alone. */
async function importScale() {
  const dir = path.join(REPO, ".tmp", `load-import-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const result = await bigInbox(dir);
  console.log(result.out.join("\n"));
  return result.ok ? 0 : 1;
}

async function main() {
  const started = Date.now();
  process.chdir(REPO);
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { "import-scale": { type: "boolean" }, "leads-only": { type: "boolean" }, engine: { type: "string", multiple: true } },
    strict: true,
  });
  if (values["import-scale"]) return importScale();
  if (values.engine && !values["leads-only"]) throw new Error("--engine goes with --leads-only");
  if (!values.engine && process.env.LEAD_DATABASE_URL) {
    // The full run reads the SQLite file it checks: its servers must not run on PostgreSQL.
    console.log("LEAD_DATABASE_URL is set: ignored by this SQLite run (--engine pg uses it)");
    delete process.env.LEAD_DATABASE_URL;
  }
  console.log(`npm run load: 127.0.0.1 only, ports ${Object.values(PORTS).join(", ")}; build ${BUILD_DIR}`);
  const build = ensureBuild({ repo: REPO, buildDir: BUILD_DIR, force: process.env.LOAD_REBUILD === "1" });
  console.log(
    build.rebuilt
      ? `build: rebuilt (${build.reason}) in ${build.seconds} s`
      : `build: reused ${BUILD_DIR} (${build.reason}); LOAD_REBUILD=1 forces a build`,
  );

  if (values.engine) {
    await enginePhase(values.engine.includes("all") ? Object.keys(SETUPS) : values.engine);
    return summary(started);
  }
  if (values["leads-only"]) {
    await inboxPhase();
    return summary(started);
  }
  const loader = chooseLoader();
  console.log(`HTTP load generator: wrk (${loader.version})`);

  const nginx = startNginx({ port: PORTS.nginx, buildDir: BUILD_DIR });
  cleanups.push(() => nginx.stop());
  try {
    await httpPhase(loader, "nginx (deploy/nginx.conf)", nginx.baseURL, TARGETS.nginx, () => nginx.pids());
  } finally {
    nginx.stop();
  }

  const inboxFile = path.join(LEADS_DIR, "unused-by-http-phase.jsonl");
  const node = await startNodeServer({ port: PORTS.node, buildDir: BUILD_DIR, inboxFile, repo: REPO });
  cleanups.push(() => node.kill());
  try {
    await httpPhase(loader, "Node (server/site/server.mjs)", node.baseURL, TARGETS.node, () => [node.pid]);
  } finally {
    await node.stop();
  }

  await inboxPhase();
  return summary(started);
}

/** @param {number} started */
function summary(started) {
  console.log(`\n== Summary (${Math.round((Date.now() - started) / 1000)} s) ==`);
  if (misses.length === 0) console.log("every target and check met");
  else for (const miss of misses) console.log(`MISSED: ${miss}`);
  return misses.length === 0 ? 0 : 1;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error("load run failed:", error);
} finally {
  await cleanup();
}
process.exit(status);
