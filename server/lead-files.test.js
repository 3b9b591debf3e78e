// @vitest-environment node
// @ts-check
/**
 * The data folder's upkeep against the real server (`node server/server.mjs`): one server per
 * inbox, `npm run leads -- --forget` while it runs and while it does not, the retention purge at
 * start, `--check`, and the files' modes.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeHost } from "../scripts/lib/fake-automation-host.mjs";
import { leadBody } from "../scripts/load/lead-load.mjs";
import { writeMinimalBuild } from "../scripts/load/minimal-build.mjs";
import { startNodeServer } from "../scripts/load/node-server.mjs";
import { leadsReport } from "../scripts/leads.mjs";
import { readLeads } from "./lead-inbox.mjs";

const FAST = { LEAD_FORWARD_RETRY_BASE_MS: "20", LEAD_FORWARD_RETRY_CAP_MS: "100", LEAD_FORWARD_TIMEOUT_MS: "2000" };

/** @type {string} */
let root;
/** @type {string} */
let buildDir;
/** @type {(() => Promise<unknown>)[]} */
const cleanups = [];

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "lead-files-"));
  buildDir = writeMinimalBuild(root);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A fresh data folder that does not exist yet (the server creates it). */
function dataFiles() {
  const folder = path.join(mkdtempSync(path.join(root, "case-")), "data");
  return { folder, inbox: path.join(folder, "leads.jsonl"), delivery: path.join(folder, "leads-delivery.jsonl") };
}

/** @param {string} inbox @param {Record<string, string>} [env] */
async function start(inbox, env = {}) {
  const server = await startNodeServer({ port: 0, buildDir, inboxFile: inbox, env });
  cleanups.push(() => server.stop());
  return server;
}

/** @param {string} baseURL @param {string} email */
const post = (baseURL, email) =>
  fetch(`${baseURL}/webhook/contato-form-automation-id`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...leadBody(email), email }),
  });

/** @param {string[]} args @param {string} inbox */
const leads = (args, inbox) =>
  spawnSync(process.execPath, ["scripts/leads.mjs", ...args], { encoding: "utf8", env: { ...process.env, LEAD_INBOX_FILE: inbox } });

