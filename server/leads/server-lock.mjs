// @ts-check
/**
 * One server per database, held by the kernel: a small SQLite file beside the database
 * (`<database>.lock`) in which the server keeps a write transaction open for its whole life. SQLite
 * takes it with a POSIX record lock, which the kernel releases when the process ends however it
 * ends (kill -9 included), and which two processes see on the same file whatever their PID
 * namespaces (two containers on one volume). A pid alone cannot do this: a pid in another
 * namespace looks dead, and a stale pid reused by another process looks alive.
 * The lock file also names its holder, for the refusal's one line.
 */
import { closeSync, mkdirSync, openSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** How long a start waits for a holder's short steps (writing its name) before it refuses. */
const WAIT_MS = 500;

/**
 * Takes the lock for this process, or throws one line naming the server that holds it.
 * @param {string} file the leads database
 * @returns {{ release(): void }}
 */
export function lockServer(file) {
  const lock = `${file}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true, mode: 0o700 });
  // 0600 like the database: it names the host and pid, nothing more, but nobody else needs it.
  closeSync(openSync(lock, "a", 0o600));
  const db = new DatabaseSync(lock, { timeout: WAIT_MS });
  try {
    // A rollback journal, not WAL: the lock is then the file's own record lock, held by the open transaction.
    db.exec("PRAGMA journal_mode = DELETE; CREATE TABLE IF NOT EXISTS holder (id INTEGER PRIMARY KEY CHECK (id = 1), value TEXT NOT NULL)");
    db.exec("BEGIN IMMEDIATE");
    const value = JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() });
    db.prepare("INSERT OR REPLACE INTO holder (id, value) VALUES (1, ?)").run(value);
    db.exec("COMMIT");
    // Held until the process ends: readers may still read the holder's name, no other writer gets in.
    db.exec("BEGIN IMMEDIATE");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    const row = readHolder(db);
    db.close();
    if (!isBusy(error)) throw error;
    throw new Error(
      `${file} is served by process ${row?.pid ?? "?"} on ${row?.host ?? "?"} (since ${row?.startedAt ?? "?"}): one server per database. ` +
        "Stop it first, or give this one another database (LEAD_INBOX_FILE).",
    );
  }
  return {
    release() {
      if (!db.isOpen) return;
      if (db.isTransaction) db.exec("ROLLBACK");
      db.close();
    },
  };
}

/** @param {DatabaseSync} db @returns {{ pid?: number, host?: string, startedAt?: string } | null} */
function readHolder(db) {
  try {
    const row = /** @type {{ value: string } | undefined} */ (db.prepare("SELECT value FROM holder WHERE id = 1").get());
    return row ? JSON.parse(row.value) : null;
  } catch {
    return null;
  }
}

/** SQLITE_BUSY (5) or SQLITE_LOCKED (6), with any extended code. @param {unknown} error */
function isBusy(error) {
  const code = /** @type {{ errcode?: number }} */ (error ?? {}).errcode ?? 0;
  return code % 256 === 5 || code % 256 === 6;
}
