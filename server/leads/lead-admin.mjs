// @ts-check
/**
 * What the operator's command (`npm run leads`, leads-cli.mjs) reads and changes, behind one
 * interface for both engines: the SQLite file here, PostgreSQL in ./pg/pg-lead-admin.mjs, chosen as
 * the server chooses its store (LEAD_DATABASE_URL set: PostgreSQL). The command never touches SQL.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { forgetEmail } from "./lead-forget.mjs";
import { createLeadRecords } from "./lead-records.mjs";
import { leadStorePaths, openLeadDatabase } from "./lead-store.mjs";
import { leadCounts } from "./lead-upkeep.mjs";
import { readStorageState, storageStatePath } from "./storage-state.mjs";

/**
 * @typedef {import("./lead-records.mjs").LeadRecord} LeadRecord
 * @typedef {import("./lead-store.mjs").LeadStatus} LeadStatus
 * @typedef {{ inbox: number, pending: number, delivered: number, failed: number, received: number }} Counts
 * @typedef {{ by: string, value: string, last7: number, last30: number }} CountRow
 * @typedef {{ backlog: number, heartbeatMs: number | null, bytes: number, servers?: { name: string, heartbeatMs: number }[] }} ServerDetail
 *   `heartbeatMs`: the freshest; `servers` (PostgreSQL): each server's last heartbeat, freshest first
 * @typedef {{
 *   where: string,
 *   folder: string,
 *   counts(): Promise<Counts>,
 *   list(status: LeadStatus, limit: number): Promise<LeadRecord[]>,
 *   all(): AsyncIterable<LeadRecord>,
 *   requeueFailed(now: Date): Promise<number>,
 *   leadCounts(now: Date): Promise<CountRow[]>,
 *   forget(email: string): Promise<{ removed: number, redacted: number, files: number }>,
 *   detail(nowMs: number): Promise<ServerDetail>,
 *   storageState(): import("./storage-state.mjs").StorageState | null,
 *   close(): Promise<void>,
 * }} LeadAdmin
 *   `where`: the database for a heading (a path, or a URL without its password); `folder`: where
 *   --forget says no copy is left.
 */

/**
 * The SQLite file's admin, read-only unless `write`; a missing file is refused (a wrong
 * LEAD_INBOX_FILE must not create an empty database that reports OK).
 * @param {string} file @param {{ write?: boolean, legacy?: { legacyInbox: string, legacyDelivery: string } }} [options]
 * @returns {LeadAdmin}
 */
export function openSqliteLeadAdmin(file, { write = false, legacy } = {}) {
  if (!existsSync(file)) {
    throw new Error(`no leads database at ${file}: check LEAD_INBOX_FILE (the server creates it at its first start)`);
  }
  const db = openLeadDatabase(file, { readOnly: !write });
  const records = createLeadRecords(db);
  const folder = path.dirname(file);
  return {
    where: path.relative(process.cwd(), file) || file,
    folder: path.relative(process.cwd(), folder) || ".",
    counts: async () => records.counts(),
    list: async (status, limit) => records.list(status, limit),
    async *all() {
      yield* records.all();
    },
    requeueFailed: async (now) => records.requeueFailed(now),
    leadCounts: async (now) => leadCounts(db, now),
    forget: (email) => forgetEmail(db, email, { legacy: legacy ?? leadStorePaths({ LEAD_INBOX_FILE: file }) }),
    async detail(nowMs) {
      const due = db.prepare("SELECT count(*) AS n FROM leads WHERE status = 'pending' AND next_ms <= ?").get(nowMs);
      const beat = /** @type {{ value: string } | undefined} */ (db.prepare("SELECT value FROM meta WHERE key = 'heartbeat'").get());
      const bytes = [file, `${file}-wal`].reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0);
      return { backlog: Number(due?.n), heartbeatMs: beat ? Number(beat.value) : null, bytes };
    },
    storageState: () => readStorageState(storageStatePath(file)),
    close: async () => db.close(),
  };
}

/**
 * The admin of the store the environment selects, as startLeads selects it.
 * @param {NodeJS.ProcessEnv} env @param {{ write?: boolean }} [options] @returns {Promise<LeadAdmin>}
 */
export async function openLeadAdmin(env, { write = false } = {}) {
  if (env.LEAD_DATABASE_URL) {
    const { databaseUrlFromEnv } = await import("./pg/pg-pool.mjs");
    const { openPgLeadAdmin } = await import("./pg/pg-lead-admin.mjs");
    return openPgLeadAdmin(/** @type {string} */ (databaseUrlFromEnv(env)), { legacy: leadStorePaths(env) });
  }
  const paths = leadStorePaths(env);
  return openSqliteLeadAdmin(paths.db, { write, legacy: paths });
}