/** @param {() => boolean | Promise<boolean>} condition */
async function waitFor(condition, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("lead files", { timeout: 60_000 }, () => {
  it("creates the data folder 0700 and both files 0600", async () => {
    const files = dataFiles();
    const host = await startFakeHost();
    cleanups.push(host.close);
    const server = await start(files.inbox, { LEAD_FORWARD_URL: host.url, ...FAST });
    expect((await post(server.baseURL, "modo@clinica.com.br")).status).toBe(200);
    await waitFor(() => existsSync(files.delivery) && readFileSync(files.delivery, "utf8").includes("delivered"));
    expect(statSync(files.folder).mode & 0o777).toBe(0o700);
    expect(statSync(files.inbox).mode & 0o777).toBe(0o600);
    expect(statSync(files.delivery).mode & 0o777).toBe(0o600);
  });

  it("refuses a second server on the same inbox at once, naming the lock and the first one, which keeps working", async () => {
    const files = dataFiles();
    const first = await start(files.inbox);
    const second = spawn(process.execPath, ["server/server.mjs"], {
      env: { ...process.env, BUILD_DIR: buildDir, PORT: "0", HOST: "127.0.0.1", LEAD_INBOX_FILE: files.inbox },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    second.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    const [code] = await new Promise((resolve) => second.once("exit", (...args) => resolve(args)));
    expect(code).toBe(1);
    expect(stderr).toContain(`${files.inbox}.lock`);
    expect(stderr).toContain(`process ${first.pid}`);
    expect((await post(first.baseURL, "primeiro@clinica.com.br")).status).toBe(200);
    // After the first stops, the lock is free again; after a kill -9 it is taken over.
    await first.stop();
    const again = await start(files.inbox);
    await again.kill();
    const afterKill = await start(files.inbox);
    expect((await post(afterKill.baseURL, "depois@clinica.com.br")).status).toBe(200);
  });

  it("--forget removes one person's leads from both files while the server runs; it neither resends nor restores them", async () => {
    const files = dataFiles();
    const host = await startFakeHost({ respond: () => ({ status: 503 }) });
    cleanups.push(host.close);
    const server = await start(files.inbox, { LEAD_FORWARD_URL: host.url, ...FAST });
    for (const email of ["Esquecer@Clinica.com.br", "fica@clinica.com.br", "esquecer@clinica.com.br"])
      expect((await post(server.baseURL, email)).status).toBe(200);
    await waitFor(() => host.requests.length >= 6);

    const out = leads(["--forget", "ESQUECER@clinica.com.br"], files.inbox);
    expect(out.stderr).toBe("");
    expect(out.stdout).toContain("Removed 2 lead(s)");
    for (const file of [files.inbox, files.delivery]) {
      expect(readFileSync(file, "utf8").toLowerCase()).not.toContain("esquecer@");
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
    const kept = await readLeads(files.inbox);
    expect(kept.map((l) => l.email)).toEqual(["fica@clinica.com.br"]);

    // The running server appends to the new files and never sends the forgotten ones again.
    const sentBefore = host.requests.length;
    host.setRespond(() => ({ status: 200 }));
    expect((await post(server.baseURL, "nova@clinica.com.br")).status).toBe(200);
    await waitFor(async () => (await leadsReport(files)).counts.delivered === 2);
    const later = host.requests.slice(sentBefore).map((q) => String(/** @type {{ email: string }} */ (q.body).email).toLowerCase());
    expect(later).not.toContain("esquecer@clinica.com.br");
    expect((await readLeads(files.inbox)).map((l) => l.email)).toEqual(["fica@clinica.com.br", "nova@clinica.com.br"]);
    expect(readFileSync(files.inbox, "utf8").toLowerCase()).not.toContain("esquecer@");
    expect(readFileSync(files.delivery, "utf8").toLowerCase()).not.toContain("esquecer@");
  });

  it("--forget works without a server too, and --check reports failed and old pending leads", async () => {
    const files = dataFiles();
    const old = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const line = (/** @type {string} */ id, /** @type {string} */ email, /** @type {string} */ receivedAt) =>
      JSON.stringify({ id, receivedAt, automationId: "contato-form-automation-id", ...leadBody(id), email, relay: true });
    mkdirSync(files.folder, { recursive: true });
    writeFileSync(
      files.inbox,
      `${[line("a", "x@clinica.com.br", new Date().toISOString()), line("b", "X@Clinica.com.br", old)].join("\n")}\n`,
    );
    expect(leads(["--check"], files.inbox).status).toBe(1);
    expect(leads(["--check"], files.inbox).stdout).toMatch(/^PROBLEM: 0 failed, 1 pending for more than 1 h/);
    expect(leads(["--forget", "x@clinica.com.br"], files.inbox).stdout).toContain("Removed 2 lead(s)");
    expect(readFileSync(files.inbox, "utf8")).toBe("");
    const ok = leads(["--check"], files.inbox);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^OK: 0 failed, 0 pending/);
    writeFileSync(
      files.delivery,
      `${JSON.stringify({ event: "failed", id: "c", at: old, attempt: 1, reason: "rejected", error: "HTTP 422", status: 422 })}\n`,
    );
    writeFileSync(files.inbox, `${line("c", "c@clinica.com.br", new Date().toISOString())}\n`);
    expect(leads(["--check"], files.inbox).stdout).toMatch(/^PROBLEM: 1 failed/);
    expect(existsSync(`${files.inbox}.lock`)).toBe(false);
  });

  it("purges delivered leads older than LEAD_RETENTION_DAYS at start, keeping pending ones", async () => {
    const files = dataFiles();
    mkdirSync(files.folder, { recursive: true });
    const day = 86_400_000;
    const at = (/** @type {number} */ daysAgo) => new Date(Date.now() - daysAgo * day).toISOString();
    const line = (/** @type {string} */ id, /** @type {number} */ daysAgo, relay = true) =>
      JSON.stringify({
        id,
        receivedAt: at(daysAgo),
        automationId: "contato-form-automation-id",
        ...leadBody(id),
        email: `${id}@clinica.com.br`,
        ...(relay ? { relay } : {}),
      });
    writeFileSync(
      files.inbox,
      `${[line("velho-entregue", 40), line("velho-pendente", 40), line("velho-sem-relay", 40, false), line("novo-entregue", 5)].join("\n")}\n`,
    );
    writeFileSync(
      files.delivery,
      `${["velho-entregue", "novo-entregue"].map((id) => JSON.stringify({ event: "delivered", id, at: at(1), attempt: 1, status: 200 })).join("\n")}\n`,
    );
    await start(files.inbox, { LEAD_RETENTION_DAYS: "30" });
    expect((await readLeads(files.inbox)).map((l) => l.id)).toEqual(["velho-pendente", "novo-entregue"]);
    expect(readFileSync(files.delivery, "utf8")).not.toContain("velho-entregue");
    expect((await leadsReport(files)).counts).toMatchObject({ received: 2, delivered: 1, pending: 1 });
  });
});
