// @ts-check
/**
 * The relay's durable state: the inbox (one line per lead, written before the browser's 200) and
 * the delivery journal beside it (one line per outcome). Replaying both gives every relayed lead's
 * state; the server does it on start, `npm run leads` whenever it runs. Both files are streamed,
 * line by line (the journal first, then the inbox): what stays in memory is the pending and failed
 * leads, plus, while replaying, the ids of the delivered ones.
 */
import path from "node:path";
import { forEachJsonLine } from "./append-log.mjs";

/**
 * @typedef {import("./lead-inbox.mjs").StoredLead & { id: string }} RelayedLead
 * @typedef {{ event: "attempt-failed", id: string, at: string, attempt: number, error: string, status?: number }
 *   | { event: "delivered", id: string, at: string, attempt: number, status: number }
 *   | { event: "failed", id: string, at: string, attempt: number, reason: "rejected" | "expired", error: string, status?: number, answer?: string }
 *   | { event: "requeued", id: string, at: string }} DeliveryRecord
 *   `attempt-failed`: a retryable failure (network, timeout, 5xx, most 4xx); `failed`: the host refused the
 *   lead (400, 401, 403, 410, 413, 415, 422) or retries ran out; `requeued`: `npm run leads -- --retry-failed` put a failed lead back.
 * @typedef {{ lead: RelayedLead, state: "pending" | "failed", attempts: number,
 *   lastError: string | null, since: string, settledAt?: string, failure?: Extract<DeliveryRecord, { event: "failed" }> }} LeadDelivery
 *   `attempts`: failed attempts since received or requeued; `since`: when the retry window started.
 * @typedef {{ state: "pending" | "failed", attempts: number, lastError: string | null, since?: string, settledAt?: string,
 *   failure?: Extract<DeliveryRecord, { event: "failed" }>, seen?: boolean }} JournalState
 * @typedef {{ byId: Map<string, LeadDelivery>, counts: { received: number, delivered: number, pending: number, failed: number },
 *   notRelayed: number, unknownRecords: number, journalBytes: number }} DeliveryState
 *   `byId`: the pending and failed leads only.
 */

/** data/leads.jsonl -> data/leads-delivery.jsonl */
export function deliveryFileFor(/** @type {string} */ inboxFile) {
  const ext = path.extname(inboxFile);
  return `${ext ? inboxFile.slice(0, -ext.length) : inboxFile}-delivery${ext || ".jsonl"}`;
}

/** The files `npm start` and `npm run leads` use (LEAD_INBOX_FILE, LEAD_DELIVERY_FILE). */
export function leadFiles(env = process.env) {
  const inbox = path.resolve(env.LEAD_INBOX_FILE ?? "data/leads.jsonl");
  return { inbox, delivery: path.resolve(env.LEAD_DELIVERY_FILE ?? deliveryFileFor(inbox)) };
}

/** The journal's records folded per lead id: delivered ids, and the state of every other id. */
export function createJournalReplay() {
  /** @type {Map<string, JournalState>} */
  const states = new Map();
  /** @type {Set<string>} */
  const delivered = new Set();
  let malformed = 0;
  return {
    states,
    delivered,
    malformed: () => malformed,
    /** @param {unknown} raw */
    apply(raw) {
      const record = /** @type {DeliveryRecord} */ (raw);
      if (typeof record?.id !== "string") {
        malformed++;
        return;
      }
      // Delivered is final: nothing after it changes the lead.
      if (delivered.has(record.id)) return;
      let entry = states.get(record.id);
      if (!entry) states.set(record.id, (entry = { state: "pending", attempts: 0, lastError: null }));
      if (record.event === "attempt-failed" && entry.state === "pending") {
        entry.attempts = record.attempt;
        entry.lastError = record.error;
      } else if (record.event === "delivered") {
        states.delete(record.id);
        delivered.add(record.id);
      } else if (record.event === "failed" && entry.state === "pending") {
        Object.assign(entry, { state: "failed", attempts: record.attempt, lastError: record.error, settledAt: record.at, failure: record });
      } else if (record.event === "requeued" && entry.state === "failed") {
        Object.assign(entry, { state: "pending", attempts: 0, since: record.at });
        delete entry.settledAt;
        delete entry.failure;
      }
    },
  };
}

