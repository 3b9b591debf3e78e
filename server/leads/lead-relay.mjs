// @ts-check
/**
 * The lead relay (LEAD_FORWARD_URL): delivers each lead the inbox stored to the automation host,
 * `POST {forwardUrl}/webhook/{automationId}` with the checked JSON body and the lead's id as
 * `Idempotency-Key` (and, when configured, a bearer token and a Standard Webhooks signature),
 * retrying with exponential backoff until a 2xx, a refusal (400, 401, 403, 410, 413, 415, 422) or
 * the end of the retry window. The queue is the database: every pending lead has the time its next
 * attempt is due, and every outcome is committed with its history row, so a restart resumes
 * exactly the undelivered leads, and `npm run leads -- --retry-failed` (a plain UPDATE) or
 * `--forget` (a DELETE) act on the queue the relay reads. One attempt in flight per lead, at most
 * `concurrency` overall. Rules in relay-policy.mjs, docs/decisions/240-leads-in-sqlite.md.
 */
import { createLeadOps } from "./lead-ops.mjs";
import { DEFAULT_TIMING, describeNetworkError, retryDelay, settlementFor, startAllowed, ANSWER_BYTES } from "./relay-policy.mjs";
import { scrubOwnData } from "./lead-redact.mjs";
import { decodeSecret, signatureHeaders } from "./webhook-signature.mjs";

/**
 * @typedef {import("./lead-store.mjs").StoredLead} StoredLead
 * @typedef {import("./relay-policy.mjs").Outcome} Outcome
 * @typedef {import("./relay-policy.mjs").Settlement} Settlement
 * @typedef {{
 *   forwardUrl: string,
 *   store?: import("./lead-ops.mjs").LeadOps,
 *   db?: import("node:sqlite").DatabaseSync,
 *   timing?: Partial<import("./relay-policy.mjs").RelayTiming>,
 *   concurrency?: number,
 *   now?: () => number,
 *   random?: () => number,
 *   fetch?: typeof fetch,
 *   log?: (line: string) => void,
 *   token?: string,
 *   secret?: string,
 * }} RelayOptions
 *   `store`: the database's operations (its thread's, lead-db-client.mjs), or `db` to run them here;
 *   `token`: sent as `Authorization: Bearer {token}`; `secret`: `whsec_...`, signs every attempt.
 */

