// @ts-check
/**
 * `npm run leads -- --forget EMAIL` (a data subject's request, LGPD art. 18): removes exactly that
 * person's leads (the whole address, any letter case: `ana@x.com` never takes `joana@x.com` nor
 * `ana@x.com.br`), with their delivery history, and redacts the address wherever another record
 * quotes it (a host's answer about another lead, a message, the history). Then no copy is left in
 * the data folder: secure_delete zeroes freed space, a TRUNCATE checkpoint empties the WAL, and the
 * JSON-lines files of an import are scrubbed in place.
 *
 * The table is searched without the write lock (the server keeps storing leads meanwhile); the
 * short write transaction then looks again at those rows and at every row that may have changed
 * since: leads with a history row written after the search began (every change of a lead's state
 * writes one), leads pending now, and leads received since. Every term has an index.
 */
import { existsSync } from "node:fs";
import { archivesOf, importUnfinished } from "./lead-import.mjs";
import { addressPattern, mask, mentions, normalizeEmail, redact } from "./lead-redact.mjs";
import { BUSY_TIMEOUT_MS, inTransaction } from "./lead-store.mjs";
import { rewriteLinesInPlace } from "./json-lines.mjs";

/** What replaces the address where another record quotes it. */
export const REMOVED = "[e-mail removed on request]";

const LEAD_TEXT = ["name", "email", "phone", "message", "tags", "last_error", "failure"];
const joined = (/** @type {string[]} */ columns) => columns.map((c) => `coalesce(${c}, '')`).join(" || char(10) || ");
/** Leads found by the search (`:seqs`), changed since (history past `:maxRow`), pending, or received since. */
const IN_LEADS = `(seq IN (SELECT value FROM json_each(:seqs)) OR id IN (SELECT lead_id FROM deliveries WHERE rowid > :maxRow)
  OR status = 'pending' OR received_at >= :since)`;

/** Counts the erasures in `meta` (lead-ops.mjs reads the count when a settlement is written). */
const FORGETS_BUMP = `INSERT INTO meta (key, value) VALUES ('forgets', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)`;

/**
 * @param {import("node:sqlite").DatabaseSync} db
 * @param {string} email
 * @param {{ legacy: { legacyInbox: string, legacyDelivery: string }, now?: () => number, checkpointTries?: number }} options
 *   `legacy`: the earlier version's files (every `*.imported` archive of them is scrubbed too)
 * @returns {Promise<{ removed: number, redacted: number, files: number }>}
 */
