// @ts-check
/**
 * Upkeep of the leads database: removal of one person's leads (`npm run leads -- --forget`, LGPD
 * art. 18), removal of settled leads past the retention period (LEAD_RETENTION_DAYS), and the
 * read-only views: every lead as JSON (`--export`, what scripts and tests read) and the counts
 * sales asks for (`--report`). Safe while the server runs: SQLite serializes the writes.
 */
import { createReadStream, existsSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import { inTransaction, openLeadDatabase } from "./lead-store.mjs";
import { createLeadRecords } from "./lead-records.mjs";

/** @param {string} email */
export const normalizeEmail = (email) => email.trim().toLowerCase();

/** What replaces a host's answer that quoted a forgotten e-mail. */
const REMOVED = "(removed: it quoted an e-mail forgotten on request)";

/** Every text column of a lead, lower-cased: a lead that spells the e-mail anywhere goes. */
const LEAD_TEXT = "lower(email || ' ' || name || ' ' || phone || ' ' || message || ' ' || tags)";

/**
 * Removes every lead that spells `email` (case-insensitive), with its delivery history and any
 * history row quoting it (a host's answer), then leaves no copy behind: secure_delete zeroes the
 * freed space, a TRUNCATE checkpoint copies the pages into the database and empties the WAL,
 * and the archived JSON-lines files of an import are rewritten without the lines that spell it.
 * @param {import("node:sqlite").DatabaseSync} db
 * @param {string} email
 * @param {{ archives?: string[] }} [options] the `*.imported` files
 * @returns {Promise<number>} how many leads were removed
 */
export async function forgetEmail(db, email, { archives = [] } = {}) {
  const wanted = normalizeEmail(email);
  if (wanted === "") throw new Error("--forget needs the e-mail address");
  const removed = inTransaction(db, () => {
    db.prepare("DELETE FROM deliveries WHERE instr(lower(coalesce(error, '') || ' ' || coalesce(answer, '')), ?) > 0").run(wanted);
    const removed = Number(db.prepare(`DELETE FROM leads WHERE instr(${LEAD_TEXT}, ?) > 0`).run(wanted).changes);
    // Another person's lead whose host answer quoted the e-mail keeps its state, not the quote.
    db.prepare(
      `UPDATE leads SET failure = json_set(failure, '$.answer', ?), last_error = CASE WHEN instr(lower(last_error), ?) > 0 THEN ? ELSE last_error END
       WHERE instr(lower(coalesce(failure, '') || ' ' || coalesce(last_error, '')), ?) > 0`,
    ).run(REMOVED, wanted, REMOVED, wanted);
    return removed;
  });
  await checkpoint(db);
  for (const file of archives) if (existsSync(file)) await dropLines(file, (line) => line.toLowerCase().includes(wanted));
  return removed;
}

/**
 * Copies the WAL into the database and truncates it to zero bytes, waiting for readers (the
 * server's short transactions) to finish.
 * @param {import("node:sqlite").DatabaseSync} db
 */
export async function checkpoint(db) {
  for (let tries = 0; tries < 100; tries++) {
    const result = /** @type {{ busy: number }} */ (db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get());
    if (result.busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the write-ahead log could not be emptied (a reader held it for 5 s); run the command again");
}

/**
 * Rewrites a JSON-lines file without the lines `drop` matches: a 0600 copy, fsynced, renamed over it.
 * @param {string} file @param {(line: string) => boolean} drop
 */
async function dropLines(file, drop) {
  const temp = `${file}.rewrite`;
  const out = await open(temp, "w", 0o600);
  try {
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
    for await (const line of lines) if (!drop(line)) await out.write(`${line}\n`);
    await out.sync();
  } catch (error) {
    await out.close();
    await rm(temp, { force: true });
    throw error;
  }
  await out.close();
  await rename(temp, file);
}

/** LEAD_RETENTION_DAYS (default 180, at least 1). @param {NodeJS.ProcessEnv} env */
export function retentionDaysFromEnv(env) {
  const raw = env.LEAD_RETENTION_DAYS ?? "";
  const days = raw === "" ? 180 : Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`LEAD_RETENTION_DAYS must be a whole number of days >= 1, not ${raw}`);
  return days;
}

/**
 * Removes delivered leads, and leads stored without the relay, received more than `days` ago.
 * Pending and failed leads stay: they are the queue.
 * @param {import("node:sqlite").DatabaseSync} db @param {number} days @param {number} nowMs
 * @returns {number} how many were removed
 */
export function purgeExpired(db, days, nowMs) {
  const cutoff = new Date(nowMs - days * 86_400_000).toISOString();
  return inTransaction(db, () =>
    Number(db.prepare("DELETE FROM leads WHERE received_at < ? AND status IN ('delivered', 'inbox')").run(cutoff).changes),
  );
}

/**
 * Every stored lead with its delivery status, in the order received (read-only; the server may run).
 * @param {string} file the database
 * @returns {import("./lead-records.mjs").LeadRecord[]}
 */
export function exportLeads(file) {
  if (!existsSync(file)) return [];
  const db = openLeadDatabase(file, { readOnly: true });
  try {
    return [...createLeadRecords(db).all()];
  } finally {
    db.close();
  }
}

/**
 * Leads of the last 7 and 30 days per form, per `source` tag and per `utm_campaign` tag.
 * @param {import("node:sqlite").DatabaseSync} db @param {Date} now
 * @returns {{ by: string, value: string, last7: number, last30: number }[]}
 */
export function leadCounts(db, now) {
  const since = (/** @type {number} */ days) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const tag = (/** @type {string} */ name) =>
    `SELECT '${name}' AS by, coalesce((SELECT json_extract(t.value, '$.value') FROM json_each(leads.tags) AS t
       WHERE json_extract(t.value, '$.name') = '${name}' LIMIT 1), '') AS value, received_at FROM leads WHERE received_at >= :since30`;
  const sql = `SELECT by, value, sum(received_at >= :since7) AS last7, count(*) AS last30 FROM (
      SELECT 'form' AS by, automation_id AS value, received_at FROM leads WHERE received_at >= :since30
      UNION ALL ${tag("source")} UNION ALL ${tag("utm_campaign")}
    ) GROUP BY by, value ORDER BY by, last30 DESC, value`;
  const rows = db.prepare(sql).all({ since7: since(7), since30: since(30) });
  return rows.map((/** @type {Record<string, unknown>} */ row) => ({
    by: String(row.by),
    value: String(row.value),
    last7: Number(row.last7),
    last30: Number(row.last30),
  }));
}
