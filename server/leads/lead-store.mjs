// @ts-check
/**
 * The leads in one SQLite database (node:sqlite, built into Node): each lead and its delivery
 * history. WAL with synchronous=FULL, so a lead whose insert returned is on disk before the
 * browser hears "ok"; a busy timeout, so `npm run leads` and the server wait for each other
 * instead of answering "database is locked"; secure_delete, so a removed lead leaves no bytes in
 * the file. The data folder is 0700 and the database 0600 (SQLite gives its -wal and -shm files
 * the database's mode). docs/decisions/240-leads-in-sqlite.md.
 */
import { chmodSync, closeSync, mkdirSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { migrateSqlite } from "./lead-migrations.mjs";

/**
 * @typedef {{ name: string, value: string }} LeadTag
 * @typedef {{ id: string, receivedAt: string, automationId: string, name: string, email: string, phone: string,
 *   messageToSend: string, tags: LeadTag[] }} StoredLead
 * @typedef {"inbox" | "pending" | "delivered" | "failed"} LeadStatus
 *   `inbox`: stored while forwarding was off, never sent; the others are the relay's states.
 */

/** The size the WAL file is truncated to after a checkpoint lets it start over. */
const WAL_LIMIT_BYTES = 64 << 20;

/** How long a statement of `npm run leads` waits for the server's write before it gives up. */
export const BUSY_TIMEOUT_MS = 15_000;

/**
 * How long the server's own statements wait for another process's write (a `--forget`). Well under
 * the 10 s after which nginx and the form give up: a visitor who is told the lead failed was told
 * the truth (it was not stored), so sending it again makes no duplicate.
 */
export const SERVER_BUSY_TIMEOUT_MS = 5_000;

/**
 * Where the leads live: LEAD_INBOX_FILE (default data/leads.db). A LEAD_INBOX_FILE that names an
 * earlier version's JSON-lines inbox keeps its name for the import, and the database goes beside it.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ db: string, legacyInbox: string, legacyDelivery: string }}
 */
export function leadStorePaths(env = process.env) {
  const named = path.resolve(env.LEAD_INBOX_FILE || "data/leads.db");
  const ext = path.extname(named);
  const stem = ext ? named.slice(0, -ext.length) : named;
  const db = ext === ".jsonl" ? `${stem}.db` : named;
  const legacyInbox = ext === ".jsonl" ? named : `${stem}.jsonl`;
  return { db, legacyInbox, legacyDelivery: path.resolve(env.LEAD_DELIVERY_FILE || `${stem}-delivery.jsonl`) };
}

/** Bytes of a SQLite database's first page header: tells a database from a JSON-lines file. */
const SQLITE_MAGIC = "SQLite format 3\0";

/** Whether `file` exists and is not a SQLite database (an earlier version's inbox). @param {string} file */
export function isJsonLinesFile(file) {
  try {
    const fd = openSync(file, "r");
    try {
      const head = Buffer.alloc(16);
      const read = readSync(fd, head, 0, 16, 0);
      return read > 0 && head.toString("latin1") !== SQLITE_MAGIC;
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

/** LEAD_DB_MAX_BYTES: the database's size limit (none when unset; at least 128 KB: the empty schema takes 11 pages of 4 KB and a lead needs 7 free). @param {NodeJS.ProcessEnv} env */
export function maxBytesFromEnv(env) {
  const raw = env.LEAD_DB_MAX_BYTES ?? "";
  if (raw === "") return 0;
  const bytes = Number(raw);
  if (!Number.isInteger(bytes) || bytes < 131_072)
    throw new Error(`LEAD_DB_MAX_BYTES must be a whole number of bytes >= 131072, not ${raw}`);
  return bytes;
}

/**
 * Opens (creating when missing) the database: folder 0700, file 0600, WAL, full sync, secure delete.
 * `readOnly`: for the reading commands; a missing file is an error, never created.
 * @param {string} file
 * @param {{ maxBytes?: number, readOnly?: boolean, busyTimeoutMs?: number }} [options] `maxBytes`: the size limit (0 = none)
 */
export function openLeadDatabase(file, { maxBytes = 0, readOnly = false, busyTimeoutMs = BUSY_TIMEOUT_MS } = {}) {
  if (!readOnly) {
    const folder = path.dirname(file);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    closeFolder(folder);
    // Created 0600 before SQLite opens it: SQLite creates -wal and -shm with the same mode.
    closeSync(openSync(file, "a", 0o600));
    for (const name of [file, `${file}-wal`, `${file}-shm`]) {
      try {
        chmodSync(name, 0o600);
      } catch {
        // Not there yet.
      }
    }
  }
  const db = new DatabaseSync(file, { timeout: busyTimeoutMs, readOnly });
  db.exec("PRAGMA secure_delete = ON; PRAGMA foreign_keys = ON;");
  if (readOnly) return db;
  // The WAL file is cut back to 64 MB whenever it starts over (a big import would leave it at its peak).
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA journal_size_limit = ${WAL_LIMIT_BYTES};`);
  // The schema, versioned (./lead-migrations.mjs): a database of an earlier version is brought up to date.
  migrateSqlite(db);
  if (maxBytes > 0) {
    const { page_size: pageSize } = /** @type {{ page_size: number }} */ (db.prepare("PRAGMA page_size").get());
    db.exec(`PRAGMA max_page_count = ${Math.max(1, Math.floor(maxBytes / pageSize))}`);
  }
  return db;
}

/**
 * Room a settlement needs: the outcome's history row (the host's answer is kept up to 500 bytes,
 * the error up to 200) and the longer row a failure leaves behind, with margin.
 */
export const SETTLEMENT_BYTES = 2048;
/** Pages kept free beyond the settlements: the B-tree changes of a delete or a heartbeat (rows rewritten in place need no more). */
export const SPARE_PAGES = 2;
/** Pages a new lead may need: its row and one for each index it enters. */
export const PAGES_PER_LEAD = 4;

/**
 * Whether a new lead may take room under the size limit: it must leave enough free pages for the
 * settlement of every pending lead (itself included) and for deletes, so that a database at its
 * limit still records every outcome and still forgets. Pure: the caller reads the pragmas.
 * @param {{ freePages: number, pageSize: number, pending: number }} room
 */
export function leadFits({ freePages, pageSize, pending }) {
  return freePages - PAGES_PER_LEAD >= SPARE_PAGES + Math.ceil(((pending + 1) * SETTLEMENT_BYTES) / pageSize);
}

/** A limit above this many pages is SQLite's default: no size limit was set. */
const UNLIMITED_PAGES = 2 ** 30 - 1;

/**
 * A reader of the database's free room under its size limit: pages it may still add, plus the free
 * list; null when no limit is set. Its statements are prepared once: a lead's insert asks every time.
 * @param {DatabaseSync} db
 * @returns {() => { freePages: number, pageSize: number } | null}
 */
export function roomReader(db) {
  const statement = (/** @type {string} */ name) => {
    const prepared = db.prepare(`PRAGMA ${name}`);
    return () => Number(Object.values(/** @type {object} */ (prepared.get()))[0]);
  };
  const max = statement("max_page_count");
  const count = statement("page_count");
  const free = statement("freelist_count");
  const size = statement("page_size");
  return () => {
    const limit = max();
    if (limit >= UNLIMITED_PAGES) return null;
    return { freePages: limit - count() + free(), pageSize: size() };
  };
}

/**
 * Makes the data folder 0700 when it was there already with a wider mode. Left as it is (with a
 * warning) when it is not this user's, is shared (sticky, as /tmp) or holds the working directory:
 * closing such a folder would break other things (nginx reading the build beside a database in it).
 * @param {string} folder
 */
function closeFolder(folder) {
  const { mode, uid } = statSync(folder);
  if ((mode & 0o077) === 0) return;
  const cwd = process.cwd();
  const shared = (mode & 0o1000) !== 0 || uid !== process.getuid?.() || cwd === folder || cwd.startsWith(`${folder}${path.sep}`);
  if (shared) console.warn(`[lead-store] ${folder} is readable by others: give the database a folder of its own (LEAD_INBOX_FILE)`);
  else chmodSync(folder, 0o700);
}

/** Whether an error is SQLite's "database or disk is full" or the system's ENOSPC. @param {unknown} error */
export function isStorageFull(error) {
  const e = /** @type {{ errcode?: number, code?: string }} */ (error ?? {});
  // 13: SQLITE_FULL (also what SQLite answers at max_page_count).
  return (e.errcode ?? 0) % 256 === 13 || e.code === "ENOSPC";
}

/**
 * Whether a write failed because another process held the database past the busy timeout: nothing
 * was stored, and the same write can succeed in a moment. @param {unknown} error
 */
export function isStorageBusy(error) {
  const e = /** @type {{ errcode?: number }} */ (error ?? {});
  // 5: SQLITE_BUSY, 6: SQLITE_LOCKED.
  return [5, 6].includes((e.errcode ?? 0) % 256);
}

/**
 * Runs `fn` in one write transaction (taken at once, so two writers queue on the busy timeout
 * instead of failing mid-way); rolled back when it throws.
 * @template T
 * @param {DatabaseSync} db
 * @param {() => T} fn
 * @returns {T}
 */
export function inTransaction(db, fn) {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
