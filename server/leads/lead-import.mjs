// @ts-check
/**
 * Upgrade from the JSON-lines inbox of earlier versions: `leads.jsonl` and its delivery journal
 * `leads-delivery.jsonl` go into the database (pending stays pending, delivered delivered, failed
 * failed; ids, the Idempotency-Keys, are kept), then are renamed `*.imported` (0600).
 *
 * It runs while the server answers: a few thousand lines per transaction, each committing the byte
 * offset it reached in `meta` with its rows, so a crash, a kill or a full disk resumes exactly
 * there at the next start (no line twice, none lost); the WAL is checkpointed between chunks
 * (journal_size_limit keeps its file small), and the event loop turns between chunks. A line that
 * does not parse (a write torn by a crash) or is longer than MAX_LINE_BYTES is skipped with a
 * warning. The renames come after the import is recorded as done; a crash between them is finished
 * at the next start.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, rename, stat } from "node:fs/promises";
import path from "node:path";
import { MAX_LINE_BYTES, readLines } from "./json-lines.mjs";
import { journalReplay } from "./lead-journal.mjs";

/** Lines per transaction. */
export const IMPORT_CHUNK_LINES = 5000;
/** Bytes read ahead for one transaction at most (lines of big leads). */
const CHUNK_BYTES = 16 << 20;

/**
 * @typedef {{ phase: "leads" | "journal" | "done", offset: number, line: number, leads: number, skipped: number }} Progress
 * @typedef {import("node:sqlite").DatabaseSync} DatabaseSync
 */

const text = (/** @type {unknown} */ value) => (typeof value === "string" ? value : "");

/** Whether the import of the inbox file named `name` was recorded as done (by this version or the one before). */
function importDone(/** @type {DatabaseSync} */ db, /** @type {string} */ name) {
  const rows = db.prepare("SELECT key, value FROM meta WHERE key LIKE ? OR key LIKE ?").all(`import:${name}:%`, `imported:${name}:%`);
  return rows.some((r) => String(r.key).startsWith("imported:") || JSON.parse(String(r.value)).phase === "done");
}

/**
 * Whether an earlier version's inbox waits for its import or is being imported.
 * @param {DatabaseSync} db @param {{ legacyInbox: string }} paths
 */
export function importUnfinished(db, { legacyInbox }) {
  return existsSync(legacyInbox) && !importDone(db, path.basename(legacyInbox));
}

/**
 * Imports the earlier version's files when they are there, or finishes an import a crash
 * interrupted. Returns null when there was nothing to import.
 * @param {DatabaseSync} db
 * @param {{ legacyInbox: string, legacyDelivery: string }} paths
 * @param {{ log?: (line: string) => void, warn?: (line: string) => void, chunkLines?: number, maxLineBytes?: number }} [options]
 */