export async function forgetEmail(db, email, { legacy, now = Date.now, checkpointTries }) {
  const wanted = normalizeEmail(email);
  if (!/^[^@\s]+@[^@\s]+$/.test(wanted)) throw new Error("--forget needs one whole e-mail address");
  if (importUnfinished(db, legacy)) {
    throw new Error("the server has not finished importing the earlier version's leads: run --forget again once its log says it did");
  }
  const pattern = addressPattern(wanted);
  const fn = (/** @type {string} */ name, /** @type {(text: string) => unknown} */ f) =>
    db.function(name, { deterministic: true }, (/** @type {unknown} */ v) => (v === null ? null : /** @type {any} */ (f(String(v)))));
  fn("forget_is", (v) => Number(normalizeEmail(v) === wanted));
  fn("forget_mentions", (v) => Number(mentions(v, pattern)));
  fn("forget_redact", (v) => redact(v, pattern, REMOVED));

  const since = new Date(now() - 300_000).toISOString();
  const maxRow = Number(/** @type {{ m: number | null }} */ (db.prepare("SELECT max(rowid) AS m FROM deliveries").get()).m ?? 0);
  const seqs = db.prepare(`SELECT seq FROM leads WHERE forget_is(email) OR forget_mentions(${joined(LEAD_TEXT)})`).all();
  const rows = db
    .prepare("SELECT rowid AS r FROM deliveries WHERE forget_mentions(coalesce(error, '') || char(10) || coalesce(answer, ''))")
    .all();
  const leadIds = JSON.stringify(seqs.map((s) => s.seq));
  const historyIds = JSON.stringify(rows.map((s) => s.r));

  const result = inTransaction(db, () => {
    const removed = Number(
      db.prepare(`DELETE FROM leads WHERE ${IN_LEADS} AND forget_is(email)`).run({ seqs: leadIds, maxRow, since }).changes,
    );
    const sets = LEAD_TEXT.map((c) => `${c} = forget_redact(${c})`).join(", ");
    let redacted = Number(
      db
        .prepare(`UPDATE leads SET ${sets} WHERE ${IN_LEADS} AND forget_mentions(${joined(LEAD_TEXT)})`)
        .run({ seqs: leadIds, maxRow, since }).changes,
    );
    const inHistory = `(rowid IN (SELECT value FROM json_each(:rows)) OR rowid > :maxRow OR lead_id IN (SELECT id FROM leads WHERE ${IN_LEADS}))`;
    redacted += Number(
      db
        .prepare(
          `UPDATE deliveries SET error = forget_redact(error), answer = forget_redact(answer)
           WHERE ${inHistory} AND forget_mentions(coalesce(error, '') || char(10) || coalesce(answer, ''))`,
        )
        .run({ rows: historyIds, maxRow, seqs: leadIds, since }).changes,
    );
    // Counted, never named: an attempt read before this commit has its host's answer dropped when it
    // quotes any address (its lead may have quoted hers), so no outcome written later keeps it.
    db.prepare(FORGETS_BUMP).run();
    return { removed, redacted };
  });
  const files = await scrubLegacyFiles(wanted, legacy);
  await checkpoint(db, checkpointTries);
  return { ...result, files };
}

/**
 * The earlier version's JSON-lines files and every `*.imported` archive of them, scrubbed in place
 * (the PostgreSQL store's --forget too: its import leaves the same archives). @returns the lines changed
 * @param {string} email @param {{ legacyInbox: string, legacyDelivery: string }} legacy
 */
export async function scrubLegacyFiles(email, legacy) {
  const wanted = normalizeEmail(email);
  const pattern = addressPattern(wanted);
  let files = 0;
  for (const file of [legacy.legacyInbox, legacy.legacyDelivery].flatMap((f) => [f, ...archivesOf(f)])) {
    if (existsSync(file)) files += await scrubFile(file, wanted, pattern);
  }
  return files;
}

/**
 * An earlier version's JSON-lines file, in place: the person's own leads blanked, the address
 * masked wherever another line quotes it.
 * @param {string} file @param {string} wanted @param {RegExp} pattern
 */
function scrubFile(file, wanted, pattern) {
  return rewriteLinesInPlace(file, (text) => {
    if (!mentions(text, pattern)) return text;
    try {
      const record = JSON.parse(text);
      if (typeof record?.email === "string" && normalizeEmail(record.email) === wanted) return null;
    } catch {
      // Not JSON (a torn line): masked like any other.
    }
    return redact(text, pattern, mask);
  });
}

/** Tries of a TRUNCATE checkpoint; each waits at most CHECKPOINT_WAIT_MS for the readers of old frames. */
const CHECKPOINT_TRIES = 30;
const CHECKPOINT_WAIT_MS = 1000;

/**
 * Copies the WAL into the database and truncates it to zero bytes. It waits (the busy timeout)
 * while a reader still uses old frames: the server's reads are short, so a few tries do; a reader
 * that stays (a long export) makes it give up after about half a minute and say so. Running the
 * same --forget again then finishes the job: it is idempotent.
 * @param {import("node:sqlite").DatabaseSync} db @param {number} [tries]
 */
export async function checkpoint(db, tries = CHECKPOINT_TRIES) {
  db.exec(`PRAGMA busy_timeout = ${CHECKPOINT_WAIT_MS}`);
  try {
    for (let i = 0; i < tries; i++) {
      const result = /** @type {{ busy: number }} */ (db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get());
      if (result.busy === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
  throw new Error("the write-ahead log could not be emptied (another reader kept using it): run the same --forget again");
}
