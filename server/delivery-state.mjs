// @ts-check
/**
 * The relay's durable state: the inbox (one line per lead, written before the browser's 200) and
 * the delivery journal beside it (one line per outcome). Replaying both, in file order, gives
 * every relayed lead's state; the server does it on start, `npm run leads` whenever it runs.
 */
import path from "node:path";
import { readJsonLines } from "./append-log.mjs";
import { readLeads } from "./lead-inbox.mjs";

/**
 * @typedef {import("./lead-inbox.mjs").StoredLead & { id: string }} RelayedLead
 * @typedef {{ event: "attempt-failed", id: string, at: string, attempt: number, error: string, status?: number }
 *   | { event: "delivered", id: string, at: string, attempt: number, status: number }
 *   | { event: "failed", id: string, at: string, attempt: number, reason: "rejected" | "expired", error: string, status?: number, answer?: string }
 *   | { event: "requeued", id: string, at: string }} DeliveryRecord
 *   `attempt-failed`: a retryable failure (network, timeout, 408, 429, 5xx); `failed`: the host refused the
 *   lead (4xx) or retries ran out; `requeued`: `npm run leads -- --retry-failed` put a failed lead back.
 * @typedef {{ lead: RelayedLead, state: "pending" | "delivered" | "failed", attempts: number,
 *   lastError: string | null, since: string, settledAt?: string, failure?: Extract<DeliveryRecord, { event: "failed" }> }} LeadDelivery
 *   `attempts`: failed attempts since received or requeued; `since`: when the retry window started.
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

/**
 * @param {import("./lead-inbox.mjs").StoredLead[]} leads the inbox, in order
 * @param {unknown[]} records the delivery journal, in order
 */
export function replayDelivery(leads, records) {
  /** @type {Map<string, LeadDelivery>} */
  const byId = new Map();
  let notRelayed = 0;
  for (const lead of leads) {
    // Leads stored without forwarding (inbox-only mode, or written before the relay existed) are
    // never sent: switching the relay on must not mail the host every lead of the past.
    if (!lead.relay || typeof lead.id !== "string") {
      notRelayed++;
      continue;
    }
    byId.set(lead.id, { lead: /** @type {RelayedLead} */ (lead), state: "pending", attempts: 0, lastError: null, since: lead.receivedAt });
  }
  let unknown = 0;
  for (const raw of records) {
    const record = /** @type {DeliveryRecord} */ (raw);
    const entry = typeof record?.id === "string" ? byId.get(record.id) : undefined;
    if (!entry) {
      unknown++;
      continue;
    }
    // Delivered is final: nothing after it changes the lead.
    if (entry.state === "delivered") continue;
    if (record.event === "attempt-failed" && entry.state === "pending") {
      entry.attempts = record.attempt;
      entry.lastError = record.error;
    } else if (record.event === "delivered") {
      entry.state = "delivered";
      entry.settledAt = record.at;
    } else if (record.event === "failed" && entry.state === "pending") {
      entry.state = "failed";
      entry.attempts = record.attempt;
      entry.lastError = record.error;
      entry.settledAt = record.at;
      entry.failure = record;
    } else if (record.event === "requeued" && entry.state === "failed") {
      entry.state = "pending";
      entry.attempts = 0;
      entry.since = record.at;
      delete entry.settledAt;
      delete entry.failure;
    }
  }
  return { byId, notRelayed, unknownRecords: unknown };
}

/**
 * Reads both files and replays them. `journalBytes`: where the journal's complete lines end (the
 * server follows the journal from there for requeue records).
 * @param {{ inbox: string, delivery: string }} files
 */
export async function loadDeliveryState(files) {
  const leads = await readLeads(files.inbox);
  const journal = await readJsonLines(files.delivery, "[lead-relay]");
  return { leads, ...replayDelivery(leads, journal.records), journalBytes: journal.bytes };
}

/** @param {Iterable<LeadDelivery>} entries */
export function countStates(entries) {
  const counts = { delivered: 0, pending: 0, failed: 0 };
  for (const entry of entries) counts[entry.state]++;
  return counts;
}
