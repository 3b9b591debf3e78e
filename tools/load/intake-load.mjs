// @ts-check
/**
 * The lead intake under abuse, part of `npm run load:relay`: figures, not tests.
 * 1. A 600 MB inbox (LOAD_INTAKE_INBOX_MB): time from `node server/site/server.mjs` to its first
 *    answer, its peak memory, a lead answered after it, and the time `npm run leads` takes.
 * 2. 20,000 posts (LOAD_INTAKE_POSTS) from one address through nginx (deploy/nginx.conf) and
 *    straight to Node, with the default limit: how many 200 and 429.
 * 3. 9,000 half-open connections (LOAD_INTAKE_HALF_OPEN) to Node and to nginx: the page and a real
 *    lead still answered, with their latency; how long until the servers closed them.
 * Files under .tmp/ in the checkout (the 600 MB inbox is deleted at the end).
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { exportLeads } from "../../server/leads/lead-upkeep.mjs";
import { startFakeHost } from "../lib/fake-automation-host.mjs";
import { startNginx } from "../lib/run-nginx.mjs";
import { leadBody, sendBurst } from "./lead-load.mjs";
import { writeMinimalBuild } from "./minimal-build.mjs";
import { startNodeServer } from "./node-server.mjs";

const INBOX_MB = Number(process.env.LOAD_INTAKE_INBOX_MB ?? 600);
const POSTS = Number(process.env.LOAD_INTAKE_POSTS ?? 20_000);
const HALF_OPEN = Number(process.env.LOAD_INTAKE_HALF_OPEN ?? 9000);
const NGINX_PORT = Number(process.env.LOAD_INTAKE_NGINX_PORT ?? 4680);

const fmt = (/** @type {number} */ n) => n.toLocaleString("en-US");
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/** Peak resident memory of a process, from /proc (Linux). @param {number} pid */
function peakMemory(pid) {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return `${fmt(Math.round(kb / 1024))} MB`;
  } catch {
    return "?";
  }
}

/** One request's status and time. @param {string} url @param {RequestInit} [init] */
async function timed(url, init) {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch (error) {
    return { status: /** @type {Error} */ (error).name, ms: performance.now() - started };
  }
}

/** @param {string} baseURL @param {string} email */
const postLead = (baseURL, email) =>
  timed(`${baseURL}/webhook/contato-form-automation-id`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...leadBody(email), email }),
  });

/**
 * Writes an earlier version's JSON-lines inbox of about `mb` MB in leads of the site's size (about
 * 430 bytes: 600 MB is about 1.4 million leads, every one relayed) and a journal where all but the
 * last `pending` are delivered.
 * @param {{ inbox: string, delivery: string }} files @param {number} mb @param {number} pending
 */
function writeBigInbox(files, mb, pending) {
  const target = mb * 1024 * 1024;
  const receivedAt = new Date().toISOString();
  const inbox = openSync(files.inbox, "w", 0o600);
  const journal = openSync(files.delivery, "w", 0o600);
  let bytes = 0;
  let count = 0;
  /** @type {string[]} */
  let inboxLines = [];
  /** @type {string[]} */
  let journalLines = [];
  const flush = () => {
    writeSync(inbox, inboxLines.join(""));
    writeSync(journal, journalLines.join(""));
    inboxLines = [];
    journalLines = [];
  };
  /** @type {string[]} */
  const ids = [];
  while (bytes < target) {
    const id = `00000000-0000-4000-8000-${count.toString(16).padStart(12, "0")}`;
    const line = `${JSON.stringify({ id, receivedAt, automationId: "contato-form-automation-id", ...leadBody(`big-${count}`), relay: true })}\n`;
    inboxLines.push(line);
    ids.push(id);
    bytes += Buffer.byteLength(line);
    count++;
    if (inboxLines.length >= 2000) flush();
  }
  flush();
  for (const id of ids.slice(0, ids.length - pending)) {
    journalLines.push(`${JSON.stringify({ event: "delivered", id, at: receivedAt, attempt: 1, status: 200 })}\n`);
    if (journalLines.length >= 2000) flush();
  }
  flush();
  closeSync(inbox);
  closeSync(journal);
  return { count, bytes };
}

/**
 * An earlier version's 600 MB JSON-lines inbox: imported once the server listens, then `npm run leads`.
 * @param {string} dir
 */
