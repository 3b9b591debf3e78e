// @ts-check
/**
 * Upkeep of the leads database: removal of leads and import archives past the retention period
 * (LEAD_RETENTION_DAYS; one person's leads on request: ./lead-forget.mjs), and the
 * read-only views: every lead as JSON (`--export`, what scripts and tests read) and the counts
 * sales asks for (`--report`). Safe while the server runs: SQLite serializes the writes.
 */
import { existsSync } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { inTransaction, openLeadDatabase } from "./lead-store.mjs";
import { createLeadRecords } from "./lead-records.mjs";

/** LEAD_RETENTION_DAYS (default 180, at least 1). @param {NodeJS.ProcessEnv} env */
export function retentionDaysFromEnv(env) {
  const raw = env.LEAD_RETENTION_DAYS ?? "";
  const days = raw === "" ? 180 : Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`LEAD_RETENTION_DAYS must be a whole number of days >= 1, not ${raw}`);
  return days;
}

/**
 * Removes settled leads (delivered, failed) and leads stored without the relay, received more than
 * `days` ago. Pending leads stay: they are the queue.
 * @param {import("node:sqlite").DatabaseSync} db @param {number} days @param {number} nowMs
 * @returns {number} how many were removed
 */
export function purgeExpired(db, days, nowMs) {
  const cutoff = new Date(nowMs - days * 86_400_000).toISOString();
  return inTransaction(db, () =>
    Number(db.prepare("DELETE FROM leads WHERE received_at < ? AND status IN ('delivered', 'failed', 'inbox')").run(cutoff).changes),
  );
}

/**
 * Removes the `*.imported` archives of an import last written more than `days` ago: every lead
 * they hold is older than that (the earlier version appended to them; a scrub keeps the date).
 * @param {string[]} archives @param {number} days @param {number} nowMs @returns {Promise<string[]>} the files removed
 */
export async function purgeArchives(archives, days, nowMs) {
  /** @type {string[]} */
  const removed = [];
  for (const file of archives) {
    const written = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (written === null || written >= nowMs - days * 86_400_000) continue;
    await rm(file, { force: true });
    removed.push(file);
  }
  return removed;
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
