// @ts-check
/**
 * The operator's command on PostgreSQL (LeadAdmin of ../lead-admin.mjs): counts, lists, the export
 * (read in pages by seq: bounded memory), the report, the requeue, and `--forget`.

 * `--forget`: ./pg-forget.mjs.
 */
import { recordFromRow } from "../lead-records.mjs";
import { forgetOnPostgres } from "./pg-forget.mjs";
import { HEARTBEAT_PREFIX } from "./pg-lead-ops.mjs";
import { asStoreError, createPgPool, redactUrl } from "./pg-pool.mjs";

/** @typedef {import("../lead-admin.mjs").LeadAdmin} LeadAdmin @typedef {import("../lead-records.mjs").LeadRow} LeadRow */

/** Rows read at a time by the export. */
const PAGE = 500;

/**
 * @param {string} url
 * @param {{ vacuumLockMs?: number, legacy?: { legacyInbox: string, legacyDelivery: string } }} [options]
 *   `legacy`: the earlier version's files on this machine, whose `*.imported` archives --forget scrubs
 * @returns {Promise<LeadAdmin>}
 */
export async function openPgLeadAdmin(url, { vacuumLockMs = 2000, legacy } = {}) {
  const pool = createPgPool(url, { max: 2 });
  /** @param {string} text @param {unknown[]} [values] */
  const query = async (text, values = []) => {
    try {
      return await pool.query(text, values);
    } catch (error) {
      throw asStoreError(error);
    }
  };
  const found = await query("SELECT to_regclass('leads') IS NOT NULL AS ok").catch(async (error) => {
    await pool.end();
    throw error;
  });
  if (!found.rows[0].ok) {
    await pool.end();
    throw new Error(`no leads tables at ${redactUrl(url)}: check LEAD_DATABASE_URL (the server creates them at its first start)`);
  }

  return {
    where: redactUrl(url),
    folder: `the tables of ${redactUrl(url)} (its WAL, replicas and backups: docs/operations.md)`,
    async counts() {
      const counts = { inbox: 0, pending: 0, delivered: 0, failed: 0 };
      for (const row of (await query("SELECT status, count(*) AS n FROM leads GROUP BY status")).rows)
        counts[/** @type {keyof typeof counts} */ (row.status)] = Number(row.n);
      return { ...counts, received: counts.inbox + counts.pending + counts.delivered + counts.failed };
    },
    list: async (status, limit) =>
      (await query("SELECT * FROM leads WHERE status = $1 ORDER BY seq LIMIT $2", [status, limit])).rows.map(recordFromRow),
    async *all() {
      for (let after = 0; ;) {
        const { rows } = await query(`SELECT * FROM leads WHERE seq > $1 ORDER BY seq LIMIT ${PAGE}`, [after]);
        for (const row of rows) yield recordFromRow(/** @type {LeadRow} */ (row));
        if (rows.length < PAGE) return;
        after = rows[rows.length - 1].seq;
      }
    },
    async requeueFailed(now) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("INSERT INTO deliveries (lead_id, at, event) SELECT id, $1, 'requeued' FROM leads WHERE status = 'failed'", [
          now.toISOString(),
        ]);
        const done = await client.query(
          `UPDATE leads SET status = 'pending', attempts = 0, since_ms = $1, next_ms = 0, unreachable = 0, failure = NULL,
             settled_at = NULL, claimed_by = NULL, claim_expires = NULL WHERE status = 'failed'`,
          [now.getTime()],
        );
        await client.query("COMMIT");
        return done.rowCount ?? 0;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw asStoreError(error);
      } finally {
        client.release();
      }
    },
    async leadCounts(now) {
      const since = (/** @type {number} */ days) => new Date(now.getTime() - days * 86_400_000).toISOString();
      const tag = (/** @type {string} */ name) =>
        `SELECT '${name}' AS by, coalesce((SELECT t ->> 'value' FROM jsonb_array_elements(leads.tags::jsonb) AS t
           WHERE t ->> 'name' = '${name}' LIMIT 1), '') AS value, received_at FROM leads WHERE received_at >= $2`;
      const { rows } = await query(
        `SELECT by, value, count(*) FILTER (WHERE received_at >= $1) AS last7, count(*) AS last30 FROM (
           SELECT 'form' AS by, automation_id AS value, received_at FROM leads WHERE received_at >= $2
           UNION ALL ${tag("source")} UNION ALL ${tag("utm_campaign")}
         ) AS counted GROUP BY by, value ORDER BY by COLLATE "C", last30 DESC, value COLLATE "C"`,
        [since(7), since(30)],
      );
      return rows.map((row) => ({ by: String(row.by), value: String(row.value), last7: Number(row.last7), last30: Number(row.last30) }));
    },
    forget: (email) => forgetOnPostgres(pool, email, { vacuumLockMs, legacy }),
    async detail(nowMs) {
      const { rows } = await query(
        `SELECT (SELECT count(*) FROM leads WHERE status = 'pending' AND next_ms <= $1) AS backlog,
           pg_total_relation_size('leads') + pg_total_relation_size('deliveries') + pg_total_relation_size('meta') AS bytes`,
        [nowMs],
      );
      const beats = (await query("SELECT key, value FROM meta WHERE starts_with(key, $1) ORDER BY value::bigint DESC", [HEARTBEAT_PREFIX]))
        .rows;
      const servers = beats.map((b) => ({ name: String(b.key).slice(HEARTBEAT_PREFIX.length), heartbeatMs: Number(b.value) }));
      return { backlog: Number(rows[0].backlog), heartbeatMs: servers[0]?.heartbeatMs ?? null, bytes: Number(rows[0].bytes), servers };
    },
    // The storage state's side file is the SQLite server's; on PostgreSQL a refused write shows in the server's log and a failed connection here.
    storageState: () => null,
    close: () => pool.end(),
  };
}
