// @ts-check
/**
 * Upgrade from the JSON-lines inbox of earlier versions: on start, `leads.jsonl` and its delivery
 * journal `leads-delivery.jsonl` go into the database in one transaction (pending stays pending,
 * delivered delivered, failed failed; ids, the Idempotency-Keys, are kept), then are renamed
 * `*.imported` (0600). A line that does not parse (a write torn by a crash) is skipped with a
 * warning. The import is recorded in the same transaction, so a crash before the rename does not
 * import twice.
 */
import { randomUUID } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { chmod, rename, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";

/**
 * Calls `onRecord` for every line of a JSON-lines file that parses; warns about the others.
 * @param {string} file @param {(record: Record<string, unknown>) => void} onRecord
 */
async function eachRecord(file, onRecord) {
  let number = 0;
  let skipped = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    number++;
    if (line.trim() === "") continue;
    /** @type {unknown} */
    let record;
    try {
      record = JSON.parse(line);
    } catch {
      skipped++;
      console.warn(`[lead-import] ${file}:${number}: skipped a line that is not valid JSON (torn write?)`);
      continue;
    }
    if (record && typeof record === "object") onRecord(/** @type {Record<string, unknown>} */ (record));
  }
  return skipped;
}

const text = (/** @type {unknown} */ value) => (typeof value === "string" ? value : "");

/**
 * Imports the earlier version's files when they are there. Returns null when there was nothing to import.
 * @param {import("node:sqlite").DatabaseSync} db
 * @param {{ legacyInbox: string, legacyDelivery: string }} paths
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function importJsonLines(db, { legacyInbox, legacyDelivery }, { log = console.log } = {}) {
  if (!existsSync(legacyInbox)) return null;
  const key = `imported:${path.basename(legacyInbox)}:${(await stat(legacyInbox)).size}`;
  const done = db.prepare("SELECT 1 FROM meta WHERE key = ?").get(key);
  const started = Date.now();
  const counts = { leads: 0, delivered: 0, pending: 0, failed: 0, skipped: 0 };
  if (!done) {
    // A cache that holds the whole import's pages: each is written to the WAL once, at the commit,
    // instead of spilled and rewritten (about 256 MB at most, given back after).
    db.exec("PRAGMA cache_size = -262144");
    db.exec("BEGIN IMMEDIATE");
    try {
      const insert = db.prepare(
        `INSERT OR IGNORE INTO leads (id, received_at, automation_id, name, email, phone, message, tags, status, since_ms, next_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      counts.skipped += await eachRecord(legacyInbox, (lead) => {
        // Leads of the oldest versions have no id and were never relayed: they get one, and stay unsent.
        const relayed = lead.relay === true && typeof lead.id === "string";
        const received = Date.parse(text(lead.receivedAt)) || 0;
        insert.run(
          text(lead.id) || randomUUID(),
          text(lead.receivedAt),
          text(lead.automationId),
          text(lead.name),
          text(lead.email),
          text(lead.phone),
          text(lead.messageToSend),
          JSON.stringify(Array.isArray(lead.tags) ? lead.tags : []),
          relayed ? "pending" : "inbox",
          relayed ? received : null,
          relayed ? received : null,
        );
        counts.leads++;
      });
      if (existsSync(legacyDelivery)) counts.skipped += await replayJournal(db, legacyDelivery);
      db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").run(key, new Date().toISOString());
      db.exec("COMMIT");
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    } finally {
      db.exec("PRAGMA cache_size = -2000");
    }
    for (const row of db.prepare("SELECT status, count(*) AS n FROM leads GROUP BY status").all()) {
      const status = String(row.status);
      if (status === "delivered" || status === "pending" || status === "failed") counts[status] = Number(row.n);
    }
  }
  /** @type {string[]} */
  const archives = [];
  for (const file of [legacyInbox, legacyDelivery]) {
    if (!existsSync(file)) continue;
    await rename(file, `${file}.imported`);
    await chmod(`${file}.imported`, 0o600);
    archives.push(`${file}.imported`);
  }
  if (!done) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(
      `[lead-import] imported ${counts.leads} lead(s) from ${path.basename(legacyInbox)} in ${seconds} s ` +
        `(delivered ${counts.delivered}, pending ${counts.pending}, failed ${counts.failed}, ${counts.skipped} unreadable line(s) skipped); ` +
        `the old files are kept as ${archives.map((f) => path.basename(f)).join(" and ")}`,
    );
  }
  return { ...counts, archives };
}

/**
 * Applies the delivery journal, in order, to the imported leads: the same folding the journal had
 * (delivered is final; a failure only ends a pending lead; a requeue only revives a failed one).
 * @param {import("node:sqlite").DatabaseSync} db @param {string} file
 */
function replayJournal(db, file) {
  const history = db.prepare(
    "INSERT INTO deliveries (lead_id, at, event, attempt, status, error, answer) SELECT id, ?, ?, ?, ?, ?, ? FROM leads WHERE id = ?",
  );
  const attemptFailed = db.prepare("UPDATE leads SET attempts = ?, last_error = ? WHERE id = ? AND status = 'pending'");
  const delivered = db.prepare(
    "UPDATE leads SET status = 'delivered', attempts = ?, settled_at = ?, next_ms = NULL, last_error = NULL WHERE id = ? AND status IN ('pending', 'failed')",
  );
  const failed = db.prepare(
    "UPDATE leads SET status = 'failed', attempts = ?, settled_at = ?, last_error = ?, failure = ?, next_ms = NULL WHERE id = ? AND status = 'pending'",
  );
  const requeued = db.prepare(
    "UPDATE leads SET status = 'pending', attempts = 0, since_ms = ?, next_ms = ?, failure = NULL, settled_at = NULL WHERE id = ? AND status = 'failed'",
  );
  return eachRecord(file, (r) => {
    const id = text(r.id);
    const at = text(r.at);
    const attempt = Number(r.attempt) || 0;
    const status = typeof r.status === "number" ? r.status : null;
    if (r.event === "attempt-failed") attemptFailed.run(attempt, text(r.error), id);
    else if (r.event === "delivered") delivered.run(attempt, at, id);
    else if (r.event === "failed") {
      const failure = {
        reason: r.reason === "expired" ? "expired" : "rejected",
        error: text(r.error),
        status: status ?? undefined,
        answer: text(r.answer) || undefined,
      };
      failed.run(attempt, at, text(r.error), JSON.stringify(failure), id);
    } else if (r.event === "requeued") requeued.run(Date.parse(at) || 0, Date.parse(at) || 0, id);
    else return;
    history.run(at, text(r.event), attempt || null, status, text(r.error) || null, text(r.answer) || null, id);
  });
}
