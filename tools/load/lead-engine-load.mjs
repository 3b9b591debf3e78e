// @ts-check
/**
 * `npm run load -- --leads-only --engine <setup>`: one burst of leads against each store the site can
 * run on, one after the other, with the same clients, so their figures sit side by side (decision 577):
 * SQLite with one server, PostgreSQL with one server, two servers on one PostgreSQL behind nginx's
 * `upstream`; and, to tell nginx's share from the database's, SQLite with its one server behind nginx.
 * Every lead comes on a connection of its own from its own loopback address (a visitor sends one
 * lead; nginx's per-address limit would refuse a burst from one address), so the setups differ only
 * in what answers. PostgreSQL: LEAD_DATABASE_URL when set (the leads of this run carry their own
 * prefix), else a throwaway cluster on LOAD_PG_PORT (tests/support/postgres-server.mjs) with fsync on, as
 * SQLite's synchronous=FULL: each acknowledged lead is on disk on both. Every
 * acknowledged lead is then looked up in the store, one row each. Beside the latency, the CPU time each
 * lead cost the servers, nginx and PostgreSQL (from /proc): on a shared machine the latency follows the
 * other processes, the CPU per lead much less.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPgLeadAdmin } from "../../server/leads/pg/pg-lead-admin.mjs";
import { exportLeads } from "../../server/leads/lead-upkeep.mjs";
import { startPostgres } from "../../tests/support/postgres-server.mjs";
import { startNginx, stopStaleNginx } from "../lib/run-nginx.mjs";
import { childrenOf, cpuSeconds } from "./cpu.mjs";
import { leadId, quantile, sendBurst } from "./lead-load.mjs";
import { startNodeServer } from "./node-server.mjs";

/** @typedef {{ label: string, engine: "sqlite" | "pg", servers: 1 | 2, nginx: boolean }} Setup */

/** @type {Record<string, Setup>} */
export const SETUPS = {
  sqlite: { label: "SQLite, one server", engine: "sqlite", servers: 1, nginx: false },
  "sqlite-nginx": { label: "SQLite, one server behind nginx", engine: "sqlite", servers: 1, nginx: true },
  pg: { label: "PostgreSQL, one server", engine: "pg", servers: 1, nginx: false },
  pg2: { label: "PostgreSQL, two servers behind nginx", engine: "pg", servers: 2, nginx: true },
};

/**
 * @typedef {{ setup: string, label: string, loadBefore: number, loadAfter: number, sent: number, acked: number,
 *   stored: number, duplicates: number, missing: number, seconds: number, leadsPerSecond: number, p50: number, p99: number,
 *   failed: Record<string, number>, cpuUsPerLead: { servers: number, nginx: number | null, database: number | null } }} EngineResult
 */

/** A process and its children (nginx's workers, PostgreSQL's backends) from a pid file. @param {string} file */
function treeFromPidFile(file) {
  if (!existsSync(file)) return [];
  const main = Number(readFileSync(file, "utf8").split("\n")[0]);
  return Number.isInteger(main) && main > 0 ? [main, ...childrenOf(main)] : [];
}

/**
 * CPU seconds a changing set of processes uses from now on: a process that appears later counts in
 * full; one that ends before `used()` is not counted (PostgreSQL's pooled backends outlive a burst).
 * @param {() => number[]} pids
 */
function cpuMeter(pids) {
  const start = new Map(pids().map((pid) => [pid, cpuSeconds([pid])]));
  return { used: () => pids().reduce((sum, pid) => sum + cpuSeconds([pid]) - (start.get(pid) ?? 0), 0) };
}

/**
 * A durable cluster on the first free port of eight from `first`. The range lies among the system's ephemeral
 * ports: the previous setup's connections (nginx to a server) can hold one in TIME-WAIT, which PostgreSQL's bind refuses.
 * @param {number} first
 */
async function startPostgresInRange(first) {
  for (let port = first; ; port++) {
    try {
      return await startPostgres({ port, durable: true });
    } catch (error) {
      if (port >= first + 7 || !/Address already in use/.test(String(/** @type {Error} */ (error).message))) throw error;
    }
  }
}

