// @ts-check
/**
 * What the server asks of the leads database, as asynchronous operations on one connection. The
 * server runs them in the database's own thread (lead-db-worker.mjs), so no fsync, checkpoint or
 * busy wait holds up a page or an answer; the tests run them in-process. Writes share one
 * transaction per batch (lead-writer.mjs) and resolve once it is committed; reads go straight to
 * the connection. Every operation takes and returns plain data (it crosses threads).
 */
import { importJsonLines } from "./lead-import.mjs";
import { createLeadRecords, leadOf } from "./lead-records.mjs";
import { purgeExpired } from "./lead-upkeep.mjs";
import { writerFor } from "./lead-writer.mjs";
import { leadFits, roomReader } from "./lead-store.mjs";
import { erasedDuring } from "./relay-policy.mjs";

/**
 * @typedef {import("./lead-store.mjs").StoredLead} StoredLead
 * @typedef {import("./relay-policy.mjs").Settlement} Settlement
 * @typedef {ReturnType<typeof createLeadOps>} LeadOps
 */

/** The operations a caller may ask for by name (the worker refuses any other). */
export const LEAD_OPS = Object.freeze([
  "insert",
  "due",
  "nextDue",
  "pendingCount",
  "counts",
  "settle",
  "health",
  "heartbeat",
  "purge",
  "importLegacy",
  "close",
]);

/** The backlog is counted up to this (a figure for a bound, not a census: the count stays cheap). */
export const BACKLOG_COUNT_CAP = 10_000;

/** How often the pending leads are counted again for the room check. */
export const PENDING_RECOUNT_MS = 1000;

/**
 * The error of a lead refused for room: SQLite's own "full" code, so it is answered and recorded
 * as a full database is. @returns {Error}
 */
export const roomKeptError = () =>
  Object.assign(new Error("database or disk is full (the room left is kept for the outcomes of the leads waiting for delivery)"), {
    errcode: 13,
  });

/** @param {import("node:sqlite").DatabaseSync} db */
export function createLeadOps(db) {
  const records = createLeadRecords(db);
  const writer = writerFor(db);
  /** @type {Promise<unknown>} */
  let importing = Promise.resolve();
  const dueCount = db.prepare("SELECT count(*) AS n FROM (SELECT 1 FROM leads WHERE status = 'pending' AND next_ms <= ? LIMIT ?)");
  const beat = db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('heartbeat', ?)");
  const forgetsRow = db.prepare("SELECT value FROM meta WHERE key = 'forgets'");
  /** The erasures `--forget` committed so far (lead-forget.mjs counts them). */
  const forgets = () => Number(/** @type {{ value?: string } | undefined} */ (forgetsRow.get())?.value ?? 0);

  /** Whether one more lead leaves room for every pending lead's outcome (always, without a size limit). */
  const freePages = roomReader(db);
  /**
   * The pending leads, counted at most once a second (a count walks the whole queue) and raised by
   * each lead stored since: settlements only lower it, so between counts it errs on the safe side.
   */
  let pending = { atMs: -Infinity, count: 0 };
  const pendingNow = () => {
    if (Date.now() - pending.atMs >= PENDING_RECOUNT_MS) pending = { atMs: Date.now(), count: records.pendingCount() };
    return pending.count;
  };
  function roomForLead() {
    const room = freePages();
    return room === null || leadFits({ ...room, pending: pendingNow() });
  }

  /**
   * Writes a settlement. One whose lead was read before an erasure committed keeps no host text that
   * holds an address: that lead may have quoted the erased one (review LOW 2, decision 571).
   * @param {Settlement} given
   */
  function apply(given) {
    const s = given.forgets !== undefined && forgets() !== given.forgets ? erasedDuring(given) : given;
    if (s.kind === "delivered") {
      const applied = records.delivered(s.id, s.at, s.attempt, s.status);
      if (s.wakeAtMs !== null) records.wakeUnreachable(s.wakeAtMs);
      return applied;
    }
    if (s.kind === "failed") return records.failed(s.id, s.at, s.attempt, s.failure);
    return records.retryLater(s.id, s.at, s.attempt, s);
  }

  return {
    /**
     * Stores a lead; resolves once committed, with `repeat` true when the same lead was stored under
     * its id (the form's idempotency key) already: nothing more is written. Refused (as a full database)
     * when it would take the room kept for the pending leads' outcomes, or when it could not have the
     * database by `deadlineMs`; refused with keyReusedError when its id names a lead with other content.
     * @param {StoredLead} lead @param {{ relay: boolean, deadlineMs?: number }} options @returns {Promise<{ repeat: boolean }>}
     */
    insert: (lead, { relay, deadlineMs }) =>
      writer.run(
        () => {
          // A repeat is answered as the first was, even at the size limit: it takes no room.
          if (!records.has(lead.id) && !roomForLead()) throw roomKeptError();
          const result = records.insert(lead, { relay });
          if (relay && !result.repeat) pending.count++;
          return result;
        },
        { intake: true, deadlineMs },
      ),
    /** Pending leads due by `nowMs`, oldest first, with the erasures counted when they were read. @param {number} nowMs @param {number} limit */
    due: async (nowMs, limit) => {
      // Counted before the read: an erasure committed after it changes the count its settlement is compared with.
      const seen = forgets();
      return records
        .due(nowMs, limit)
        .map(({ record, sinceMs }) => ({ lead: leadOf(record), attempts: record.attempts, sinceMs, forgets: seen }));
    },
    /** @param {number} nowMs */
    nextDue: async (nowMs) => records.nextDue(nowMs),
    pendingCount: async () => records.pendingCount(),
    counts: async () => records.counts(),
    /**
     * Writes a delivery outcome; `applied` is false when the lead left the queue meanwhile (--forget);
     * `pending`: the queue's size for the log, counted at most once a second.
     * @param {Settlement} settlement
     */
    settle: async (settlement) => {
      const applied = await writer.run(() => apply(settlement));
      // A settled lead leaves the queue: the count the room check keeps goes down with it.
      if (applied && settlement.kind !== "retry") pending.count = Math.max(0, pending.count - 1);
      return { applied, pending: pendingNow() };
    },
    /** One heartbeat row committed as a lead would be: whether the write path answers. Throws when it does not. @param {number} nowMs */
    heartbeat: async (nowMs) => void (await writer.run(() => beat.run(String(nowMs)))),
    /**
     * What the server's health clock refreshes (never a visitor's call): a heartbeat committed,
     * whether a lead still fits under the size limit, and how many pending leads are due (counted
     * up to BACKLOG_COUNT_CAP). Throws when the heartbeat cannot be written.
     * @param {number} nowMs
     */
    async health(nowMs) {
      await writer.run(() => beat.run(String(nowMs)));
      const full = !roomForLead();
      // The state file said "failing" since a refused lead: a lead is taken again now.
      if (!full) writer.leadsTaken();
      return { full, backlog: Number(/** @type {{ n: number }} */ (dueCount.get(nowMs, BACKLOG_COUNT_CAP)).n) };
    },
    /** Settled leads past the retention period. @param {number} days @param {number} nowMs */
    purge: async (days, nowMs) => purgeExpired(db, days, nowMs),
    /** An earlier version's JSON-lines files, imported while the server already answers. @param {{ legacyInbox: string, legacyDelivery: string }} paths */
    importLegacy: (paths) => (importing = importJsonLines(db, paths, { log: (line) => console.log(line) })),
    /** Waits for an import under way and the writes asked for so far, then closes the connection. */
    async close() {
      await importing.catch(() => undefined);
      await writer.run(() => undefined);
      db.close();
    },
  };
}
