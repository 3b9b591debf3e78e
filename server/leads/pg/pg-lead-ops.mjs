// @ts-check
/**
 * The operations of lead-ops.mjs on PostgreSQL, for any number of servers on one database. Each
 * write is one statement or one short transaction on the pool (PostgreSQL does the batching and the
 * fsync; no thread of our own: the driver waits on the network, not on the disk). The relay claims
 * the due leads it is given with FOR UPDATE SKIP LOCKED and a lease (`claimed_by`, `claim_expires`):
 * two servers never take the same lead at once, and the leads of a server that died are taken by
 * another once its lease has expired. docs/decisions/576-leads-on-postgresql-claims-with-a-lease.md.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import { BACKLOG_COUNT_CAP, PENDING_RECOUNT_MS } from "../lead-ops.mjs";
import { keyReusedError, leadOf, recordFromRow, sameContent } from "../lead-records.mjs";
import { lateError } from "../lead-writer.mjs";
import { migratePg } from "../lead-migrations.mjs";
import { erasedDuring } from "../relay-policy.mjs";
import { importIntoPg } from "./pg-import.mjs";
import { asStoreError, createPgPool } from "./pg-pool.mjs";

/**
 * @typedef {import("../lead-store.mjs").StoredLead} StoredLead
 * @typedef {import("../relay-policy.mjs").Settlement} Settlement
 * @typedef {import("../lead-records.mjs").LeadRow} LeadRow
 */

/** How long a claim holds: well past an attempt's timeout (LEAD_FORWARD_TIMEOUT_MS, 10 s by default). */
export const DEFAULT_LEASE_MS = 60_000;

/** The `meta` keys of the servers' heartbeats: this, then the server's name. */
export const HEARTBEAT_PREFIX = "heartbeat:";
/** A stopped or dead server's heartbeat is removed after this long (each start is a new name). */
export const HEARTBEAT_KEPT_MS = 86_400_000;

