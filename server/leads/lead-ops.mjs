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
  "purge",
  "importLegacy",
  "close",
]);

/** Free pages below which the database counts as full: a lead's row and its two index entries. */
const PAGES_PER_LEAD = 4;

/** @param {import("node:sqlite").DatabaseSync} db */
export function createLeadOps(db) {
  const records = createLeadRecords(db);
  const writer = writerFor(db);
  /** @type {Promise<unknown>} */
  let importing = Promise.resolve();
  const dueCount = db.prepare("SELECT count(*) AS n FROM leads WHERE status = 'pending' AND next_ms <= ?");

  /** @param {Settlement} s */
  function apply(s) {
    if (s.kind === "delivered") {
      const applied = records.delivered(s.id, s.at, s.attempt, s.status);
      if (s.wakeAtMs !== null) records.wakeUnreachable(s.wakeAtMs);
      return applied;
    }
    if (s.kind === "failed") return records.failed(s.id, s.at, s.attempt, s.failure);
    return records.retryLater(s.id, s.at, s.attempt, s);
  }

  return {
    /** Stores a lead; resolves once committed. @param {StoredLead} lead @param {{ relay: boolean }} options */
    insert: async (lead, options) => void (await writer.run(() => records.insert(lead, options))),
    /** Pending leads due by `nowMs`, oldest first. @param {number} nowMs @param {number} limit */
    due: async (nowMs, limit) =>
      records.due(nowMs, limit).map(({ record, sinceMs }) => ({ lead: leadOf(record), attempts: record.attempts, sinceMs })),
    /** @param {number} nowMs */
    nextDue: async (nowMs) => records.nextDue(nowMs),
    pendingCount: async () => records.pendingCount(),
    counts: async () => records.counts(),
    /**
     * Writes a delivery outcome; `applied` is false when the lead left the queue meanwhile (--forget).
     * @param {Settlement} settlement
     */
    settle: async (settlement) => ({ applied: await writer.run(() => apply(settlement)), pending: records.pendingCount() }),
    /**
     * The write path answers (a heartbeat row committed like a lead), whether the size limit leaves
     * room for leads, and how many pending leads are due (the relay's backlog). Throws when the write fails.
     * @param {number} nowMs
     */
    async health(nowMs) {
      await writer.run(() => db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('heartbeat', ?)").run(String(nowMs)));
      const pragma = (/** @type {string} */ name) => Number(Object.values(/** @type {object} */ (db.prepare(`PRAGMA ${name}`).get()))[0]);
      // A new lead may need a page for its row and one for each index it enters.
      const full = pragma("max_page_count") - pragma("page_count") + pragma("freelist_count") < PAGES_PER_LEAD;
      return { full, backlog: Number(/** @type {{ n: number }} */ (dueCount.get(nowMs)).n) };
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
