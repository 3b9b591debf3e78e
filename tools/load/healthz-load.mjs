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
 * LOAD_LEADS (3000), LOAD_BACKLOG (20000), LOAD_ROUNDS (2).
 */
import http from "node:http";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLeadRecords } from "../../server/leads/lead-records.mjs";
import { openLeadDatabase } from "../../server/leads/lead-store.mjs";
import { ensureBuild } from "./build.mjs";
import { quantile, sendBurst } from "./lead-load.mjs";
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
 * `callers` clients asking /healthz in a loop until `stopAt`. @param {string} baseURL @param {number} callers @param {number} stopAt
 * @returns {Promise<{ answers: number, byStatus: Record<string, number>, ms: number[] }>}
 */
async function healthFlood(baseURL, callers, stopAt) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: callers });
  /** @type {Record<string, number>} */
  const byStatus = {};
  /** @type {number[]} */
  const ms = [];
  const one = () =>
    new Promise((resolve) => {
      const from = performance.now();
      const req = http.get(`${baseURL}/healthz`, { agent, timeout: 10_000 }, (res) => {
        res.resume();
        res.on("end", () => {
          byStatus[String(res.statusCode)] = (byStatus[String(res.statusCode)] ?? 0) + 1;
          ms.push(performance.now() - from);
          resolve(undefined);
        });
      });
      req.on("timeout", () => req.destroy());
      req.on("error", (error) => {
        byStatus[/** @type {NodeJS.ErrnoException} */ (error).code ?? "error"] = (byStatus[error.message] ?? 0) + 1;
        resolve(undefined);
      });
    });
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (Date.now() < stopAt) {
        await one();
        if (GAP_MS > 0) await new Promise((resolve) => setTimeout(resolve, GAP_MS));
      }
    }),
  );
  agent.destroy();
  return { answers: ms.length, byStatus, ms };
}

/** One round: a fresh database with its backlog, a server, the burst (with the flood beside it or not). @param {boolean} flood @param {number} round */
async function runRound(flood, round) {
  const dir = path.join(DIR, `r${round}-${flood ? "flood" : "alone"}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "leads.db");
  seedBacklog(file, BACKLOG);
  const server = await startNodeServer({ port: PORT, buildDir: BUILD_DIR, inboxFile: file, repo: SERVER_REPO });
  try {
    const stopAt = Date.now() + SECONDS * 1000;
    const flooding = flood ? healthFlood(server.baseURL, CALLERS, stopAt) : null;
    // The burst starts once the callers are under way, and ends well inside their 20 s.
    if (flood) await new Promise((resolve) => setTimeout(resolve, 1000));
    const burst = await sendBurst({ baseURL: server.baseURL, prefix: `h${round}`, count: LEADS, clients: 20, deadlineMs: stopAt });
    const health = await flooding;
    const q = (/** @type {number} */ p) => quantile(burst.ackMs, p).toFixed(1);
    const failed = Object.values(burst.failed).reduce((a, b) => a + b, 0);
    console.log(
      `${flood ? `with ${CALLERS} /healthz callers` : "alone                   "}: ${burst.acked.size} leads in ${burst.seconds} s (${Math.round(burst.acked.size / burst.seconds)}/s), ack p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, failed ${failed}` +
        (health
          ? `; /healthz ${health.answers} answers (${Math.round(health.answers / SECONDS)}/s) ${JSON.stringify(health.byStatus)}, p99 ${quantile(health.ms, 0.99).toFixed(1)} ms`
          : ""),
    );
    return quantile(burst.ackMs, 0.99);
  } finally {
    await server.stop();
  }
}

ensureBuild({ repo: REPO, buildDir: ".tmp/load-build" });
console.log(
  `server: ${path.relative(REPO, SERVER_REPO) || "this checkout"}; backlog ${BACKLOG} due leads; ${LEADS} leads per burst from 20 clients`,
);
/** @type {number[]} */
const alone = [];
/** @type {number[]} */
const flooded = [];
for (let round = 0; round < ROUNDS; round++) {
  alone.push(await runRound(false, round));
  flooded.push(await runRound(true, round));
}
const mean = (/** @type {number[]} */ xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `lead ack p99: alone ${mean(alone).toFixed(1)} ms, beside the callers ${mean(flooded).toFixed(1)} ms: ${((mean(flooded) / mean(alone) - 1) * 100).toFixed(0)} % (target: within 20 %)`,
);
rmSync(DIR, { recursive: true, force: true });