export async function bigInbox(dir) {
  const out = [`== 5. A ${INBOX_MB} MB JSON-lines inbox of an earlier version: import after the start, then npm run leads ==`];
  const folder = path.join(dir, "big");
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const files = { inbox: path.join(folder, "leads.jsonl"), delivery: path.join(folder, "leads-delivery.jsonl") };
  const buildDir = writeMinimalBuild(folder);
  const written = writeBigInbox(files, INBOX_MB, 5);
  out.push(
    `inbox ${fmt(Math.round(statSync(files.inbox).size / 1024 / 1024))} MB (${fmt(written.count)} leads, 5 pending), journal ${fmt(Math.round(statSync(files.delivery).size / 1024 / 1024))} MB`,
  );
  const host = await startFakeHost();
  try {
    const started = performance.now();
    const server = await startNodeServer({
      port: 0,
      buildDir,
      inboxFile: files.inbox,
      readyTimeoutMs: 60_000,
      env: { LEAD_FORWARD_URL: host.url },
    });
    const firstAnswer = performance.now() - started;
    const importLine = () => server.output().find((/** @type {string} */ line) => line.includes("[lead-import]"));
    // The import runs while the server answers: minutes on a busy machine.
    for (const deadline = Date.now() + 600_000; !importLine() && Date.now() < deadline;) await sleep(200);
    const importedMs = performance.now() - started;
    const imported = importLine() ?? "no import line";
    const lead = await postLead(server.baseURL, "depois-do-inicio@clinica-exemplo.com.br");
    const delivered = await (async () => {
      const deadline = Date.now() + 30_000;
      while (host.accepted.size < 6 && Date.now() < deadline) await sleep(100);
      return host.accepted.size;
    })();
    out.push(`server log: ${imported}`);
    out.push(
      `server: first answer ${seconds(firstAnswer)} after the start, import done ${seconds(importedMs)} after it; peak memory ${peakMemory(server.pid)}; a new lead answered ${lead.status} in ${lead.ms.toFixed(1)} ms; delivered after the start ${delivered} (the 5 pending and the new one)`,
    );
    const leadsStarted = performance.now();
    const report = spawnSync("npm", ["run", "--silent", "leads"], {
      env: { ...process.env, LEAD_INBOX_FILE: files.inbox },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const leadsMs = performance.now() - leadsStarted;
    out.push(`npm run leads: ${seconds(leadsMs)} (exit ${report.status}): ${report.stdout.split("\n")[1] ?? report.stderr.trim()}`);
    const dbBytes = ["", "-wal"].reduce(
      (sum, ext) => sum + (statSync(`${path.join(folder, "leads.db")}${ext}`, { throwIfNoEntry: false })?.size ?? 0),
      0,
    );
    out.push(`database: ${fmt(Math.round(dbBytes / 1024 / 1024))} MB with its WAL`);
    await server.stop();
    out.push(
      `${firstAnswer < 60_000 && leadsMs < 60_000 && lead.status === 200 ? "OK" : "MISSED"}: first answer and npm run leads within a minute`,
    );
    return { out, ok: firstAnswer < 60_000 && leadsMs < 60_000 && lead.status === 200 };
  } finally {
    await host.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** @param {import("./lead-load.mjs").BurstResult} burst */
const statuses = (burst) =>
  [`200: ${fmt(burst.acked.size)}`, ...Object.entries(burst.failed).map(([k, v]) => `${k.replace("HTTP ", "")}: ${fmt(v)}`)].join(", ");

/** @param {string} dir */
async function onePoster(dir) {
  const out = [`== 6. ${fmt(POSTS)} posts from one address (50 keep-alive clients), default limit (10 a minute) ==`];
  const folder = path.join(dir, "posts");
  const buildDir = writeMinimalBuild(folder);
  mkdirSync(path.join(buildDir, "nginx"), { recursive: true });
  writeFileSync(path.join(buildDir, "nginx", "security-headers.conf"), "");
  let ok = true;
  {
    const inbox = path.join(folder, "via-nginx.db");
    const node = await startNodeServer({ port: 0, buildDir, inboxFile: inbox, env: { LEAD_RATE_LIMIT: "10", LEAD_TRUST_PROXY: "1" } });
    const proxy = startNginx(NGINX_PORT, buildDir, Number(new URL(node.baseURL).port));
    try {
      const burst = await sendBurst({ baseURL: proxy.baseURL, prefix: "n", count: POSTS, clients: 50, deadlineMs: Date.now() + 300_000 });
      const stored = exportLeads(inbox).length;
      out.push(
        `through nginx: ${statuses(burst)} in ${burst.seconds} s (${fmt(Math.round(burst.sent / burst.seconds))} posts/s); stored ${stored}`,
      );
      ok &&= burst.acked.size <= 10 && stored === burst.acked.size && Object.keys(burst.failed).every((k) => k === "HTTP 429");
    } finally {
      proxy.stop();
      await node.stop();
    }
  }
  {
    const inbox = path.join(folder, "direct.db");
    const node = await startNodeServer({ port: 0, buildDir, inboxFile: inbox, env: { LEAD_RATE_LIMIT: "10" } });
    try {
      const burst = await sendBurst({ baseURL: node.baseURL, prefix: "d", count: POSTS, clients: 50, deadlineMs: Date.now() + 300_000 });
      const stored = exportLeads(inbox).length;
      out.push(
        `straight to Node: ${statuses(burst)} in ${burst.seconds} s (${fmt(Math.round(burst.sent / burst.seconds))} posts/s); stored ${stored}; server peak memory ${peakMemory(node.pid)}`,
      );
      ok &&= burst.acked.size === 10 && stored === 10 && Object.keys(burst.failed).every((k) => k === "HTTP 429");
    } finally {
      await node.stop();
    }
  }
  rmSync(folder, { recursive: true, force: true });
  out.push(`${ok ? "OK" : "MISSED"}: at most 10 leads stored per address, every other post answered 429`);
  return { out, ok };
}

/**
 * Opens `count` connections that send half a request line and nothing more.
 * @param {number} port @param {number} count
 */
async function openHalf(port, count) {
  /** @type {net.Socket[]} */
  const sockets = [];
  let connected = 0;
  let refused = 0;
  let closedCount = 0;
  for (let i = 0; i < count; i++) {
    const socket = net.connect({ port, host: "127.0.0.1" }, () => {
      connected++;
      socket.write("GET / HTTP/1.1\r\nHost: a\r\nX-Slow: ");
    });
    socket.on("error", () => refused++);
    socket.on("close", () => closedCount++);
    socket.resume();
    sockets.push(socket);
    // Let the server accept as they come, as a slow-client attack would.
    if (i % 500 === 499) await sleep(20);
  }
  const deadline = Date.now() + 30_000;
  while (connected + refused < count && Date.now() < deadline) await sleep(50);
  return { sockets, connected: () => connected, closed: () => closedCount, refused: () => refused };
}

/** @param {string} name @param {string} baseURL @param {number} port */
async function underHalfOpen(name, baseURL, port) {
  const opened = performance.now();
  const half = await openHalf(port, HALF_OPEN);
  const openMs = performance.now() - opened;
  const stillOpen = HALF_OPEN - half.closed();
  const page = await timed(`${baseURL}/`);
  const lead = await postLead(baseURL, `meia-conexao-${name}@clinica-exemplo.com.br`);
  const until = performance.now();
  const deadline = Date.now() + 60_000;
  while (half.closed() < HALF_OPEN && Date.now() < deadline) await sleep(100);
  const closedMs = performance.now() - until;
  for (const socket of half.sockets) socket.destroy();
  const line =
    `${name}: ${fmt(half.connected())} half-open connections (${fmt(stillOpen)} still open when measured, opened in ${seconds(openMs)}); ` +
    `page ${page.status} in ${page.ms.toFixed(1)} ms, lead ${lead.status} in ${lead.ms.toFixed(1)} ms; ` +
    `${fmt(half.closed())} closed by the server ${seconds(closedMs)} later`;
  return { line, ok: page.status === 200 && lead.status === 200 };
}

/** @param {string} dir */
async function halfOpen(dir) {
  const out = [`== 7. ${fmt(HALF_OPEN)} half-open connections (half a request, then silence) ==`];
  const folder = path.join(dir, "half");
  const buildDir = writeMinimalBuild(folder);
  mkdirSync(path.join(buildDir, "nginx"), { recursive: true });
  writeFileSync(path.join(buildDir, "nginx", "security-headers.conf"), "");
  let ok = true;
  const inbox = path.join(folder, "leads.db");
  const node = await startNodeServer({ port: 0, buildDir, inboxFile: inbox, env: { LEAD_RATE_LIMIT: "10", LEAD_TRUST_PROXY: "1" } });
  try {
    const direct = await underHalfOpen("Node", node.baseURL, Number(new URL(node.baseURL).port));
    out.push(direct.line);
    ok &&= direct.ok;
    const proxy = startNginx(NGINX_PORT + 1, buildDir, Number(new URL(node.baseURL).port));
    try {
      const viaNginx = await underHalfOpen("nginx", proxy.baseURL, NGINX_PORT + 1);
      out.push(viaNginx.line);
      ok &&= viaNginx.ok;
    } finally {
      proxy.stop();
    }
  } finally {
    await node.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  out.push(`${ok ? "OK" : "MISSED"}: the page and a lead answered while the connections were held`);
  return { out, ok };
}

/** Runs the three parts in turn. @param {string} repo */
export async function intakeUnderAbuse(repo) {
  const dir = path.join(repo, ".tmp", `load-intake-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  /** @type {string[]} */
  const out = [];
  /** @type {string[]} */
  const misses = [];
  try {
    for (const [name, part] of /** @type {const} */ ([
      ["big inbox", bigInbox],
      ["one address", onePoster],
      ["half-open", halfOpen],
    ])) {
      const result = await part(dir);
      out.push(`\n${result.out.join("\n")}`);
      if (!result.ok) misses.push(name);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { out, misses };
}
