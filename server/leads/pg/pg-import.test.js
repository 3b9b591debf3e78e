// @vitest-environment node
// @ts-check
/**
 * Earlier leads into PostgreSQL at a server's start (LEAD_DATABASE_URL set), on a real server: an
 * earlier version's JSON-lines files and the embedded store's SQLite file move in with their states
 * and history, the JSON-lines files are archived, the SQLite file is removed, and nothing moves twice
 * (a lead erased after the move stays erased, even when the removal of the file did not happen).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildStoredLead } from "../../../tests/support/lead-builder.ts";
import { usePostgres } from "../../../tests/support/postgres.mjs";
import { createLeadOps } from "../lead-ops.mjs";
import { leadStorePaths, openLeadDatabase } from "../lead-store.mjs";
import { openPgLeadAdmin } from "./pg-lead-admin.mjs";
import { openPgLeadOps } from "./pg-lead-ops.mjs";

const server = usePostgres();
/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "pg-import-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** @param {string} id @param {string} email @param {boolean} [relay] */
const line = (id, email, relay = true) =>
  JSON.stringify({ ...buildStoredLead({ id, email, receivedAt: "2026-11-23T10:00:00.000Z" }), ...(relay ? { relay } : {}) });

/** The leads in PostgreSQL: id, status, attempts, and each one's history events. @param {string} url */
async function inPostgres(url) {
  const admin = await openPgLeadAdmin(url);
  try {
    const leads = [];
    for await (const lead of admin.all()) leads.push([lead.id, lead.status, lead.attempts]);
    return leads;
  } finally {
    await admin.close();
  }
}

describe("earlier leads into PostgreSQL", { timeout: 120_000 }, () => {
  it("imports an earlier version's files with their states, archives them, and removes the SQLite file it went through", async () => {
    const paths = leadStorePaths({ LEAD_INBOX_FILE: path.join(dir, "leads.db") });
    writeFileSync(
      paths.legacyInbox,
      [line("ok1", "a@clinica.com.br"), line("wait2", "b@clinica.com.br"), line("old", "c@x.com", false), ""].join("\n"),
    );
    const journal = [
      { event: "delivered", id: "ok1", at: "2026-11-23T10:00:05.000Z", attempt: 1, status: 200 },
      { event: "attempt-failed", id: "wait2", at: "2026-11-23T10:00:06.000Z", attempt: 2, error: "connect ECONNREFUSED" },
    ];
    writeFileSync(paths.legacyDelivery, journal.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const url = await server.database();
    const ops = await openPgLeadOps(url, { server: "a" });
    /** @type {string[]} */
    const log = [];
    const console_ = console.log;
    console.log = (/** @type {string} */ text) => void log.push(text);
    try {
      expect(await ops.importLegacy(paths)).toBeNull();
      expect(await ops.importLegacy(paths)).toBeNull();
    } finally {
      console.log = console_;
    }
    expect(await inPostgres(url)).toEqual([
      ["ok1", "delivered", 1],
      ["wait2", "pending", 2],
      ["old", "inbox", 0],
    ]);
    // The pending lead is due: the relay of any server takes it.
    expect((await ops.due(Date.now(), 10)).map((d) => d.lead.id)).toEqual(["wait2"]);
    await ops.close();
    expect(readdirSync(dir).sort()).toEqual(["leads-delivery.jsonl.imported", "leads.jsonl.imported"]);
    expect(log.join("\n")).toMatch(/moved 3 lead\(s\) and \d+ history row\(s\) from .*leads\.db into PostgreSQL/);
    // --forget on PostgreSQL scrubs the archives the import left, as on SQLite.
    const admin = await openPgLeadAdmin(url, { legacy: paths });
    try {
      expect(await admin.forget("A@clinica.com.br")).toMatchObject({ removed: 1, files: 1 });
    } finally {
      await admin.close();
    }
    for (const archive of readdirSync(dir)) expect(readFileSync(path.join(dir, archive), "utf8")).not.toMatch(/a@clinica\.com\.br/i);
  });

  it("moves the embedded store's file once: a lead erased after the move is not moved again when the file stayed", async () => {
    const file = path.join(dir, "leads.db");
    const sqlite = createLeadOps(openLeadDatabase(file));
    for (const id of ["s1", "s2"]) await sqlite.insert(buildStoredLead({ id, email: `${id}@clinica.com.br` }), { relay: true });
    await sqlite.settle({ kind: "delivered", id: "s1", at: "2026-11-28T10:00:00.000Z", attempt: 1, status: 200, wakeAtMs: null });
    await sqlite.close();
    const url = await server.database();
    const ops = await openPgLeadOps(url, { server: "a" });
    const paths = leadStorePaths({ LEAD_INBOX_FILE: file });
    const quiet = console.log;
    console.log = () => undefined;
    try {
      // A copy of the file as the move leaves it before its commit (its id written first): what stays when the process
      // dies between the commit and the removal.
      const copy = path.join(dir, "copy.db");
      const source = openLeadDatabase(file);
      source.prepare("INSERT INTO meta (key, value) VALUES ('store-id', 'this-file')").run();
      source.exec(`VACUUM INTO '${copy}'`);
      source.close();
      await ops.importLegacy(paths);
      expect(existsSync(file)).toBe(false);
      expect(await inPostgres(url)).toEqual([
        ["s1", "delivered", 1],
        ["s2", "pending", 0],
      ]);
      const admin = await openPgLeadAdmin(url);
      await admin.forget("s2@clinica.com.br");
      await admin.close();
      // The same file (its own id inside) back: moved before, so only removed.
      const restored = openLeadDatabase(copy);
      restored.exec(`VACUUM INTO '${file}'`);
      restored.close();
      rmSync(copy);
      await ops.importLegacy(paths);
      expect(existsSync(file)).toBe(false);
      expect(await inPostgres(url)).toEqual([["s1", "delivered", 1]]);
      expect(await ops.importLegacy(paths)).toBeNull();
    } finally {
      console.log = quiet;
      await ops.close();
    }
  });
});