/**
 * One inbox line against the folded journal.
 * @param {import("./lead-inbox.mjs").StoredLead} lead
 * @param {ReturnType<typeof createJournalReplay>} journal
 * @returns {"not-relayed" | "delivered" | LeadDelivery}
 */
export function leadState(lead, journal) {
  // Leads stored without forwarding (inbox-only mode, or written before the relay existed) are
  // never sent: switching the relay on must not mail the host every lead of the past.
  if (!lead?.relay || typeof lead.id !== "string") return "not-relayed";
  if (journal.delivered.has(lead.id)) return "delivered";
  const entry = journal.states.get(lead.id);
  if (entry) entry.seen = true;
  const { state = "pending", attempts = 0, lastError = null, since, settledAt, failure } = entry ?? {};
  return {
    lead: /** @type {RelayedLead} */ (lead),
    state,
    attempts,
    lastError,
    since: since ?? lead.receivedAt,
    ...(settledAt ? { settledAt } : {}),
    ...(failure ? { failure } : {}),
  };
}

/**
 * @param {import("./lead-inbox.mjs").StoredLead[]} leads the inbox, in order
 * @param {unknown[]} records the delivery journal, in order
 * @returns {Omit<DeliveryState, "journalBytes">}
 */
export function replayDelivery(leads, records) {
  const journal = createJournalReplay();
  for (const record of records) journal.apply(record);
  const fold = createFold(journal);
  for (const lead of leads) fold.add(lead);
  return fold.result();
}

/** @param {ReturnType<typeof createJournalReplay>} journal */
function createFold(journal) {
  /** @type {Map<string, LeadDelivery>} */
  const byId = new Map();
  const counts = { received: 0, delivered: 0, pending: 0, failed: 0 };
  let notRelayed = 0;
  /** @type {Set<string>} */
  const deliveredSeen = new Set();
  return {
    /** @type {ReturnType<typeof leadState> | undefined} the state of the lead added last */
    last: undefined,
    /** @param {import("./lead-inbox.mjs").StoredLead} lead */
    add(lead) {
      counts.received++;
      const state = leadState(lead, journal);
      this.last = state;
      if (state === "not-relayed") notRelayed++;
      else if (state === "delivered") {
        counts.delivered++;
        deliveredSeen.add(/** @type {string} */ (lead.id));
      } else {
        byId.set(state.lead.id, state);
        counts[state.state]++;
      }
    },
    result() {
      let unknown = journal.malformed();
      for (const entry of journal.states.values()) if (!entry.seen) unknown++;
      unknown += journal.delivered.size - deliveredSeen.size;
      return { byId, counts, notRelayed, unknownRecords: unknown };
    },
  };
}

/**
 * Streams both files and replays them. `journalBytes`: where the journal's complete lines end (the
 * server follows the journal from there for requeue records).
 * @param {{ inbox: string, delivery: string }} files
 * @param {{ onLead?: (lead: import("./lead-inbox.mjs").StoredLead, state: ReturnType<typeof leadState>) => void }} [options] sees every inbox line
 * @returns {Promise<DeliveryState>}
 */
export async function loadDeliveryState(files, { onLead } = {}) {
  const journal = createJournalReplay();
  const journalBytes = await forEachJsonLine(files.delivery, "[lead-relay]", (record) => journal.apply(record));
  const fold = createFold(journal);
  await forEachJsonLine(files.inbox, "[lead-inbox]", (lead) => {
    fold.add(/** @type {import("./lead-inbox.mjs").StoredLead} */ (lead));
    onLead?.(/** @type {import("./lead-inbox.mjs").StoredLead} */ (lead), /** @type {ReturnType<typeof leadState>} */ (fold.last));
  });
  return { ...fold.result(), journalBytes };
}
