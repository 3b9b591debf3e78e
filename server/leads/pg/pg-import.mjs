// @ts-check
/**
 * Earlier leads into PostgreSQL: an earlier version's JSON-lines files, and the embedded store's
 * SQLite file a site used before LEAD_DATABASE_URL was set. The JSON-lines files are imported into
 * that SQLite file first, by the SQLite store's own import (../lead-import.mjs: resumable, by
 * content, the files archived as `*.imported`); then the file's leads and history move into
 * PostgreSQL in one transaction (a lead already there, by id, is skipped), recorded under the file's
 * own random id so that a crash before the file is removed never moves it again (a lead erased
 * meanwhile stays erased); then the file is removed: its leads live in PostgreSQL now. The file's
 * lock (../server-lock.mjs) is held meanwhile: a server still running on it is waited for.
 */
import { randomUUID } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { importJsonLines } from "../lead-import.mjs";
import { isJsonLinesFile, openLeadDatabase } from "../lead-store.mjs";
import { lockServer } from "../server-lock.mjs";
import { asStoreError } from "./pg-pool.mjs";

const LEAD_COLUMNS = [
  "id",
  "received_at",
  "automation_id",
  "name",
  "email",
  "phone",
  "message",
  "tags",
  "status",
  "attempts",
  "since_ms",
  "next_ms",
  "unreachable",
  "last_error",
  "settled_at",
  "failure",
];
const HISTORY_COLUMNS = ["lead_id", "at", "event", "attempt", "status", "error", "answer"];
/** Rows per INSERT statement (PostgreSQL takes at most 65535 parameters in one). */
const ROWS_PER_STATEMENT = 1000;

/**
 * @param {import("pg").Pool} pool
 * @param {{ db: string, legacyInbox: string, legacyDelivery: string }} paths
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ moved: number, history: number } | null>} null: nothing to import
 */
export async function importIntoPg(pool, paths, { log = console.log } = {}) {
  const legacy = [paths.legacyInbox, paths.legacyDelivery].some((file) => existsSync(file));
  if (!legacy && (!existsSync(paths.db) || isJsonLinesFile(paths.db))) return null;
  const lock = lockServer(paths.db);
  try {
    const db = openLeadDatabase(paths.db);
    let result;
    try {
      if (legacy) await importJsonLines(db, paths, { log });
      result = await move(pool, db, paths.db, log);
    } finally {
      db.close();
    }
    for (const suffix of ["", "-wal", "-shm", "-storage-state"]) rmSync(`${paths.db}${suffix}`, { force: true });
    log(`[lead-import] ${paths.db} removed: its leads are in PostgreSQL`);
    return result;
  } finally {
    lock.release();
    rmSync(`${paths.db}.lock`, { force: true });
  }
}

/**
 * The SQLite file's leads and history into PostgreSQL, once per file.
 * @param {import("pg").Pool} pool @param {import("node:sqlite").DatabaseSync} db @param {string} file @param {(line: string) => void} log
 */
async function move(pool, db, file, log) {
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('store-id', ?)").run(randomUUID());
  const storeId = String(/** @type {{ value: string }} */ (db.prepare("SELECT value FROM meta WHERE key = 'store-id'").get()).value);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL statement_timeout = 0");
    const marker = `moved:${storeId}`;
    const done = await client.query("INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [
      marker,
      new Date().toISOString(),
    ]);
    if (done.rowCount === 0) {
      await client.query("ROLLBACK");
      log(`[lead-import] ${file} was moved into PostgreSQL before: removing it`);
      return { moved: 0, history: 0 };
    }
    const leads = db.prepare(`SELECT ${LEAD_COLUMNS.join(", ")} FROM leads ORDER BY seq`).all();
    /** @type {Set<string>} */
    const inserted = new Set();
    for (let i = 0; i < leads.length; i += ROWS_PER_STATEMENT) {
      const rows = leads.slice(i, i + ROWS_PER_STATEMENT);
      const { rows: got } = await client.query(
        `INSERT INTO leads (${LEAD_COLUMNS.join(", ")}) VALUES ${placeholders(rows.length, LEAD_COLUMNS.length)}
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        rows.flatMap((row) => LEAD_COLUMNS.map((c) => row[c] ?? null)),
      );
      for (const row of got) inserted.add(row.id);
    }
    // The history of the leads moved now only: a lead already there keeps its own.
    const history = db
      .prepare(`SELECT ${HISTORY_COLUMNS.join(", ")} FROM deliveries ORDER BY rowid`)
      .all()
      .filter((row) => inserted.has(String(row.lead_id)));
    for (let i = 0; i < history.length; i += ROWS_PER_STATEMENT) {
      const rows = history.slice(i, i + ROWS_PER_STATEMENT);
      await client.query(
        `INSERT INTO deliveries (${HISTORY_COLUMNS.join(", ")}) VALUES ${placeholders(rows.length, HISTORY_COLUMNS.length)}`,
        rows.flatMap((row) => HISTORY_COLUMNS.map((c) => row[c] ?? null)),
      );
    }
    await client.query("COMMIT");
    log(
      `[lead-import] moved ${inserted.size} lead(s) and ${history.length} history row(s) from ${file} into PostgreSQL` +
        (leads.length > inserted.size ? ` (${leads.length - inserted.size} there already, by id)` : ""),
    );
    return { moved: inserted.size, history: history.length };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw asStoreError(error);
  } finally {
    client.release();
  }
}

/** `($1, $2), ($3, $4)`: `rows` tuples of `columns` parameters. @param {number} rows @param {number} columns */
function placeholders(rows, columns) {
  return Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: columns }, (_, c) => `$${r * columns + c + 1}`).join(", ")})`,
  ).join(", ");
}
