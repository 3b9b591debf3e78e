// @ts-check
/**
 * The statements on the leads database (server/leads/lead-store.mjs): storing a lead, the relay's
 * delivery states and their history, and reading leads back. Each change is one transaction.
 */
import { inTransaction } from "./lead-store.mjs";

/**
 * @typedef {import("./lead-store.mjs").StoredLead} StoredLead
 * @typedef {import("./lead-store.mjs").LeadStatus} LeadStatus
 * @typedef {{ id: string, received_at: string, automation_id: string, name: string, email: string, phone: string, message: string,
 *   tags: string, status: LeadStatus, attempts: number, since_ms: number | null, next_ms: number | null, last_error: string | null,
 *   settled_at: string | null, failure: string | null }} LeadRow
 * @typedef {{ reason: "rejected" | "expired", error: string, status?: number, answer?: string }} Failure
 * @typedef {StoredLead & { status: LeadStatus, attempts: number, lastError?: string, since?: string, settledAt?: string, failure?: Failure }} LeadRecord
 */

/** @param {LeadRow} row @returns {LeadRecord} */
export function recordFromRow(row) {
  return {
    id: row.id,
    receivedAt: row.received_at,
    automationId: row.automation_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    messageToSend: row.message,
    tags: JSON.parse(row.tags),
    status: row.status,
    attempts: row.attempts,
    ...(row.last_error ? { lastError: row.last_error } : {}),
    ...(row.status === "pending" && row.since_ms !== null ? { since: new Date(row.since_ms).toISOString() } : {}),
    ...(row.settled_at ? { settledAt: row.settled_at } : {}),
    ...(row.failure ? { failure: JSON.parse(row.failure) } : {}),
  };
}

/** The error of a lead whose idempotency key names a stored lead with other content: nothing is written. */
export const keyReusedError = () =>
  Object.assign(new Error("idempotency key already used for a lead with other content"), { code: "LEAD_KEY_REUSED" });

/** Whether an error is keyReusedError's. @param {unknown} error */
export const isKeyReused = (error) => /** @type {{ code?: unknown }} */ (error ?? {}).code === "LEAD_KEY_REUSED";

/**
 * Whether a stored row holds the same lead as `lead` (what the visitor sent, not when it came).
 * @param {Record<string, string>} row @param {StoredLead} lead
 */
export function sameContent(row, lead) {
  return (
    row.automation_id === lead.automationId &&
    row.name === lead.name &&
    row.email === lead.email &&
    row.phone === lead.phone &&
    row.message === lead.messageToSend &&
    row.tags === JSON.stringify(lead.tags)
  );
}

/** The lead without its delivery state: what the host is sent. @param {LeadRecord} record @returns {StoredLead} */
export function leadOf({ id, receivedAt, automationId, name, email, phone, messageToSend, tags }) {
  return { id, receivedAt, automationId, name, email, phone, messageToSend, tags };
}