/** Lead n's loopback address: 127.2.0.1 onwards, one per lead. @param {number} n */
const addressOf = (n) => `127.2.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;

/** Each stored lead of this run (its prefix) with how many rows it has. @param {Setup} setup @param {string} where @param {string} prefix */
async function storedIds(setup, where, prefix) {
  /** @type {Map<string, number>} */
  const ids = new Map();
  const count = (/** @type {string | undefined} */ id) => {
    if (id?.startsWith(`${prefix}-`)) ids.set(id, (ids.get(id) ?? 0) + 1);
  };
  if (setup.engine === "sqlite") for (const lead of exportLeads(where)) count(leadId(lead));
  else {
    const admin = await openPgLeadAdmin(where);
    try {
      for await (const lead of admin.all()) count(leadId(lead));
    } finally {
      await admin.close();
    }
  }
  return ids;
}

/**
 * One setup: its store, its server(s), nginx when it has one, a burst of `leads` from `clients` clients, the check.
 * @param {string} name a key of SETUPS
 * @param {{ repo: string, buildDir: string, dir: string, ports: { nginx: number, servers: [number, number], pg: number },
 *   leads: number, clients: number, cleanups: (() => unknown)[] }} options
 * @returns {Promise<EngineResult>}
 */
export async function runEngineSetup(name, { repo, buildDir, dir, ports, leads, clients, cleanups }) {
  const setup = SETUPS[name];
  if (!setup) throw new Error(`--engine must be one of ${Object.keys(SETUPS).join(", ")} or all, not ${name}`);
  const folder = path.join(dir, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  /** @type {(() => unknown)[]} */
  const mine = [];
  const later = (/** @type {() => unknown} */ f) => {
    mine.push(f);
    cleanups.push(f);
  };
  try {
    let where = path.join(folder, "leads.db");
    /** @type {string | null} */
    let postmasterPid = null;
    /** @type {Record<string, string>} */
    const env = { LEAD_DATABASE_URL: "" };
    if (setup.engine === "pg") {
      if (process.env.LEAD_DATABASE_URL) where = process.env.LEAD_DATABASE_URL;
      else {
        const cluster = await startPostgresInRange(ports.pg);
        later(() => cluster.stop());
        where = cluster.url;
        postmasterPid = path.join(cluster.dir, "data", "postmaster.pid");
      }
      env.LEAD_DATABASE_URL = where;
    }
    if (setup.nginx) env.LEAD_TRUST_PROXY = "1";
    /** @type {import("./node-server.mjs").RunningNodeServer[]} */
    const servers = [];
    for (const port of ports.servers.slice(0, setup.servers)) {
      const server = await startNodeServer({ port, buildDir, inboxFile: path.join(folder, "leads.db"), repo, env });
      later(() => server.stop());
      servers.push(server);
    }
    let baseURL = /** @type {string} */ (servers[0]?.baseURL);
    if (setup.nginx) {
      stopStaleNginx(ports.nginx);
      const proxy = startNginx(
        ports.nginx,
        buildDir,
        servers.map((s) => Number(new URL(s.baseURL).port)),
      );
      later(() => proxy.stop());
      baseURL = proxy.baseURL;
    }
    // A run-unique prefix: a database named by LEAD_DATABASE_URL may hold leads of earlier runs.
    const prefix = `e${Date.now().toString(36)}`;
    const nginxPids = () => (setup.nginx ? treeFromPidFile(path.join(process.cwd(), ".tmp", `nginx-${ports.nginx}`, "nginx.pid")) : []);
    const meters = {
      servers: cpuMeter(() => servers.map((s) => s.pid)),
      nginx: cpuMeter(nginxPids),
      database: cpuMeter(() => (postmasterPid ? treeFromPidFile(postmasterPid) : [])),
    };
    const loadBefore = os.loadavg()[0] ?? NaN;
    const burst = await sendBurst({ baseURL, prefix, count: leads, clients, deadlineMs: Date.now() + 300_000, addressOf });
    const loadAfter = os.loadavg()[0] ?? NaN;
    const perLead = (/** @type {number} */ seconds) => Math.round((seconds * 1e6) / Math.max(burst.sent, 1));
    const cpuUsPerLead = {
      servers: perLead(meters.servers.used()),
      nginx: setup.nginx ? perLead(meters.nginx.used()) : null,
      database: postmasterPid ? perLead(meters.database.used()) : null,
    };
    const ids = await storedIds(setup, where, prefix);
    return {
      setup: name,
      label: setup.label,
      loadBefore,
      loadAfter,
      sent: burst.sent,
      acked: burst.acked.size,
      stored: ids.size,
      duplicates: [...ids.values()].filter((n) => n > 1).length,
      missing: [...burst.acked].filter((id) => !ids.has(id)).length,
      seconds: burst.seconds,
      leadsPerSecond: Math.round(burst.acked.size / burst.seconds),
      p50: quantile(burst.ackMs, 0.5),
      p99: quantile(burst.ackMs, 0.99),
      failed: burst.failed,
      cpuUsPerLead,
    };
  } finally {
    for (const f of mine.reverse()) {
      cleanups.splice(cleanups.indexOf(f), 1);
      await f();
    }
    rmSync(folder, { recursive: true, force: true });
  }
}

/** @param {EngineResult["cpuUsPerLead"]} cpu */
const cpuCell = ({ servers, nginx, database }) =>
  `${[servers, nginx ?? 0, database ?? 0].reduce((a, b) => a + b, 0).toLocaleString("en-US")} (${servers} + ${nginx ?? "–"} + ${database ?? "–"})`;

/** The results as a Markdown table, ready for a decision record. @param {EngineResult[]} results */
export function engineTable(results) {
  const fmt = (/** @type {number} */ n) => n.toLocaleString("en-US");
  return [
    "| Setup | Load avg (before/after) | Acknowledged / sent | Stored (dup., missing) | Leads/s | Ack p50 | Ack p99 | CPU µs per lead: Node + nginx + PostgreSQL |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.loadBefore.toFixed(2)} / ${r.loadAfter.toFixed(2)} | ${fmt(r.acked)} / ${fmt(r.sent)} | ${fmt(r.stored)} (${r.duplicates}, ${r.missing}) | ` +
        `${fmt(r.leadsPerSecond)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${cpuCell(r.cpuUsPerLead)} |`,
    ),
  ].join("\n");
}
