// @vitest-environment node
// @ts-check
/**
 * The leads database under the real server (`node server/site/server.mjs` on a minimal build): one
 * server per database, the modes of every file in the data folder, the upgrade from JSON-lines
 * files after the start, `--retry-failed` while the server runs (retention: lead-upkeep.test.js; `--forget`:
 * lead-forget.test.js).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startFakeHost } from "../../tools/lib/fake-automation-host.mjs";
import { startNodeServer } from "../../tools/load/node-server.mjs";
import { leadsReport } from "./leads-cli.mjs";
import { exportLeads } from "./lead-upkeep.mjs";
import { isJsonLinesFile, isStorageBusy, isStorageFull, leadStorePaths, maxBytesFromEnv } from "./lead-store.mjs";
import { buildStoredLead } from "../../tests/support/lead-builder.ts";
import { postLead, useSiteFolder, waitFor } from "../../tests/support/server-fixtures.mjs";

const site = useSiteFolder("lead-store-");

/** @param {string} file @param {string[]} args */
const cli = (file, args) =>
  spawnSync(process.execPath, ["server/leads/leads-cli.mjs", ...args], {
    encoding: "utf8",
    env: { ...process.env, LEAD_INBOX_FILE: file },
  });

// Generous limits: each test starts real servers and the CLI on a machine that may be busy.
describe("leads database", { timeout: 120_000 }, () => {
  it("finds its files, reads the size limit, and tells an old inbox and full or busy storage apart", () => {
    expect(leadStorePaths({ LEAD_INBOX_FILE: "/d/in.jsonl" })).toEqual({
      db: "/d/in.db",
      legacyInbox: "/d/in.jsonl",
      legacyDelivery: "/d/in-delivery.jsonl",
    });
    expect(leadStorePaths({ LEAD_INBOX_FILE: "/d/x.db", LEAD_DELIVERY_FILE: "/e/d.jsonl" })).toEqual({
      db: "/d/x.db",
      legacyInbox: "/d/x.jsonl",
      legacyDelivery: "/e/d.jsonl",
    });
    expect(leadStorePaths({}).db).toBe(path.resolve("data/leads.db"));
    expect(leadStorePaths({ LEAD_INBOX_FILE: "/d/leads" })).toMatchObject({ db: "/d/leads", legacyInbox: "/d/leads.jsonl" });
    expect([undefined, "", "131072"].map((v) => maxBytesFromEnv({ LEAD_DB_MAX_BYTES: v }))).toEqual([0, 0, 131_072]);
    for (const bad of ["131071", "65536", "7e4x", "70000.5"])
      expect(() => maxBytesFromEnv({ LEAD_DB_MAX_BYTES: bad })).toThrow(`>= 131072, not ${bad}`);
    const files = { "in.jsonl": "{}\n", empty: "", "x.db": "SQLite format 3\0..." };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(site.dir, name), text);
    expect(["in.jsonl", "empty", "x.db", "none"].map((n) => isJsonLinesFile(path.join(site.dir, n)))).toEqual([true, false, false, false]);
    const errors = [{ errcode: 13 }, { errcode: 13 + 256 }, { code: "ENOSPC" }, { errcode: 5 }, { errcode: 6 + 256 }, {}, null];
    expect(errors.map(isStorageFull)).toEqual([true, true, true, false, false, false, false]);
    expect(errors.map(isStorageBusy)).toEqual([false, false, false, true, true, false, false]);
  });

  it("refuses a second server on the same database with one line, while the first keeps working; every file is 0600 in a 0700 folder", async () => {
    const file = path.join(site.dir, "one", "data", "leads.db");
    // A data folder that was there already, open to others (as systemd's StateDirectory made it): closed at start.
    mkdirSync(path.dirname(file), { recursive: true });
    chmodSync(path.dirname(file), 0o755);
    const first = await startNodeServer({ port: 0, buildDir: site.buildDir, inboxFile: file });
    try {
      expect((await postLead(first.baseURL, "um@clinica.com.br")).status).toBe(200);
      const second = startNodeServer({ port: 0, buildDir: site.buildDir, inboxFile: file, readyTimeoutMs: 30_000 });
      await expect(second).rejects.toThrow(/npm start: .*leads\.db is served by process \d+ .*one server per database/);
      expect((await postLead(first.baseURL, "dois@clinica.com.br")).status).toBe(200);
      const folder = path.dirname(file);
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      const names = readdirSync(folder).sort();
      expect(names).toEqual(["leads.db", "leads.db-shm", "leads.db-storage-state", "leads.db-wal", "leads.db.lock"]);
      for (const name of names) expect(statSync(path.join(folder, name)).mode & 0o777, name).toBe(0o600);
    } finally {
      await first.kill();
    }
    // A server killed with -9 left its row: the next start takes over.
    const again = await startNodeServer({ port: 0, buildDir: site.buildDir, inboxFile: file });
    await again.stop();
    expect(exportLeads(file).map((l) => l.email)).toEqual(["um@clinica.com.br", "dois@clinica.com.br"]);
  });

  it("imports an earlier version's files once it listens, says so in one line, and keeps them as *.imported 0600", async () => {
    const folder = path.join(site.dir, "upgrade");
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const lead = (/** @type {string} */ id, /** @type {string} */ email, relay = true) =>
      JSON.stringify({ ...buildStoredLead({ id, email }), ...(relay ? { relay } : {}) });
    writeFileSync(
      path.join(folder, "leads.jsonl"),
      `${[lead("d1", "entregue@clinica.com.br"), lead("p2", "espera@clinica.com.br"), lead("f3", "recusado@clinica.com.br"), lead("i4", "antigo@clinica.com.br", false)].join("\n")}\n{"id":"torn`,
    );
    writeFileSync(
      path.join(folder, "leads-delivery.jsonl"),
      [
        { event: "delivered", id: "d1", at: "2026-11-20T10:00:01.000Z", attempt: 1, status: 200 },
        { event: "attempt-failed", id: "p2", at: "2026-11-20T10:00:02.000Z", attempt: 1, error: "HTTP 503" },
        { event: "failed", id: "f3", at: "2026-11-20T10:00:03.000Z", attempt: 1, reason: "rejected", error: "HTTP 422", status: 422 },
      ]
        .map((r) => `${JSON.stringify(r)}\n`)
        .join(""),
    );
    const host = await startFakeHost();
    const server = await startNodeServer({
      port: 0,
      buildDir: site.buildDir,
      inboxFile: path.join(folder, "leads.jsonl"),
      env: { LEAD_FORWARD_URL: host.url },
    });
    try {
      const imported = () => server.output().filter((/** @type {string} */ l) => l.includes("[lead-import] imported"));
      await waitFor(() => imported().length > 0);
      expect(imported()).toEqual([
        expect.stringMatching(/imported 4 lead\(s\) .*delivered 1, pending 1, failed 1, 1 unreadable line\(s\) skipped/),
      ]);
      expect(server.errors().join("\n")).toMatch(/leads\.jsonl:5: skipped a line that is not valid JSON/);
      // The pending lead is delivered under its old id (its Idempotency-Key); the failed one waits for --retry-failed.
      // The host answers before the relay commits "delivered": wait for the commit.
      await waitFor(() => exportLeads(path.join(folder, "leads.db")).find((l) => l.id === "p2")?.status === "delivered");
      expect([...host.received.keys()]).toEqual(["p2"]);
      expect(exportLeads(path.join(folder, "leads.db")).map((l) => [l.id, l.status])).toEqual([
        ["d1", "delivered"],
        ["p2", "delivered"],
        ["f3", "failed"],
        ["i4", "inbox"],
      ]);
      // --retry-failed while the server runs: a plain UPDATE the relay sees.
      expect(cli(path.join(folder, "leads.db"), ["--retry-failed"]).stdout).toContain("1 failed lead(s) put back in the queue.");
      await waitFor(() => exportLeads(path.join(folder, "leads.db")).find((l) => l.id === "f3")?.status === "delivered");
      expect((await leadsReport(path.join(folder, "leads.db"))).counts).toMatchObject({ delivered: 3, pending: 0, failed: 0 });
    } finally {
      await server.stop();
      await host.close();
    }
    for (const name of ["leads.jsonl.imported", "leads-delivery.jsonl.imported"])
      expect(statSync(path.join(folder, name)).mode & 0o777, name).toBe(0o600);
    expect(readdirSync(folder).filter((n) => n.endsWith(".jsonl"))).toEqual([]);
  });
});
