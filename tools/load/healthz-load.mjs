// @ts-check
/**
 * `npx node tools/load/healthz-load.mjs`: what a flood of /healthz callers costs the leads (a
 * measurement that prints figures, not a test: its numbers depend on the machine). The same burst
 * of leads, alternately alone and beside 200 concurrent /healthz callers for 20 s, against a server
 * whose database holds a backlog of due leads (what a host outage leaves); prints the leads' ack
 * p50/p99 per round and the ratio of the p99s.
 *
 * Environment: LOAD_SERVER_REPO (the checkout whose server runs; this one), LOAD_PORT_BASE (5540),
 * LOAD_HEALTHZ_CALLERS (200), LOAD_HEALTHZ_SECONDS (20), LOAD_HEALTHZ_GAP_MS (0: each caller asks again at once),
 * LOAD_HEALTHZ_CALLERS_CPUS (unset; see below), LOAD_LEADS (3000), LOAD_BACKLOG (20000), LOAD_ROUNDS (2), LOAD_HEALTHZ_VIA (`nginx`: the callers and the leads, in
 * both rounds, through nginx with deploy/nginx.conf's limits on LOAD_PORT_BASE + 1), LOAD_HEALTHZ_ADDRESSES (`each`
 * caller from its own loopback address, or `one` for all), LOAD_HEALTHZ_PATH (/healthz; a static file such as /robots.txt
 * is the control: what the callers and nginx cost the machine without the health check). The callers run in a process of their own.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLeadRecords } from "../../server/leads/lead-records.mjs";
import { openLeadDatabase } from "../../server/leads/lead-store.mjs";
import { ensureBuild } from "./build.mjs";
import { quantile, sendBurst } from "./lead-load.mjs";
import { startNginx } from "./nginx.mjs";
import { startNodeServer } from "./node-server.mjs";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const SERVER_REPO = path.resolve(process.env.LOAD_SERVER_REPO ?? REPO);
const BUILD_DIR = path.join(REPO, ".tmp", "load-build");
const DIR = path.join(REPO, ".tmp", "load-healthz");
const PORT = Number(process.env.LOAD_PORT_BASE ?? 5540);
const CALLERS = Number(process.env.LOAD_HEALTHZ_CALLERS ?? 200);
const SECONDS = Number(process.env.LOAD_HEALTHZ_SECONDS ?? 20);
const LEADS = Number(process.env.LOAD_LEADS ?? 3000);
const BACKLOG = Number(process.env.LOAD_BACKLOG ?? 20_000);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 2);
/** Each caller's pause between its calls (0: as fast as the server answers, a flood bound by the CPU). */
const GAP_MS = Number(process.env.LOAD_HEALTHZ_GAP_MS ?? 0);
/**
 * `nginx`: the callers and the leads (both rounds) go through nginx with deploy/nginx.conf's limits, in
 * front of the Node server; `node` (default): straight to the Node server.
 */
const VIA = process.env.LOAD_HEALTHZ_VIA === "nginx" ? "nginx" : "node";
/** `each` (default): every caller from its own loopback address; `one`: all from 127.0.0.1 (one client flooding). */
const ADDRESSES = process.env.LOAD_HEALTHZ_ADDRESSES === "one" ? "one" : "each";
/** What the callers ask: /healthz, or (a control) a static file nginx answers alone, which shows what the callers and nginx cost the machine. */
const CALLER_PATH = process.env.LOAD_HEALTHZ_PATH ?? "/healthz";
/**
 * The CPUs the callers' process may run on (taskset's list, e.g. "1"), for a run whose own process is pinned to
 * the others (`taskset -c 0 npx node tools/load/healthz-load.mjs`): on one machine the flood's callers would
 * otherwise take the server's CPU, which callers on other hosts do not. Unset: no pinning.
 */
const CALLER_CPUS = process.env.LOAD_HEALTHZ_CALLERS_CPUS ?? "";
const CALLERS_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "healthz-callers.mjs");
/**
 * Through nginx each lead comes from its own loopback address (127.1.x.y), on a connection of its own:
 * nginx's per-address lead limit (20 a minute) would refuse a burst from one. Leads are not what it measures.
 * @param {number} n
 */
