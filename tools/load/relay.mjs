// @ts-check
/**
 * `npm run load:relay`: the lead relay's faults at full size and with production timings (1 s
 * first retry, 5 min cap, 10 s per attempt), against the real server (`node server/site/server.mjs`
 * with LEAD_FORWARD_URL) and a stand-in automation host on 127.0.0.1. Not part of `npm test`,
 * which proves the same faults with compressed timings (server/leads/lead-relay.test.js, relay-crash.test.js).
 *
 * 1. The host refuses connections for 2 minutes while leads arrive, then comes up: each key once.
 * 2. 500 three times then 200; an attempt left hanging 30 s; 422 (failed, kept, listed by
 *    `npm run leads`, requeued by `npm run leads -- --retry-failed`); hostile bodies and unknown ids.
 * 3. kill -9 during a burst of 1,000 leads, restart: 0 lost, duplicates (same key) counted.
 * 4. 10,000 leads from 50 clients: all delivered; acknowledgement p50/p99.
 * 5-7. The intake under abuse (tools/load/intake-load.mjs): an earlier version's 600 MB JSON-lines
 *    inbox (about 1.4 million leads) imported on start, 20,000 posts from one
 *    address through nginx and Node, 9,000 half-open connections.
 * Phase 1 runs beside 2-4 (it mostly waits). Environment: LOAD_RELAY_DOWN_SECONDS (120),
 * LOAD_RELAY_BURST (1000), LOAD_RELAY_LEADS (10000), LOAD_RELAY_PHASES or `-- --phases` (`all`, `relay` for 1-4,
 * `intake` for 5-7), and intake-load.mjs's own. Exit status 1 when a check is missed.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { exportLeads } from "../../server/leads/lead-upkeep.mjs";
import { startFakeHost } from "../lib/fake-automation-host.mjs";
import { leadsReport } from "../../server/leads/leads-cli.mjs";
import { leadBody, leadId, quantile, sendBurst, sendBurstAndKill } from "./lead-load.mjs";
import { writeMinimalBuild } from "./minimal-build.mjs";
import { intakeUnderAbuse } from "./intake-load.mjs";
import { startNodeServer } from "./node-server.mjs";

// `--phases relay|intake|all` (or LOAD_RELAY_PHASES); anything else stops the run before it starts.
const { values: args } = parseArgs({ args: process.argv.slice(2), options: { phases: { type: "string" } }, strict: true });
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const DOWN_SECONDS = Number(process.env.LOAD_RELAY_DOWN_SECONDS ?? 120);
const BURST = Number(process.env.LOAD_RELAY_BURST ?? 1000);
const LEADS = Number(process.env.LOAD_RELAY_LEADS ?? 10_000);
const CLIENTS = 50;
const dir = mkdtempSync(path.join(os.tmpdir(), "load-relay-"));
const buildDir = writeMinimalBuild(dir);
/** @type {string[]} */
const misses = [];
/** @type {(() => Promise<unknown>)[]} */
const cleanups = [];

const fmt = (/** @type {number} */ n) => n.toLocaleString("en-US");
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  if (!ok) misses.push(what);
  return `${what}: ${ok ? "OK" : "MISSED"}`;
}
/** @param {() => boolean | Promise<boolean>} condition @param {number} timeoutMs */
async function waitFor(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/** The delivery history rows of a database (read-only; the server may run). @param {string} file */
function historyOf(file) {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 15_000 });
  try {
    return db.prepare("SELECT event, error FROM deliveries").all();
  } finally {
    db.close();
  }
}

/** A server relaying to `host` on its own files. @param {string} name @param {string} hostUrl */
async function relayServer(name, hostUrl) {
  const files = path.join(dir, `${name}.db`);
  const start = async () => {
    const server = await startNodeServer({ port: 0, buildDir, inboxFile: files, repo: REPO, env: { LEAD_FORWARD_URL: hostUrl } });
    cleanups.push(() => server.kill());
    return server;
  };
  return { files, start };
}

