// @vitest-environment node
// @ts-check
/**
 * The leads database under the faults an operator meets, on the real server (`node
 * server/site/server.mjs`), a fake automation host on 127.0.0.1 and real files: a database at its size
 * limit while the host is down, a second server on the same data folder from another PID
 * namespace, a stale pid or a killed server before a start, `--forget` beside a burst, and a write held
 * by another process past the server's busy timeout.
 */
import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { startFakeHost } from "../../tools/lib/fake-automation-host.mjs";
import { leadId, sendBurst } from "../../tools/load/lead-load.mjs";
import { startNodeServer } from "../../tools/load/node-server.mjs";
import { apiMessages } from "../../app/content/lead-contract/api-messages.ts";
import { openLeadDatabase } from "./lead-store.mjs";
import { exportLeads } from "./lead-upkeep.mjs";
import { postLead, useSiteFolder, waitFor } from "../../tests/support/server-fixtures.mjs";

/** Compressed relay timings: the backoff's shape is production's, its unit smaller. */
const TIMING = { base: 50, cap: 1000 };
const RELAY_ENV = {
  LEAD_FORWARD_RETRY_BASE_MS: String(TIMING.base),
  LEAD_FORWARD_RETRY_CAP_MS: String(TIMING.cap),
  LEAD_FORWARD_TIMEOUT_MS: "2000",
};

const site = useSiteFolder("store-faults-");

/**
 * The most attempts one lead can get within `windowMs` under the backoff: every wait as short as
 * the jitter allows (80 % of base × 2^(n-1), never above the cap), starting from the first one.
 * @param {number} windowMs
 */
function maxAttemptsWithin(windowMs) {
  let attempts = 1;
  for (let spent = 0, n = 1; ; n++) {
    spent += Math.min(TIMING.cap, 0.8 * TIMING.base * 2 ** (n - 1));
    if (spent > windowMs) return attempts;
    attempts++;
  }
}