/** A server's name in `claimed_by`: the host and process, and a random part (a restarted process is another server). */
export const serverName = () => `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Opens the pool, applies the schema's missing steps, and returns the operations.
 * @param {string} url
 * @param {{ leaseMs?: number, server?: string, pool?: Parameters<typeof createPgPool>[1] }} [options]
 */
export async function openPgLeadOps(url, { leaseMs = DEFAULT_LEASE_MS, server = serverName(), pool: settings } = {}) {
  const pool = createPgPool(url, settings);
  try {
    const client = await pool.connect();
    try {
      await migratePg(client);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw asStoreError(error);
  }
  return createPgLeadOps(pool, { leaseMs, server });
}

/**
 * @param {import("pg").Pool} pool a pool on a migrated database
 * @param {{ leaseMs: number, server: string }} options
 */
export function createPgLeadOps(pool, { leaseMs, server }) {
  /** One statement; PostgreSQL's errors in the store's terms. @param {string} text @param {unknown[]} [values] @param {number} [timeoutMs] */
  const query = async (text, values = [], timeoutMs) => {
    try {
      return await pool.query({ text, values, ...(timeoutMs ? { query_timeout: timeoutMs } : {}) });
    } catch (error) {
      throw asStoreError(error);
    }
  };
  const countPending = async () => Number((await query("SELECT count(*) AS n FROM leads WHERE status = 'pending'")).rows[0].n);
  let pending = { atMs: -Infinity, count: 0 };
  const pendingNow = async () => {
    if (Date.now() - pending.atMs >= PENDING_RECOUNT_MS) pending = { atMs: Date.now(), count: await countPending() };
    return pending.count;
  };
  // One heartbeat per server (`heartbeat:<its name>`): `npm run leads -- --check` shows the freshest and the stale ones.
  const beatKey = `${HEARTBEAT_PREFIX}${server}`;
  const beat = (/** @type {number} */ nowMs) =>
    query("INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [beatKey, String(nowMs)]);

  /**
   * A state change and its history row in one statement, only while the lead is pending (a lead
   * forgotten meanwhile is left alone); the lead's claim ends with it. @returns {Promise<boolean>} whether it applied
   * @param {string} set the SET list, parameters from $2 @param {unknown[]} values @param {string} id
   * @param {[string, string, number | null, number | null, string | null, string | null] | null} event
   */
  async function change(set, values, id, event) {
    const update = `UPDATE leads SET ${set}, claimed_by = NULL, claim_expires = NULL WHERE id = $1 AND status = 'pending' RETURNING id`;
    if (!event) return (await query(update, [id, ...values])).rowCount === 1;
    const n = values.length + 2;
    const sql = `WITH changed AS (${update})
      INSERT INTO deliveries (lead_id, at, event, attempt, status, error, answer)
      SELECT id, ${event.map((_, i) => `$${n + i}`).join(", ")} FROM changed RETURNING lead_id`;
    return (await query(sql, [id, ...values, ...event])).rowCount === 1;
  }

  /** The erasures `--forget` committed so far (its PostgreSQL side counts them in `meta`, as on SQLite). */
  const forgets = async () => Number((await query("SELECT value FROM meta WHERE key = 'forgets'")).rows[0]?.value ?? 0);

  /**
   * Writes a settlement; one whose lead was read before an erasure committed keeps no host text that
   * holds an address (decision 571, as lead-ops.mjs does). @param {Settlement} given
   */
  async function apply(given) {
    const s = given.forgets !== undefined && (await forgets()) !== given.forgets ? erasedDuring(given) : given;
    if (s.kind === "delivered") {
      const set = "status = 'delivered', attempts = $2, settled_at = $3, next_ms = NULL, last_error = NULL";
      const applied = await change(set, [s.attempt, s.at], s.id, [s.at, "delivered", s.attempt, s.status, null, null]);
      if (s.wakeAtMs !== null)
        await query("UPDATE leads SET next_ms = $1, unreachable = 0 WHERE status = 'pending' AND unreachable = 1", [s.wakeAtMs]);
      return applied;
    }
    if (s.kind === "failed") {
      const f = s.failure;
      const set = "status = 'failed', attempts = $2, settled_at = $3, last_error = $4, failure = $5, next_ms = NULL";
      return change(set, [s.attempt, s.at, f.error, JSON.stringify(f)], s.id, [
        s.at,
        "failed",
        s.attempt,
        f.status ?? null,
        f.error,
        f.answer ?? null,
      ]);
    }
    const set = "attempts = $2, last_error = $3, next_ms = $4, since_ms = $5, unreachable = $6";
    const event = s.attempt === 1 ? /** @type {const} */ ([s.at, "attempt-failed", s.attempt, s.status ?? null, s.error, null]) : null;
    return change(set, [s.attempt, s.error, s.nextMs, s.sinceMs, s.unreachable ? 1 : 0], s.id, event ? [...event] : null);
  }

  return {
    /**
     * Stores a lead; resolves once committed, with `repeat` true when the same lead was stored under its
     * id (the form's idempotency key) already: nothing more is written; refused with keyReusedError when
     * its id names a lead with other content. Refused unrun (as a busy database) past `deadlineMs`, and
     * given up on at the deadline. A racing repeat waits on the first's row lock (ON CONFLICT), then sees it.
     * @param {StoredLead} lead @param {{ relay: boolean, deadlineMs?: number }} options @returns {Promise<{ repeat: boolean }>}
     */
    insert: async function insertLead(lead, { relay, deadlineMs }) {
      const left = deadlineMs === undefined ? undefined : deadlineMs - Date.now();
      if (left !== undefined && left <= 0) throw lateError();
      const { id, receivedAt, automationId, name, email, phone, messageToSend, tags } = lead;
      const { rowCount } = await query(
        `INSERT INTO leads (id, received_at, automation_id, name, email, phone, message, tags, status, attempts, since_ms, next_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, NULL, $10) ON CONFLICT (id) DO NOTHING`,
        [
          id,
          receivedAt,
          automationId,
          name,
          email,
          phone,
          messageToSend,
          JSON.stringify(tags),
          relay ? "pending" : "inbox",
          relay ? 0 : null,
        ],
        left,
      );
      if (rowCount === 0) {
        const { rows } = await query("SELECT automation_id, name, email, phone, message, tags FROM leads WHERE id = $1", [id]);
        // Gone between the two statements (an erasure or the retention): nothing of it is left to repeat.
        if (rows.length === 0) return insertLead(lead, { relay, deadlineMs });
        if (sameContent(rows[0], lead)) return { repeat: true };
        throw keyReusedError();
      }
      if (relay) pending.count++;
      return { repeat: false };
    },
    /**
     * Claims the pending leads due by `nowMs` that no other server holds (its lease expired counts as
     * none), oldest first, for this server until `nowMs + leaseMs`. @param {number} nowMs @param {number} limit
     */
    async due(nowMs, limit) {
      // Counted before the claim: an erasure committed after it changes the count its settlement is compared with.
      const seen = await forgets();
      const { rows } = await query(
        `UPDATE leads SET claimed_by = $1, claim_expires = $2 WHERE seq IN (
           SELECT seq FROM leads WHERE status = 'pending' AND next_ms <= $3
             AND (claimed_by IS NULL OR claimed_by = $1 OR claim_expires <= $3)
           ORDER BY next_ms, seq LIMIT $4 FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [server, nowMs + leaseMs, nowMs, limit],
      );
      const sorted = /** @type {(LeadRow & { seq: number })[]} */ (rows).sort(
        (a, b) => Number(a.next_ms) - Number(b.next_ms) || a.seq - b.seq,
      );
      return sorted.map((row) => {
        const record = recordFromRow(row);
        return { lead: leadOf(record), attempts: record.attempts, sinceMs: row.since_ms, forgets: seen };
      });
    },
    /**
     * When a pending lead is next due after `nowMs`: its own time, or its claim's end when another server holds it. @param {number} nowMs
     * @returns {Promise<number | null>}
     */
    async nextDue(nowMs) {
      const { rows } = await query(
        `SELECT min(t) AS next FROM (SELECT CASE WHEN claimed_by IS NOT NULL AND claimed_by <> $2 THEN greatest(next_ms, claim_expires) ELSE next_ms END AS t
           FROM leads WHERE status = 'pending') AS due WHERE t > $1`,
        [nowMs, server],
      );
      return rows[0].next === null ? null : Number(rows[0].next);
    },
    pendingCount: countPending,
    async counts() {
      const counts = { inbox: 0, pending: 0, delivered: 0, failed: 0 };
      for (const row of (await query("SELECT status, count(*) AS n FROM leads GROUP BY status")).rows)
        counts[/** @type {keyof typeof counts} */ (row.status)] = Number(row.n);
      return { ...counts, received: counts.inbox + counts.pending + counts.delivered + counts.failed };
    },
    /** @param {Settlement} settlement */
    async settle(settlement) {
      const applied = await apply(settlement);
      if (applied && settlement.kind !== "retry") pending.count = Math.max(0, pending.count - 1);
      return { applied, pending: await pendingNow() };
    },
    /** @param {number} nowMs */
    heartbeat: async (nowMs) => void (await beat(nowMs)),
    /** No size limit of ours on PostgreSQL (the operator watches the disk): never full. @param {number} nowMs */
    async health(nowMs) {
      await beat(nowMs);
      const { rows } = await query(
        "SELECT count(*) AS n FROM (SELECT 1 FROM leads WHERE status = 'pending' AND next_ms <= $1 LIMIT $2) AS due",
        [nowMs, BACKLOG_COUNT_CAP],
      );
      return { full: false, backlog: Number(rows[0].n) };
    },
    /** @param {number} days @param {number} nowMs */
    async purge(days, nowMs) {
      const cutoff = new Date(nowMs - days * 86_400_000).toISOString();
      const done = await query("DELETE FROM leads WHERE received_at < $1 AND status IN ('delivered', 'failed', 'inbox')", [cutoff]);
      await query("DELETE FROM meta WHERE starts_with(key, $1) AND value::bigint < $2", [HEARTBEAT_PREFIX, nowMs - HEARTBEAT_KEPT_MS]);
      return done.rowCount ?? 0;
    },
    /**
     * Earlier leads into PostgreSQL (./pg-import.mjs): an earlier version's JSON-lines files, and the
     * SQLite file of the embedded store this site used before, then that file is removed. What it did is
     * in the log; it resolves null, as the SQLite store's does when there was nothing to import.
     * @param {{ db?: string, legacyInbox: string, legacyDelivery: string }} paths
     */
    async importLegacy(paths) {
      const found = [paths.legacyInbox, paths.legacyDelivery].filter((file) => existsSync(file));
      if (paths.db) await importIntoPg(pool, { ...paths, db: paths.db });
      else if (found.length > 0) throw new Error(`${found.join(", ")}: no SQLite file named to import them through`);
      return null;
    },
    /**
     * Hands back the claims of leads not settled (the relay has stopped: none is in flight), so
     * another server takes them now rather than after the lease; then closes the pool.
     */
    async close() {
      // A stopped server's heartbeat goes: --check lists as stale only servers that ended without a stop.
      await query("DELETE FROM meta WHERE key = $1", [beatKey]).catch(() => undefined);
      await query("UPDATE leads SET claimed_by = NULL, claim_expires = NULL WHERE claimed_by = $1 AND status = 'pending'", [server]).catch(
        (error) => console.error("[lead-store] claims not handed back (they expire with their lease):", error.message),
      );
      await pool.end();
    },
  };
}
