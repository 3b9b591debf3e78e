// @ts-check
/**
 * Upgrade from the JSON-lines inbox of earlier versions: `leads.jsonl` and its delivery journal
 * `leads-delivery.jsonl` go into the database (pending stays pending, delivered delivered, failed
 * failed; ids, the Idempotency-Keys, are kept), then are archived as `*.imported` (0600).
 *
 * An import is done for one file, known by its size and content hash, not for its name: a rollback to
 * a JSON-lines version writes a new `leads.jsonl` (and journal) that a roll-forward must import too
 * (ids make a lead seen twice one row). An archive never replaces an earlier one: a second one of the
 * same file is `leads.jsonl.2.imported`, and so on.
 *
 * It runs while the server answers: a few thousand lines per transaction, each committing the byte
 * offset it reached in `meta` with its rows, so a crash, a kill or a full disk resumes exactly
 * there at the next start (no line twice, none lost); the WAL is checkpointed between chunks
 * (journal_size_limit keeps its file small), and the event loop turns between chunks. A line that
 * does not parse (a write torn by a crash) or is longer than MAX_LINE_BYTES is skipped with a
 * warning. The archiving comes after the import is recorded as done; a crash between them is
 * finished at the next start.
 */
import { createHash, randomUUID } from "node:crypto";
import { closeSync, existsSync, openSync, readdirSync, readSync } from "node:fs";
import { chmod, rename } from "node:fs/promises";
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

/**
 * What tells one legacy file from another of the same name: its size and the SHA-256 of its bytes.
 * Read in one pass (a few hundred MB/s), once per start, only while such a file is there.
 * @param {string} file
 */
