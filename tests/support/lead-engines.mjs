// @ts-check
/**
 * The leads store's two back ends for one suite (describe.each over ENGINES): each test gets a fresh
 * database of its engine, the store's operations on it, a second server's operations on the same
 * database (another process on SQLite, another server on PostgreSQL), and a way to read its rows
 * with plain SQL that both engines accept. The PostgreSQL one runs on the file's real server
 * (./postgres.mjs, started once per file).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach } from "vitest";
import { createLeadOps } from "../../server/leads/lead-ops.mjs";
import { openLeadDatabase } from "../../server/leads/lead-store.mjs";
import { openPgLeadOps } from "../../server/leads/pg/pg-lead-ops.mjs";
import { PG_TYPES } from "../../server/leads/pg/pg-pool.mjs";
import { usePostgres } from "./postgres.mjs";

/**
 * @typedef {import("../../server/leads/lead-ops.mjs").LeadOps} LeadOps
 * @typedef {{ ops: LeadOps, other(): Promise<LeadOps>, rows(sql: string): Promise<Record<string, unknown>[]>, close(): Promise<void> }} Engine
 * @typedef {{ name: "SQLite" | "PostgreSQL", open(options?: { leaseMs?: number }): Promise<Engine> }} EngineFactory
 */

/** @returns {EngineFactory[]} the two back ends; call at the top of a test file (PostgreSQL's server runs for its tests). */
export function useLeadEngines() {
  const postgres = usePostgres();
  /** @type {(() => Promise<void>)[]} */
  const cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** @type {EngineFactory} */
  const sqlite = {
    name: "SQLite",
    async open() {
      const dir = mkdtempSync(path.join(os.tmpdir(), "lead-engine-"));
      const file = path.join(dir, "leads.db");
      const db = openLeadDatabase(file);
      const ops = createLeadOps(db);
      /** @type {LeadOps[]} */
      const opened = [ops];
      cleanups.push(async () => {
        for (const o of opened) await o.close().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      });
      return {
        ops,
        async other() {
          const more = createLeadOps(openLeadDatabase(file));
          opened.push(more);
          return more;
        },
        rows: async (sql) =>
          db
            .prepare(sql)
            .all()
            .map((row) => ({ ...row })),
        close: () => ops.close(),
      };
    },
  };

  /** @type {EngineFactory} */
  const postgresql = {
    name: "PostgreSQL",
    async open({ leaseMs } = {}) {
      const url = await postgres.database();
      const ops = await openPgLeadOps(url, { leaseMs, server: "server-a" });
      const reader = new pg.Pool({ connectionString: url, max: 1, types: PG_TYPES });
      /** @type {LeadOps[]} */
      const opened = [ops];
      cleanups.push(async () => {
        for (const o of opened) await o.close().catch(() => undefined);
        await reader.end();
      });
      return {
        ops,
        async other() {
          const more = await openPgLeadOps(url, { leaseMs, server: `server-${String.fromCharCode(97 + opened.length)}` });
          opened.push(more);
          return more;
        },
        rows: async (sql) => (await reader.query(sql)).rows,
        close: () => ops.close(),
      };
    },
  };
  return [sqlite, postgresql];
}