describe("leads database under faults", { timeout: 120_000 }, () => {
  it("at its size limit with the host down, keeps each lead's backoff, says so once, and /healthz answers 503", async () => {
    const host = await startFakeHost({ respond: () => ({ status: 503 }) });
    const server = await startNodeServer({
      port: 0,
      buildDir: site.buildDir,
      inboxFile: path.join(site.dir, "full", "leads.db"),
      env: { ...RELAY_ENV, LEAD_FORWARD_URL: host.url, LEAD_DB_MAX_BYTES: "131072" },
    });
    try {
      expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
      let refused = 0;
      for (let i = 0; i < 2000 && refused === 0; i++)
        if ((await postLead(server.baseURL, `cheio${i}@clinica.com.br`)).status === 503) refused++;
      expect(refused).toBe(1);
      // A bounded window with the database full: count what each lead received in it.
      const from = Date.now();
      const windowMs = 3000;
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      const perLead = new Map();
      for (const q of host.requests) if (q.at >= from && q.at <= from + windowMs) perLead.set(q.key, (perLead.get(q.key) ?? 0) + 1);
      const most = Math.max(0, ...perLead.values());
      console.log(`database full, host 503: ${host.requests.length} requests in all, at most ${most} for one lead in ${windowMs} ms`);
      expect(most).toBeLessThanOrEqual(maxAttemptsWithin(windowMs));
      // Said once when writes start failing, not once per attempt.
      expect(server.errors().filter((line) => line.includes("[lead-relay]")).length).toBeLessThanOrEqual(2);
      // /healthz answers from the server's last heartbeat: it turns within a heartbeat period or two.
      await waitFor(async () => (await fetch(`${server.baseURL}/healthz`)).status === 503);
      const health = await fetch(`${server.baseURL}/healthz`);
      expect(await health.json()).toEqual({ ok: false, reason: expect.stringMatching(/size limit|refuses writes/) });
    } finally {
      await server.kill();
      await host.close();
    }
  });

  it("refuses a second server started from another PID namespace, with one line; no lead is sent twice", async () => {
    let hostUp = false;
    const host = await startFakeHost({ respond: () => ({ status: hostUp ? 200 : 503 }) });
    const file = path.join(site.dir, "namespace", "leads.db");
    const env = { ...RELAY_ENV, LEAD_FORWARD_URL: host.url };
    const first = await startNodeServer({ port: 0, buildDir: site.buildDir, inboxFile: file, env });
    /** @type {import("node:child_process").ChildProcess | undefined} */
    let second;
    try {
      for (let i = 0; i < 20; i++) expect((await postLead(first.baseURL, `fila${i}@clinica.com.br`)).status).toBe(200);
      second = spawn("unshare", ["-fp", "--mount-proc", "--kill-child", process.execPath, "server/site/server.mjs"], {
        env: { ...process.env, ...env, BUILD_DIR: site.buildDir, PORT: "0", HOST: "127.0.0.1", LEAD_INBOX_FILE: file, QUIET: "1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      let stdout = "";
      second.stderr?.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
      second.stdout?.setEncoding("utf8").on("data", (chunk) => (stdout += chunk));
      const exited = new Promise((resolve) => second?.once("exit", (code) => resolve(code)));
      // It either refuses and ends, or starts serving (as without a kernel lock).
      await waitFor(() => second?.exitCode !== null || stdout.includes("Site at"));
      hostUp = true;
      await waitFor(() => exportLeads(file).every((l) => l.status === "delivered"));
      expect(host.accepted.size).toBe(20);
      expect([...host.accepted.values()].filter((n) => n > 1)).toEqual([]);
      expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("still running"), 100))])).toBe(1);
      expect(stderr.trim().split("\n")).toEqual([
        expect.stringMatching(/^npm start: .*leads\.db is served by process \d+ .*one server per database/),
      ]);
    } finally {
      second?.kill("SIGKILL");
      await first.kill();
      await host.close();
    }
  });

  it("starts over a stale pid naming a live Node process, and after the first server was killed with -9", async () => {
    const file = path.join(site.dir, "stale", "leads.db");
    const db = openLeadDatabase(file);
    // What an earlier version left: its pid, which is now this test's own Node process.
    db.prepare("INSERT INTO meta (key, value) VALUES ('server', ?)").run(
      JSON.stringify({ pid: process.pid, startedAt: "2026-11-01T00:00:00Z" }),
    );
    db.close();
    const first = await startNodeServer({ port: 0, buildDir: site.buildDir, inboxFile: file });
    expect((await postLead(first.baseURL, "antes@clinica.com.br")).status).toBe(200);
    await first.kill();
    const again = await startNodeServer({ port: 0, buildDir: site.buildDir, inboxFile: file });
    try {
      expect((await postLead(again.baseURL, "depois@clinica.com.br")).status).toBe(200);
    } finally {
      await again.stop();
    }
    expect(exportLeads(file).map((l) => l.email)).toEqual(["antes@clinica.com.br", "depois@clinica.com.br"]);
  });

  it("--forget from the CLI beside a burst: no 5xx, no duplicate, every acknowledged lead stored", async () => {
    const file = path.join(site.dir, "forget", "leads.db");
    const server = await startNodeServer({ port: 0, buildDir: site.buildDir, inboxFile: file });
    try {
      const burst = sendBurst({ baseURL: server.baseURL, prefix: "f", count: 400, clients: 10, deadlineMs: Date.now() + 60_000 });
      /** @type {number[]} */
      const forgets = [];
      for (let i = 0; i < 5; i++) {
        // A separate process, as an operator runs it; awaited without blocking the burst's clients.
        const cli = await promisify(execFile)(process.execPath, ["server/leads/leads-cli.mjs", "--forget", `ninguem${i}@clinica.com.br`], {
          env: { ...process.env, LEAD_INBOX_FILE: file },
        }).then(
          () => 0,
          (/** @type {{ code?: number }} */ error) => error.code ?? -1,
        );
        forgets.push(cli);
      }
      const result = await burst;
      expect(forgets).toEqual([0, 0, 0, 0, 0]);
      expect(result.failed).toEqual({});
      const stored = exportLeads(file).map(leadId);
      expect(new Set(stored).size).toBe(stored.length);
      expect([...result.acked].filter((id) => !stored.includes(id))).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it("a lead that waits past the server's busy timeout answers 503 and is not stored, so sending it again makes no duplicate", async () => {
    const file = path.join(site.dir, "busy", "leads.db");
    const server = await startNodeServer({ port: 0, buildDir: site.buildDir, inboxFile: file });
    // Another process's long write (an operator's command), held until the lead has its answer.
    const holder = openLeadDatabase(file);
    try {
      holder.exec("BEGIN IMMEDIATE");
      const refused = await postLead(server.baseURL, "espera@clinica.com.br");
      expect(refused.status).toBe(503);
      expect((await refused.json()).error).toBe(apiMessages.storageFull);
      holder.exec("ROLLBACK");
      expect((await postLead(server.baseURL, "espera@clinica.com.br")).status).toBe(200);
    } finally {
      if (holder.isTransaction) holder.exec("ROLLBACK");
      holder.close();
      await server.stop();
    }
    expect(exportLeads(file).map((l) => l.email)).toEqual(["espera@clinica.com.br"]);
  });
});