/** @param {RelayOptions} options */
export function createLeadRelay({
  forwardUrl,
  store: given,
  db,
  timing: overrides = {},
  concurrency = 8,
  now = Date.now,
  random = Math.random,
  fetch: fetchImpl = fetch,
  log = console.log,
  token = "",
  secret = "",
}) {
  const timing = { ...DEFAULT_TIMING, ...overrides };
  const key = secret ? decodeSecret(secret) : null;
  const store = given ?? createLeadOps(/** @type {import("node:sqlite").DatabaseSync} */ (db));
  /** Ids with an attempt whose outcome is not committed yet. @type {Set<string>} */
  const inFlight = new Set();
  /**
   * Ids whose attempt ended while a read of the due leads was under way: that read may predate the
   * outcome's commit (on PostgreSQL the two run on separate connections and their answers may come
   * back in either order), so it may list a delivered lead as due. Skipped until the next read.
   * @type {Set<Set<string>>}
   */
  const endedDuringRead = new Set();
  /**
   * Outcomes the database refused (full, busy, failing disk). They hold for this process and are
   * written again with backoff; until they are, no attempt starts: a lead whose backoff cannot be
   * recorded would otherwise be due again at once, and sent in a loop.
   * @type {Map<string, Settlement>}
   */
  const unrecorded = new Map();
  /**
   * Whether the last write of this process worked. A lead is sent only then: at start (a restart
   * onto a database that refuses writes) and after a refused outcome, a heartbeat must commit
   * first, so no lead goes out whose outcome could not be recorded.
   */
  let writable = false;
  /** Failed writes (or reads) in a row, and no attempt before `pausedUntil` (wall clock). */
  let storeFailures = 0;
  let pausedUntil = 0;
  let pausedSince = 0;
  /** Requests to the host not answered yet (at most `concurrency`). */
  let sending = 0;
  let stopped = false;
  let started = false;
  let pumping = false;
  let pumpAgain = false;
  let lastWake = -Infinity;
  let lastRetryLog = -Infinity;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {(() => void)[]} */
  const idleWaiters = [];
  /** @type {(() => void)[]} */
  const stopWaiters = [];

  // When attempts are due is wall-clock time, as a timer's; `now` (a test's clock) dates the
  // records and measures the retry window.
  const wall = Date.now;

  /** One pass at a time; a call during a pass asks for another one after it. */
  function pump() {
    if (pumping) return void (pumpAgain = true);
    pumping = true;
    void pass().finally(() => {
      pumping = false;
      if (pumpAgain) {
        pumpAgain = false;
        pump();
      }
    });
  }

  /**
   * Writes back the outcomes the database refused, then starts attempts for the due leads while
   * there is room, then sleeps until the next one is due, or at most `requeuePollMs` (a requeue
   * by `npm run leads` is seen within that).
   */
  async function pass() {
    if (stopped || !started) return;
    clearTimeout(timer);
    let wait = timing.requeuePollMs;
    try {
      if (wall() < pausedUntil) wait = pausedUntil - wall();
      else {
        if (unrecorded.size > 0) await recordAgain();
        if (!writable) {
          await store.heartbeat(now());
          writable = true;
        }
        if (sending < concurrency) {
          /** @type {Set<string>} */
          const ended = new Set();
          endedDuringRead.add(ended);
          const due = await store
            .due(wall(), concurrency - sending + inFlight.size + unrecorded.size)
            .finally(() => endedDuringRead.delete(ended));
          for (const { lead, attempts, sinceMs, forgets } of due) {
            // Looked at again after the read: an outcome may have been refused meanwhile.
            if (sending >= concurrency || stopped || !mayStart()) break;
            if (!inFlight.has(lead.id) && !unrecorded.has(lead.id) && !ended.has(lead.id)) void attempt(lead, attempts, sinceMs, forgets);
          }
        }
        if (inFlight.size === 0 && idleWaiters.length > 0 && (await store.pendingCount()) === 0)
          for (const resolve of idleWaiters.splice(0)) resolve();
        const next = await store.nextDue(wall());
        if (next !== null) wait = Math.min(wait, next - wall());
        if (storeFailures > 0 && unrecorded.size === 0) recovered();
      }
    } catch (error) {
      // A database closed by a stop is no fault.
      if (stopped) return;
      wait = storeFailed(error);
    }
    if (stopped) return;
    timer = setTimeout(pump, Math.max(wait, 1));
    timer.unref();
  }

  /** Whether an attempt may start now: the last write worked and no pause holds. */
  const mayStart = () => startAllowed({ writable, unrecorded: unrecorded.size, pausedUntil, wallMs: wall() });

  /** Outcomes kept in memory, written in one batch. */
  async function recordAgain() {
    const batch = [...unrecorded.values()];
    const results = await Promise.allSettled(batch.map((s) => store.settle(s)));
    batch.forEach((s, i) => results[i]?.status === "fulfilled" && unrecorded.delete(s.id));
    const refused = results.find((r) => r.status === "rejected");
    if (refused) throw refused.reason;
    writable = true;
  }

  /**
   * The database refused a write or a read: pause every attempt, with the relay's own backoff.
   * Said once when the trouble starts, not per attempt. @param {unknown} error @returns {number} the pause
   */
  function storeFailed(error) {
    writable = false;
    storeFailures++;
    const pause = retryDelay(storeFailures, timing, random());
    pausedUntil = wall() + pause;
    if (storeFailures === 1) {
      pausedSince = wall();
      console.error(
        `[lead-relay] the leads database refuses writes (${/** @type {Error} */ (error)?.message ?? error}): no attempt starts until it takes them again; tried again with backoff`,
      );
    }
    return pause;
  }

  function recovered() {
    log(`[lead-relay] the leads database takes writes again after ${Math.round((wall() - pausedSince) / 1000)} s: attempts resume`);
    storeFailures = 0;
    pausedUntil = 0;
  }

  /**
   * One attempt. The lead stays out of the queue until its outcome is committed; a delivered lead
   * gives its place among the `concurrency` requests back as soon as the host has answered, so
   * deliveries do not wait on each commit's sync (a failure keeps it until then: its retry waits anyway).
   * @param {StoredLead} lead @param {number} attempts failed ones so far @param {number | null} sinceMs
   * @param {number} [forgets] the erasures counted when the lead was read
   */
  async function attempt(lead, attempts, sinceMs, forgets) {
    inFlight.add(lead.id);
    sending++;
    let counted = true;
    try {
      const outcome = await send(lead);
      const delivered = "status" in outcome && outcome.status >= 200 && outcome.status < 300;
      if (delivered) {
        sending--;
        counted = false;
        pump();
      }
      const wake = delivered && now() - lastWake >= timing.recoveryCooldownMs;
      if (wake) lastWake = now();
      const settlement = settlementFor(
        // The host's answer may quote the lead: it is kept without the lead's e-mail, phone and name.
        { id: lead.id, attempt: attempts + 1, sinceMs: sinceMs ?? now(), outcome: scrubbed(outcome, lead) },
        { timing, nowMs: now(), wallMs: wall(), random: random(), wakeAtMs: wake ? wall() : null },
      );
      if (forgets !== undefined) settlement.forgets = forgets;
      try {
        report(lead, settlement, await store.settle(settlement));
      } catch (error) {
        // The outcome holds for this process: kept, written again later, and the relay waits meanwhile.
        unrecorded.set(lead.id, settlement);
        writable = false;
        if (storeFailures === 0) storeFailed(error);
      }
    } finally {
      if (counted) sending--;
      inFlight.delete(lead.id);
      for (const ended of endedDuringRead) ended.add(lead.id);
      if (inFlight.size === 0) for (const resolve of stopWaiters.splice(0)) resolve();
      pump();
    }
  }

  /**
   * The log line of a committed outcome. A lead removed by --forget meanwhile matched no row:
   * nothing was written about it (the host's answer could quote the person), and nothing is said.
   * @param {StoredLead} lead @param {Settlement} s @param {{ applied: boolean, pending: number }} result
   */
  function report({ id, automationId }, s, { applied, pending }) {
    if (!applied || s.kind === "delivered") return;
    if (s.kind === "failed") {
      const { reason, status, error } = s.failure;
      // The host's answer may quote the lead: the log gets the status only (npm run leads shows the answer).
      log(
        `[lead-relay] lead ${id} ${automationId}: ${reason === "expired" ? `not delivered within ${Math.round(timing.giveUpAfterMs / 3_600_000)} h` : "refused by the host"} (${status ? `HTTP ${status}` : error.slice(0, 120)}); kept as failed: npm run leads`,
      );
    } else if (now() - lastRetryLog >= 30_000) {
      lastRetryLog = now();
      log(
        `[lead-relay] lead ${id} ${automationId}: attempt ${s.attempt} failed (${s.status ? `HTTP ${s.status}` : s.error.slice(0, 120)}); ${pending} lead(s) waiting, retried with backoff`,
      );
    }
  }

  /** @param {StoredLead} lead @returns {Promise<Outcome>} */
  async function send(lead) {
    const { name, email, phone, messageToSend, tags } = lead;
    const body = JSON.stringify({ name, email, phone, messageToSend, tags });
    /** @type {Record<string, string>} */
    const headers = { "Content-Type": "application/json", "Idempotency-Key": lead.id, "User-Agent": "atendra-site-lead-relay" };
    if (token) headers.Authorization = `Bearer ${token}`;
    // A fresh timestamp on every attempt: the host may refuse old ones (replays).
    if (key) Object.assign(headers, signatureHeaders(key, lead.id, Math.floor(now() / 1000), body));
    /** @type {Response} */
    let res;
    try {
      res = await fetchImpl(`${forwardUrl}/webhook/${encodeURIComponent(lead.automationId)}`, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(timing.attemptTimeoutMs),
        redirect: "manual",
      });
    } catch (error) {
      return { error: describeNetworkError(error, timing.attemptTimeoutMs) };
    }
    let answer = "";
    try {
      answer = await readPrefix(res, ANSWER_BYTES);
    } catch {
      // The status is what counts; a body cut short by the timeout changes nothing.
    }
    return { status: res.status, answer, retryAfter: res.headers.get("retry-after") };
  }

  return {
    /** Resumes every undelivered lead the database holds. */
    async start() {
      const counts = await store.counts();
      started = true;
      stopped = false;
      pump();
      return { resumed: counts.pending, failed: counts.failed, notRelayed: counts.inbox };
    },
    /** A lead the inbox has just committed: attempted now when there is room. @param {StoredLead} [_lead] */
    enqueue(_lead) {
      if (sending < concurrency) pump();
    },
    /** Stops scheduling and waits for the attempts in flight (at most one attempt timeout). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (inFlight.size > 0) await new Promise((resolve) => stopWaiters.push(() => resolve(undefined)));
    },
    /** Resolves once no lead is pending or in flight. */
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(() => resolve(undefined));
        pump();
      });
    },
    stats: async () => ({ pending: await store.pendingCount(), inFlight: inFlight.size, failed: (await store.counts()).failed }),
  };
}

/**
 * The first `max` bytes of an answer; the rest is not read.
 * @param {Response} res
 * @param {number} max
 */
async function readPrefix(res, max) {
  if (!res.body) return "";
  const reader = res.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  while (size < max) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  if (size >= max) await reader.cancel().catch(() => undefined);
  // Cut at a character boundary: a torn multi-byte character would grow into U+FFFD.
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, max), { stream: true });
}

/** An outcome whose answer no longer holds the lead's own e-mail, phone or name. @param {Outcome} outcome @param {StoredLead} lead */
function scrubbed(outcome, lead) {
  if (!("status" in outcome)) return outcome;
  try {
    return { ...outcome, answer: scrubOwnData(outcome.answer, lead) };
  } catch {
    // A text the scrubbing cannot handle is not kept at all: the status alone still settles the lead.
    return { ...outcome, answer: "" };
  }
}