/** @param {import("node:sqlite").DatabaseSync} db */
export function createLeadRecords(db) {
  const insert = db.prepare(
    `INSERT INTO leads (id, received_at, automation_id, name, email, phone, message, tags, status, attempts, since_ms, next_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  const history = db.prepare("INSERT INTO deliveries (lead_id, at, event, attempt, status, error, answer) VALUES (?, ?, ?, ?, ?, ?, ?)");
  const due = db.prepare("SELECT * FROM leads WHERE status = 'pending' AND next_ms <= ? ORDER BY next_ms, seq LIMIT ?");
  const nextDue = db.prepare("SELECT min(next_ms) AS next FROM leads WHERE status = 'pending' AND next_ms > ?");
  const countPending = db.prepare("SELECT count(*) AS n FROM leads WHERE status = 'pending'");
  const stored = db.prepare("SELECT automation_id, name, email, phone, message, tags FROM leads WHERE id = ?");

  /**
   * Writes a state change and its history row, only while the lead is still pending (a lead removed
   * by --forget meanwhile is left alone). The caller holds the transaction (server/leads/lead-writer.mjs).
   * @returns {boolean} whether it applied
   * @param {string} sql UPDATE ... WHERE id = ? AND status = 'pending' (the id is the last parameter)
   * @param {(string | number | null)[]} values @param {string} id
   * @param {[string, string, number | null, number | null, string | null, string | null] | null} event at, event, attempt, status, error, answer;
   *   null: the row alone changes
   */
  function change(sql, values, id, event) {
    if (Number(db.prepare(sql).run(...values, id).changes) === 0) return false;
    if (event) history.run(id, ...event);
    return true;
  }

  return {
    /**
     * Stores a lead (one fsynced commit): `pending` for the relay, or `inbox` when forwarding is off.
     * Its id may be the form's idempotency key: a lead already stored under it with the same content
     * is a repeat (nothing is written, `repeat` is true); with other content it is refused
     * (keyReusedError), never overwritten. The caller's transaction makes a racing repeat see the first.
     * @param {StoredLead} lead @param {{ relay: boolean }} options @returns {{ repeat: boolean }}
     */
    insert(lead, { relay }) {
      const { id, receivedAt, automationId, name, email, phone, messageToSend, tags } = lead;
      const before = /** @type {Record<string, string> | undefined} */ (stored.get(id));
      if (before) {
        if (sameContent(before, lead)) return { repeat: true };
        throw keyReusedError();
      }
      // Due at once; the relay starts the retry window on its own clock at the first failure.
      insert.run(
        id,
        receivedAt,
        automationId,
        name,
        email,
        phone,
        messageToSend,
        JSON.stringify(tags),
        relay ? "pending" : "inbox",
        null,
        relay ? 0 : null,
      );
      return { repeat: false };
    },
    /**
     * Pending leads due by `nowMs`, oldest first, with the start of their retry window (null: not failed yet).
     * @param {number} nowMs @param {number} limit @returns {{ record: LeadRecord, sinceMs: number | null }[]}
     */
    due(nowMs, limit) {
      const rows = /** @type {LeadRow[]} */ (/** @type {unknown} */ (due.all(nowMs, limit)));
      return rows.map((row) => ({ record: recordFromRow(row), sinceMs: row.since_ms }));
    },
    /** When the next pending lead is due after `nowMs` (those due already are started or in flight), or null. @param {number} nowMs */
    nextDue(nowMs) {
      return /** @type {{ next: number | null }} */ (nextDue.get(nowMs)).next;
    },
    /** Whether a lead with this id is stored. @param {string} id */
    has: (id) => stored.get(id) !== undefined,
    pendingCount: () => Number(/** @type {{ n: number }} */ (countPending.get()).n),
    /** @param {string} id @param {string} at @param {number} attempt @param {number} status */
    delivered(id, at, attempt, status) {
      return change(
        "UPDATE leads SET status = 'delivered', attempts = ?, settled_at = ?, next_ms = NULL, last_error = NULL WHERE id = ? AND status = 'pending'",
        [attempt, at],
        id,
        [at, "delivered", attempt, status, null, null],
      );
    },
    /** @param {string} id @param {string} at @param {number} attempt @param {Failure} failure */
    failed(id, at, attempt, failure) {
      return change(
        "UPDATE leads SET status = 'failed', attempts = ?, settled_at = ?, last_error = ?, failure = ?, next_ms = NULL WHERE id = ? AND status = 'pending'",
        [attempt, at, failure.error, JSON.stringify(failure)],
        id,
        [at, "failed", attempt, failure.status ?? null, failure.error, failure.answer ?? null],
      );
    },
    /**
     * A retryable failure: the next attempt at `nextMs`. The count and the last error live on the
     * lead's row; history gets the first failure of a retry window only (the state change), so a
     * lead retried for a day leaves one row, not hundreds, and an outage cannot fill the database
     * with history. @param {string} id @param {string} at @param {number} attempt
     * @param {{ error: string, status?: number, nextMs: number, sinceMs: number, unreachable: boolean }} outcome
     */
    retryLater(id, at, attempt, { error, status, nextMs, sinceMs, unreachable }) {
      return change(
        "UPDATE leads SET attempts = ?, last_error = ?, next_ms = ?, since_ms = ?, unreachable = ? WHERE id = ? AND status = 'pending'",
        [attempt, error, nextMs, sinceMs, unreachable ? 1 : 0],
        id,
        attempt === 1 ? [at, "attempt-failed", attempt, status ?? null, error, null] : null,
      );
    },
    /** The host answers again: leads waiting on a connection error are due now. @param {number} nowMs */
    wakeUnreachable(nowMs) {
      db.prepare("UPDATE leads SET next_ms = ?, unreachable = 0 WHERE status = 'pending' AND unreachable = 1").run(nowMs);
    },
    /** Puts every failed lead back in the queue, with a new retry window. @param {Date} now @returns {number} */
    requeueFailed(now) {
      return inTransaction(db, () => {
        const at = now.toISOString();
        db.prepare("INSERT INTO deliveries (lead_id, at, event) SELECT id, ?, 'requeued' FROM leads WHERE status = 'failed'").run(at);
        // Due at once; the new retry window starts now.
        const sql =
          "UPDATE leads SET status = 'pending', attempts = 0, since_ms = ?, next_ms = 0, unreachable = 0, failure = NULL, settled_at = NULL WHERE status = 'failed'";
        return Number(db.prepare(sql).run(now.getTime()).changes);
      });
    },
    /** Leads per status. */
    counts() {
      const counts = { inbox: 0, pending: 0, delivered: 0, failed: 0 };
      for (const row of db.prepare("SELECT status, count(*) AS n FROM leads GROUP BY status").all())
        counts[/** @type {LeadStatus} */ (row.status)] = Number(row.n);
      return { ...counts, received: counts.inbox + counts.pending + counts.delivered + counts.failed };
    },
    /** The leads of one status, oldest first, at most `limit`. @param {LeadStatus} status @param {number} limit */
    list(status, limit) {
      const rows = db.prepare("SELECT * FROM leads WHERE status = ? ORDER BY seq LIMIT ?").all(status, limit);
      return /** @type {LeadRow[]} */ (/** @type {unknown} */ (rows)).map(recordFromRow);
    },
    /** Every lead, in the order received, one at a time. @returns {Generator<LeadRecord>} */
    *all() {
      for (const row of db.prepare("SELECT * FROM leads ORDER BY seq").iterate())
        yield recordFromRow(/** @type {LeadRow} */ (/** @type {unknown} */ (row)));
    },
  };
}