/** @param {string} baseURL @param {string} email @param {string} [id] */
const post = (baseURL, email, id = "contato-form-automation-id") =>
  fetch(`${baseURL}/webhook/${id}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...leadBody(email), email }),
  });

async function refusedThenUp() {
  const out = [`== 1. Host refusing connections for ${DOWN_SECONDS} s while leads arrive (one every 2 s), then up ==`];
  const host = await startFakeHost();
  cleanups.push(host.close);
  await host.down();
  const { files, start } = await relayServer("refused", host.url);
  const server = await start();
  const downAt = Date.now();
  let sent = 0;
  while (Date.now() - downAt < DOWN_SECONDS * 1000) {
    if ((await post(server.baseURL, `recusa-${sent++}@clinica-exemplo.com.br`)).status !== 200)
      misses.push("refused: a lead was not acknowledged");
    await sleep(2000);
  }
  const before = await leadsReport(files);
  await host.up();
  const upAt = Date.now();
  const drained = await waitFor(async () => (await leadsReport(files)).counts.delivered === sent, 10 * 60_000);
  const drainSeconds = (Date.now() - upAt) / 1000;
  const stored = exportLeads(files);
  const onceEach = stored.every((l) => host.received.get(l.id ?? "") === 1) && host.received.size === sent;
  const refusals = historyOf(files).filter((/** @type {Record<string, unknown>} */ r) => /ECONNREFUSED/.test(String(r.error))).length;
  out.push(
    `${sent} leads acknowledged during the outage; pending when the host came up: ${before.counts.pending}; refused attempts recorded: ${refusals}`,
  );
  out.push(
    `all ${sent} delivered ${drainSeconds.toFixed(1)} s after the host came up; requests that reached the host: ${host.requests.length}, duplicates ${host.duplicates()}`,
  );
  out.push(check(drained && onceEach && host.duplicates() === 0, "every lead delivered, each key exactly once"));
  await server.stop();
  return out;
}

async function answers() {
  const out = ["== 2. 500 three times then 200; an attempt hanging 30 s; 422; hostile bodies and unknown ids =="];
  let requeued = false;
  const host = await startFakeHost({
    respond: (q) => {
      const email = String(/** @type {{ email?: string }} */ (q.body).email);
      if (email.startsWith("erro500") && q.attempt <= 3) return { status: 500, body: "Internal Server Error" };
      if (email.startsWith("trava") && q.attempt === 1) return { delayMs: 30_000 };
      if (email.startsWith("recusa422") && !requeued) return { status: 422, body: '{"error":"telefone inválido"}' };
      return { status: 200 };
    },
  });
  cleanups.push(host.close);
  const { files, start } = await relayServer("answers", host.url);
  const server = await start();
  const hostile = [
    await fetch(`${server.baseURL}/webhook/outra-automacao`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(leadBody("x")),
    }),
    await fetch(`${server.baseURL}/webhook/contato-form-automation-id%2F..%2Fadmin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    }),
    await fetch(`${server.baseURL}/webhook/contato-form-automation-id`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"name": ',
    }),
    await fetch(`${server.baseURL}/webhook/contato-form-automation-id`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "{}",
    }),
    await fetch(`${server.baseURL}/webhook/contato-form-automation-id`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(70 * 1024),
    }),
  ].map((r) => r.status);
  for (const email of ["erro500@clinica-exemplo.com.br", "trava@clinica-exemplo.com.br", "recusa422@clinica-exemplo.com.br"])
    await post(server.baseURL, email);
  const settled = await waitFor(async () => {
    const c = (await leadsReport(files)).counts;
    return c.delivered === 2 && c.failed === 1;
  }, 120_000);
  const byEmail = (/** @type {string} */ prefix) =>
    host.requests.filter((q) => String(/** @type {{ email?: string }} */ (q.body).email).startsWith(prefix));
  const gaps = (/** @type {{ at: number }[]} */ list) => list.slice(1).map((q, i) => ((q.at - (list[i]?.at ?? 0)) / 1000).toFixed(1));
  const e500 = byEmail("erro500");
  const hang = byEmail("trava");
  out.push(
    `hostile bodies and unknown ids answered ${hostile.join(", ")}; forwarded to the host: ${host.requests.filter((q) => !/^(erro500|trava|recusa422)/.test(String(/** @type {{ email?: string }} */ (q.body).email))).length}`,
  );
  out.push(check(hostile.join() === "404,404,400,415,413", "hostile requests refused with 404, 404, 400, 415, 413, nothing forwarded"));
  out.push(`500 x3: ${e500.length} attempts, ${new Set(e500.map((q) => q.key)).size} key, waits ${gaps(e500).join(" s, ")} s`);
  out.push(
    `hang: attempt 2 sent ${gaps(hang)[0] ?? "?"} s after attempt 1 (10 s timeout + about 1 s backoff), ${new Set(hang.map((q) => q.key)).size} key`,
  );
  out.push(
    check(
      settled && e500.length === 4 && hang.length === 2 && host.accepted.size === 2,
      "500 x3 then 200, and the hung attempt, delivered on the next attempt",
    ),
  );
  const env = { ...process.env, LEAD_INBOX_FILE: files };
  const listed = spawnSync("npm", ["run", "--silent", "leads"], { cwd: REPO, env, encoding: "utf8" }).stdout;
  out.push(`npm run leads:\n${listed.trim().replace(/^/gm, "    ")}`);
  requeued = true;
  const retried = spawnSync("npm", ["run", "--silent", "leads", "--", "--retry-failed"], { cwd: REPO, env, encoding: "utf8" }).stdout;
  out.push(`npm run leads -- --retry-failed: ${retried.trim().split("\n").at(-1)}`);
  const requeuedAt = Date.now();
  const delivered = await waitFor(() => byEmail("recusa422").length === 2 && host.accepted.size === 3, 30_000);
  out.push(
    `the running server sent the requeued lead ${((Date.now() - requeuedAt) / 1000).toFixed(1)} s later; counts now: ${(await leadsReport(files)).text.split("\n")[1]}`,
  );
  out.push(
    check(/Failed \(1\)[\s\S]*recusa422@[\s\S]*HTTP 422/.test(listed) && delivered, "422 failed, kept, listed, requeued and delivered"),
  );
  await server.stop();
  return out;
}