export async function importJsonLines(db, { legacyInbox, legacyDelivery }, options = {}) {
  const { log = console.log, warn = console.warn, chunkLines = IMPORT_CHUNK_LINES, maxLineBytes = MAX_LINE_BYTES } = options;
  const name = path.basename(legacyInbox);
  if (!existsSync(legacyInbox)) {
    // The inbox was archived and a crash came before the journal was: archive it now.
    if (existsSync(legacyDelivery) && importDone(db, name)) return { archives: [await archive(legacyDelivery)] };
    return null;
  }
  const key = `import:${name}:${(await stat(legacyInbox)).size}`;
  const saved = db.prepare("SELECT value FROM meta WHERE key = ?").get(key);
  /** @type {Progress} */
  const progress = saved ? JSON.parse(String(saved.value)) : { phase: "leads", offset: 0, line: 0, leads: 0, skipped: 0 };
  const alreadyDone = progress.phase === "done" || importDone(db, name);
  const started = Date.now();
  const save = db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
  // Only imported leads are pending without a due time: the journal applied, they join the queue.
  const releaseImported = db.prepare("UPDATE leads SET next_ms = coalesce(since_ms, 0) WHERE status = 'pending' AND next_ms IS NULL");
  const insert = db.prepare(
    `INSERT OR IGNORE INTO leads (id, received_at, automation_id, name, email, phone, message, tags, status, since_ms, next_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  /** @param {Record<string, unknown>} lead */
  const addLead = (lead) => {
    // Leads of the oldest versions have no id and were never relayed: they get one, and stay unsent.
    const relayed = lead.relay === true && typeof lead.id === "string";
    const received = Date.parse(text(lead.receivedAt)) || 0;
    const values = [text(lead.id) || randomUUID(), text(lead.receivedAt), text(lead.automationId), text(lead.name), text(lead.email)];
    values.push(text(lead.phone), text(lead.messageToSend), JSON.stringify(Array.isArray(lead.tags) ? lead.tags : []));
    progress.leads += Number(
      // Not due (next_ms NULL) until the journal is applied: the relay, running meanwhile, must not
      // send a lead the journal will say was delivered.
      insert.run(...values, relayed ? "pending" : "inbox", relayed ? received : null, null).changes,
    );
  };
  /** @param {"leads" | "journal"} phase @param {string} file @param {(record: Record<string, unknown>) => void} apply */
  const phase = async (phase, file, apply) => {
    if (progress.phase !== phase) return;
    /** @type {Line[]} */
    let batch = [];
    let bytes = 0;
    const commit = (/** @type {boolean} */ last) => {
      db.exec("BEGIN IMMEDIATE");
      try {
        for (const l of batch) {
          progress.line++;
          const record = parse(l, file, progress.line, maxLineBytes, warn);
          if (record) apply(record);
          else if (l.text?.trim() !== "") progress.skipped++;
          progress.offset = l.end;
        }
        if (last) Object.assign(progress, { phase: phase === "leads" ? "journal" : "done", offset: 0, line: 0 });
        if (last && phase === "journal") releaseImported.run();
        save.run(key, JSON.stringify(progress));
        db.exec("COMMIT");
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
      batch = [];
      bytes = 0;
      // The WAL goes back into the database between chunks, and its file back to journal_size_limit.
      db.exec("PRAGMA wal_checkpoint(PASSIVE)");
    };
    if (existsSync(file)) {
      for await (const l of readLines(file, { start: progress.offset, maxBytes: maxLineBytes })) {
        batch.push(l);
        bytes += l.bytes;
        if (batch.length < chunkLines && bytes < CHUNK_BYTES) continue;
        commit(false);
        // Requests and the relay get their turn between chunks.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    commit(true);
  };
  if (!alreadyDone) {
    await phase("leads", legacyInbox, addLead);
    await phase("journal", legacyDelivery, journalReplay(db));
  }
  const archives = [legacyInbox, legacyDelivery].filter((f) => existsSync(f));
  for (const file of archives) await archive(file);
  if (alreadyDone) return { archives: archives.map((f) => `${f}.imported`) };
  const counts = { leads: progress.leads, delivered: 0, pending: 0, failed: 0, skipped: progress.skipped };
  for (const row of db.prepare("SELECT status, count(*) AS n FROM leads GROUP BY status").all()) {
    const status = String(row.status);
    if (status === "delivered" || status === "pending" || status === "failed") counts[status] = Number(row.n);
  }
  log(
    `[lead-import] imported ${counts.leads} lead(s) from ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(delivered ${counts.delivered}, pending ${counts.pending}, failed ${counts.failed}, ${counts.skipped} unreadable line(s) skipped); ` +
      `the old files are kept as ${archives.map((f) => `${path.basename(f)}.imported`).join(" and ")}`,
  );
  return { ...counts, archives: archives.map((f) => `${f}.imported`) };
}

/** @typedef {import("./json-lines.mjs").Line} Line */

/**
 * The record of a line, or null (blank, torn, too long: the last two with a warning).
 * @param {Line} l @param {string} file @param {number} number @param {number} max @param {(line: string) => void} warn
 * @returns {Record<string, unknown> | null}
 */
function parse(l, file, number, max, warn) {
  if (l.text === null) {
    warn(`[lead-import] ${file}:${number}: skipped a line of ${l.bytes} bytes (more than ${max}: not a lead)`);
    return null;
  }
  if (l.text.trim() === "") return null;
  try {
    const record = JSON.parse(l.text);
    return record && typeof record === "object" ? record : null;
  } catch {
    warn(`[lead-import] ${file}:${number}: skipped a line that is not valid JSON (torn write?)`);
    return null;
  }
}

/** Renames an imported file to `*.imported`, 0600. @param {string} file */
async function archive(file) {
  await rename(file, `${file}.imported`);
  await chmod(`${file}.imported`, 0o600);
  return `${file}.imported`;
}