export function fileIdentity(file) {
  const hash = createHash("sha256");
  const buffer = Buffer.allocUnsafe(1 << 20);
  const fd = openSync(file, "r");
  let size = 0;
  try {
    for (let n; (n = readSync(fd, buffer, 0, buffer.length, null)) > 0; size += n) hash.update(buffer.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return `${size}:${hash.digest("hex")}`;
}

/** The progress row of one file's import: the file's name and identity. @param {string} file @param {string} identity */
const progressKey = (file, identity) => `import:${path.basename(file)}:${identity}`;

/**
 * Whether this very file was imported. Versions before the hash recorded the inbox's name and size
 * only (`import:NAME:SIZE`, `imported:NAME:SIZE`): such a row stands for a file only while that file
 * has no archive yet, the one case where it can still be the file it recorded (a crash between the
 * record and the renames).
 * @param {DatabaseSync} db @param {string} file @param {string} identity @param {string} inbox the inbox's path
 */
function importDone(db, file, identity, inbox) {
  const row = db.prepare("SELECT value FROM meta WHERE key = ?").get(progressKey(file, identity));
  if (row) return JSON.parse(String(row.value)).phase === "done";
  if (archivesOf(file).length > 0) return false;
  const name = path.basename(inbox);
  const size = identity.split(":")[0];
  const rows = db.prepare("SELECT key, value FROM meta WHERE key LIKE ? OR key LIKE ?").all(`import:${name}:%`, `imported:${name}:%`);
  return rows.some(({ key, value }) => {
    const [kind, recordedSize] = [String(key).split(":")[0], String(key).slice(String(key).indexOf(`${name}:`) + name.length + 1)];
    if (!/^\d+$/.test(recordedSize) || (file === inbox && recordedSize !== size)) return false;
    return kind === "imported" || JSON.parse(String(value)).phase === "done";
  });
}

/**
 * Progress of an import a version before the hash left unfinished, for this file (same name and size),
 * with its row's key: the first commit under the new key removes it.
 * @param {DatabaseSync} db @param {string} file @param {string} identity
 */
function unfinishedBeforeHash(db, file, identity) {
  const key = `import:${path.basename(file)}:${identity.split(":")[0]}`;
  const row = db.prepare("SELECT value FROM meta WHERE key = ?").get(key);
  const progress = row ? JSON.parse(String(row.value)) : null;
  return progress && progress.phase !== "done" ? { key, progress } : null;
}

/**
 * The archives of a legacy file, oldest first: `NAME.imported`, then `NAME.2.imported`, `NAME.3.imported`...
 * @param {string} file
 */
export function archivesOf(file) {
  const dir = path.dirname(file);
  const name = path.basename(file);
  if (!existsSync(dir)) return [];
  const numbered = readdirSync(dir)
    .map((entry) => ({ entry, n: entry === `${name}.imported` ? 1 : numberOf(entry, name) }))
    .filter(({ n }) => n > 0)
    .sort((a, b) => a.n - b.n);
  return numbered.map(({ entry }) => path.join(dir, entry));
}

/** @param {string} entry @param {string} name */
function numberOf(entry, name) {
  if (!entry.startsWith(`${name}.`) || !entry.endsWith(".imported")) return 0;
  const middle = entry.slice(name.length + 1, -".imported".length);
  return /^[1-9]\d{0,8}$/.test(middle) ? Number(middle) : 0;
}

/**
 * Whether an earlier version's inbox waits for its import or is being imported.
 * @param {DatabaseSync} db @param {{ legacyInbox: string }} paths
 */
export function importUnfinished(db, { legacyInbox }) {
  return existsSync(legacyInbox) && !importDone(db, legacyInbox, fileIdentity(legacyInbox), legacyInbox);
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
  // The inbox names the import; a journal alone (written after the inbox was archived, or left by a
  // crash between the two archivings) is its own import, of its records only.
  const named = existsSync(legacyInbox) ? legacyInbox : existsSync(legacyDelivery) ? legacyDelivery : null;
  if (!named) return null;
  const name = path.basename(named);
  const identity = fileIdentity(named);
  const key = progressKey(named, identity);
  const saved = db.prepare("SELECT value FROM meta WHERE key = ?").get(key);
  const adopted = saved ? null : unfinishedBeforeHash(db, named, identity);
  /** @type {Progress} */
  const progress = saved
    ? JSON.parse(String(saved.value))
    : (adopted?.progress ?? { phase: named === legacyInbox ? "leads" : "journal", offset: 0, line: 0, leads: 0, skipped: 0 });
  const alreadyDone = saved ? progress.phase === "done" : importDone(db, named, identity, legacyInbox);
  // The journal imported with this inbox is known by its content too: found alone later, it is only archived.
  const journalKey = named === legacyInbox && existsSync(legacyDelivery) ? progressKey(legacyDelivery, fileIdentity(legacyDelivery)) : null;
  const described = `${name} (${identity.split(":")[0]} bytes)`;
  if (alreadyDone) log(`[lead-import] ${described} was imported before (same size and content): archiving it`);
  else if (saved || adopted) log(`[lead-import] resuming the import of ${described} at byte ${progress.offset} of its ${progress.phase}`);
  else {
    const before = archivesOf(named).length > 0 ? "; an earlier file of that name was (leads already stored are skipped by id)" : "";
    log(`[lead-import] ${described} was not imported before${before}: importing it`);
  }
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
        if (last && phase === "journal" && journalKey) save.run(journalKey, JSON.stringify(progress));
        if (adopted) db.prepare("DELETE FROM meta WHERE key = ?").run(adopted.key);
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
  const archives = [];
  for (const file of [legacyInbox, legacyDelivery].filter((f) => existsSync(f))) archives.push(await archive(file));
  const kept = archives.map((f) => path.basename(f)).join(" and ");
  if (alreadyDone) {
    log(`[lead-import] archived ${kept}`);
    return { archives };
  }
  const counts = { leads: progress.leads, delivered: 0, pending: 0, failed: 0, skipped: progress.skipped };
  for (const row of db.prepare("SELECT status, count(*) AS n FROM leads GROUP BY status").all()) {
    const status = String(row.status);
    if (status === "delivered" || status === "pending" || status === "failed") counts[status] = Number(row.n);
  }
  log(
    `[lead-import] imported ${counts.leads} lead(s) from ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(delivered ${counts.delivered}, pending ${counts.pending}, failed ${counts.failed}, ${counts.skipped} unreadable line(s) skipped); ` +
      `the old files are kept as ${kept}`,
  );
  return { ...counts, archives };
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

/**
 * Renames an imported file to its first free archive name (0600): never onto an earlier archive, which
 * holds leads of another file. @param {string} file
 */
async function archive(file) {
  const taken = archivesOf(file).map((f) => path.basename(f));
  const name = path.basename(file);
  let n = 1;
  while (taken.includes(n === 1 ? `${name}.imported` : `${name}.${n}.imported`)) n++;
  const target = path.join(path.dirname(file), n === 1 ? `${name}.imported` : `${name}.${n}.imported`);
  await rename(file, target);
  await chmod(target, 0o600);
  return target;
}