async function killedMidBurst() {
  const out = [`== 3. kill -9 of the server during a burst of ${fmt(BURST)} leads (host up), then a restart ==`];
  const host = await startFakeHost({ respond: () => ({ status: 200, delayMs: 5 }) });
  cleanups.push(host.close);
  const { files, start } = await relayServer("killed", host.url);
  const victim = await start();
  const first = await sendBurstAndKill({
    server: victim,
    killAfter: BURST / 2,
    prefix: "k",
    count: BURST,
    clients: CLIENTS,
    deadlineMs: Date.now() + 120_000,
  });
  const deliveredBeforeKill = host.accepted.size;
  const server = await start();
  const rest = await sendBurst({
    baseURL: server.baseURL,
    prefix: "r",
    count: BURST - first.sent,
    clients: CLIENTS,
    deadlineMs: Date.now() + 120_000,
  });
  const acked = [...first.acked, ...rest.acked];
  const stored = exportLeads(files);
  const keyOf = new Map(stored.map((l) => [leadId(l), l.id ?? ""]));
  await waitFor(async () => (await leadsReport(files)).counts.pending === 0, 120_000);
  const lost = acked.filter((id) => !host.accepted.has(keyOf.get(id) ?? ""));
  out.push(
    `killed (${(await victim.exited).signal}) after ${fmt(first.acked.size)} acknowledgements, ${fmt(deliveredBeforeKill)} delivered before the kill; ${fmt(rest.acked.size)} more sent after the restart`,
  );
  out.push(
    `acknowledged ${fmt(acked.length)}, stored ${fmt(stored.length)}, delivered ${fmt(host.accepted.size)}, lost ${lost.length}, duplicates (same key, delivered twice) ${host.duplicates()}`,
  );
  out.push(check(lost.length === 0 && host.accepted.size === stored.length, "0 acknowledged leads lost"));
  // A second delivery only for a lead whose answer arrived but whose record did not: one per attempt in flight (8).
  out.push(check(host.duplicates() <= 8, "duplicates at most one per attempt in flight at the kill"));
  await server.stop();
  return out;
}

async function manyClients() {
  const out = [`== 4. ${fmt(LEADS)} leads from ${CLIENTS} keep-alive clients, host up ==`];
  const host = await startFakeHost();
  cleanups.push(host.close);
  const { files, start } = await relayServer("many", host.url);
  const server = await start();
  const burst = await sendBurst({ baseURL: server.baseURL, prefix: "m", count: LEADS, clients: CLIENTS, deadlineMs: Date.now() + 300_000 });
  const sentAt = Date.now();
  const drained = await waitFor(
    async () => host.accepted.size >= burst.acked.size && (await leadsReport(files)).counts.pending === 0,
    300_000,
  );
  const p = (/** @type {number} */ q) => quantile(burst.ackMs, q).toFixed(1);
  out.push(
    `acknowledged ${fmt(burst.acked.size)} of ${fmt(burst.sent)} in ${burst.seconds} s (${fmt(Math.round(burst.acked.size / burst.seconds))} leads/s); ack p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${p(1)} ms`,
  );
  out.push(
    `delivered ${fmt(host.accepted.size)} (the last ${((Date.now() - sentAt) / 1000).toFixed(1)} s after the last acknowledgement), duplicates ${host.duplicates()}`,
  );
  out.push(`npm run leads: ${(await leadsReport(files)).text.split("\n")[1]}`);
  out.push(
    check(
      drained && burst.acked.size === LEADS && host.accepted.size === LEADS && host.duplicates() === 0,
      "all leads acknowledged and delivered once",
    ),
  );
  await server.stop();
  return out;
}

async function main() {
  const started = Date.now();
  const phases = args.phases ?? process.env.LOAD_RELAY_PHASES ?? "all";
  console.log(`npm run load:relay: 127.0.0.1 only, files in ${dir}; load average ${os.loadavg()[0]?.toFixed(2)}; phases: ${phases}`);
  if (phases !== "intake") {
    const refused = refusedThenUp();
    for (const phase of [answers, killedMidBurst, manyClients]) console.log(`\n${(await phase()).join("\n")}`);
    console.log(`\n${(await refused).join("\n")}`);
  }
  if (phases !== "relay") {
    const intake = await intakeUnderAbuse(REPO);
    console.log(intake.out.join("\n"));
    for (const miss of intake.misses) misses.push(`intake under abuse: ${miss}`);
  }
  console.log(`\n== Summary (${Math.round((Date.now() - started) / 1000)} s) ==`);
  console.log(misses.length === 0 ? "every check met" : misses.map((m) => `MISSED: ${m}`).join("\n"));
  return misses.length === 0 ? 0 : 1;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error("load:relay failed:", error);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