const leadAddress = (n) => `127.1.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;

/** A database with `count` pending leads due now (stored while forwarding was on, never delivered). @param {string} file @param {number} count */
function seedBacklog(file, count) {
  const db = openLeadDatabase(file);
  const records = createLeadRecords(db);
  db.exec("BEGIN");
  for (let i = 0; i < count; i++) {
    records.insert(
      {
        id: `backlog-${i}`,
        receivedAt: new Date().toISOString(),
        automationId: "contato-form-automation-id",
        name: "Carga",
        email: `carga${i}@clinica.com.br`,
        phone: "+55 11999990000",
        messageToSend: "carga",
        tags: [],
      },
      { relay: true },
    );
  }
  db.exec("COMMIT");
  db.close();
}

/**
 * The callers, in a process of their own (./healthz-callers.mjs): their loop would otherwise share the
 * event loop that times the leads. Resolves with what they counted once their time is up.
 * @param {string} baseURL @param {number} callers @param {number} seconds
 * @returns {Promise<{ answers: number, byStatus: Record<string, number>, ms: number[] }>}
 */
function healthFlood(baseURL, callers, seconds) {
  const args = [CALLERS_SCRIPT, baseURL, String(callers), String(seconds), String(GAP_MS), ADDRESSES, CALLER_PATH];
  // Pinned apart (util-linux's taskset), the callers' own CPU is not counted against the server's leads.
  const [command, commandArgs] = CALLER_CPUS ? ["taskset", ["-c", CALLER_CPUS, process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (/** @type {string} */ chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the /healthz callers ended with ${code}`))));
  });
}

/** One round: a fresh database with its backlog, a server, the burst (with the flood beside it or not). @param {boolean} flood @param {number} round */
async function runRound(flood, round) {
  const dir = path.join(DIR, `r${round}-${flood ? "flood" : "alone"}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "leads.db");
  seedBacklog(file, BACKLOG);
  const server = await startNodeServer({ port: PORT, buildDir: BUILD_DIR, inboxFile: file, repo: SERVER_REPO });
  const nginx = VIA === "nginx" ? startNginx({ port: PORT + 1, buildDir: BUILD_DIR, upstreamPort: PORT }) : null;
  const baseURL = nginx?.baseURL ?? server.baseURL;
  try {
    const stopAt = Date.now() + SECONDS * 1000;
    const flooding = flood ? healthFlood(baseURL, CALLERS, SECONDS) : null;
    // The burst starts once the callers are under way, and ends well inside their 20 s.
    if (flood) await new Promise((resolve) => setTimeout(resolve, 1000));
    const burst = await sendBurst({
      baseURL,
      prefix: `h${round}`,
      count: LEADS,
      clients: 20,
      deadlineMs: stopAt,
      ...(nginx ? { addressOf: leadAddress } : {}),
    });
    const health = await flooding;
    const q = (/** @type {number} */ p) => quantile(burst.ackMs, p).toFixed(1);
    const failed = Object.values(burst.failed).reduce((a, b) => a + b, 0);
    console.log(
      `${flood ? `with ${CALLERS} callers` : "alone                   "}: ${burst.acked.size} leads in ${burst.seconds} s (${Math.round(burst.acked.size / burst.seconds)}/s), ack p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, failed ${failed}` +
        (health
          ? `; ${CALLER_PATH} ${health.answers} answers (${Math.round(health.answers / SECONDS)}/s) ${JSON.stringify(health.byStatus)}, p99 ${quantile(health.ms, 0.99).toFixed(1)} ms`
          : ""),
    );
    return { p50: quantile(burst.ackMs, 0.5), p99: quantile(burst.ackMs, 0.99) };
  } finally {
    nginx?.stop();
    await server.stop();
  }
}

ensureBuild({ repo: REPO, buildDir: ".tmp/load-build" });
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
console.log(
  `server: ${path.relative(REPO, SERVER_REPO) || "this checkout"}; via ${VIA === "nginx" ? "nginx (deploy/nginx.conf's limits)" : "Node directly"}; ${CALLERS} callers of ${CALLER_PATH}, ${GAP_MS} ms apart, from ${ADDRESSES === "each" ? "an address each" : "one address"}; backlog ${BACKLOG} due leads; ${LEADS} leads per burst from 20 clients; load average ${load()}`,
);
/** @type {{ p50: number, p99: number }[]} */
const alone = [];
/** @type {{ p50: number, p99: number }[]} */
const flooded = [];
for (let round = 0; round < ROUNDS; round++) {
  alone.push(await runRound(false, round));
  flooded.push(await runRound(true, round));
}
const mean = (/** @type {number[]} */ xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const p99s = (/** @type {{ p99: number }[]} */ rs) => mean(rs.map((r) => r.p99));
console.log(
  `lead ack p99: alone ${p99s(alone).toFixed(1)} ms, beside the callers ${p99s(flooded).toFixed(1)} ms: ${((p99s(flooded) / p99s(alone) - 1) * 100).toFixed(0)} % (target: within 20 %); load average ${load()}`,
);
rmSync(DIR, { recursive: true, force: true });
