// @ts-check
/** Pure rules of the lead relay (server/leads/lead-relay.mjs): what an answer means and how long to wait. */

/**
 * @typedef {{ baseDelayMs: number, capDelayMs: number }} Backoff
 * @typedef {Backoff & { attemptTimeoutMs: number, giveUpAfterMs: number, requeuePollMs: number, recoveryCooldownMs: number }} RelayTiming
 */

/**
 * Production timings (docs/decisions/304-lead-intake-relay-and-limits.md); the tests pass compressed ones.
 * @type {Readonly<RelayTiming>}
 */
export const DEFAULT_TIMING = Object.freeze({
  /** First retry about this long after the first failure; each later wait doubles. */
  baseDelayMs: 1000,
  /** No wait is longer than this. */
  capDelayMs: 5 * 60_000,
  /** One attempt (connect, send, answer headers and the first 500 bytes) gets this long. */
  attemptTimeoutMs: 10_000,
  /** Retryable failures are retried at least this long after the lead was received (or requeued). */
  giveUpAfterMs: 24 * 60 * 60_000,
  /** How often the server looks for requeue records written by `npm run leads -- --retry-failed`. */
  requeuePollMs: 2000,
  /** After the host comes back, leads that were waiting on a connection error are woken at most this often. */
  recoveryCooldownMs: 60_000,
});

/** How much of a refusing answer is kept for `npm run leads`. */
export const ANSWER_BYTES = 500;

/**
 * The answers that say "this lead will never be accepted": a malformed or refused request (400,
 * 422), credentials the host refuses (401, 403: fix them, then --retry-failed), a webhook gone for
 * good (410), a body too large or of the wrong type (413, 415). Any other 4xx (404 while the host
 * deploys, 409, 425, 408, 429...) says "not now".
 */
export const PERMANENT_STATUSES = Object.freeze([400, 401, 403, 410, 413, 415, 422]);

/**
 * What an HTTP answer of the automation host means for the lead.
 * @param {number} status
 * @returns {"delivered" | "retry" | "failed"}
 */
export function classifyStatus(status) {
  if (status >= 200 && status < 300) return "delivered";
  if (PERMANENT_STATUSES.includes(status)) return "failed";
  // Other 4xx, 5xx, and 1xx/3xx that a webhook should never answer: a host that is down, deploying or misconfigured.
  return "retry";
}

/**
 * Wait before attempt `attempt + 1`, after `attempt` failed ones (>= 1): base * 2^(attempt - 1)
 * with ±20% jitter (so leads that failed together do not come back together), never above the cap.
 * A Retry-After the host sent is honoured up to the cap.
 * @param {number} attempt
 * @param {Backoff} backoff
 * @param {number} random a number in [0, 1)
 * @param {number} [retryAfterMs]
 */
export function retryDelay(attempt, { baseDelayMs, capDelayMs }, random, retryAfterMs = 0) {
  const exponential = baseDelayMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40);
  const jittered = exponential * (0.8 + 0.4 * random);
  return Math.round(Math.min(capDelayMs, Math.max(jittered, retryAfterMs)));
}

/**
 * Whether the relay may start an attempt: only while the database takes its writes (the last one
 * worked, no outcome waits in memory) and no pause for a refused write holds. A lead sent while
 * its outcome cannot be recorded would be sent again after a restart, or at once.
 * @param {{ writable: boolean, unrecorded: number, pausedUntil: number, wallMs: number }} state
 */
export function startAllowed({ writable, unrecorded, pausedUntil, wallMs }) {
  return writable && unrecorded === 0 && wallMs >= pausedUntil;
}

/**
 * Retry-After in milliseconds (seconds or an HTTP date), 0 when absent or unreadable.
 * @param {string | null} header
 * @param {number} nowMs
 */
export function parseRetryAfter(header, nowMs) {
  if (!header) return 0;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? 0 : Math.max(0, date - nowMs);
}

/**
 * A network failure in a few words (the undici `fetch failed` error hides the reason in `cause`).
 * @param {unknown} error
 * @param {number} timeoutMs
 */
export function describeNetworkError(error, timeoutMs) {
  const e = /** @type {{ name?: string, message?: string, code?: string, cause?: { code?: string, message?: string } }} */ (error ?? {});
  if (e.name === "TimeoutError") return `no answer within ${timeoutMs / 1000} s`;
  const reason = e.cause?.message || e.cause?.code || e.code || e.message || String(error);
  return reason.slice(0, 200);
}

/**
 * @typedef {import("./lead-records.mjs").Failure} Failure
 * @typedef {{ status: number, answer: string, retryAfter: string | null } | { error: string }} Outcome
 * @typedef {{ kind: "delivered", id: string, at: string, attempt: number, status: number, wakeAtMs: number | null }
 *   | { kind: "failed", id: string, at: string, attempt: number, failure: Failure }
 *   | { kind: "retry", id: string, at: string, attempt: number, error: string, status?: number, nextMs: number, sinceMs: number, unreachable: boolean }} SettlementKind
 * @typedef {SettlementKind & { forgets?: number }} Settlement
 *   What an attempt's outcome writes: plain data, so the database's thread can apply it. `forgets`: the
 *   erasures counted when its lead was read (lead-ops.mjs drops quoted addresses when one ran since).
 */

/** What replaces a host's text that may quote an address erased while its attempt was under way. */
export const ERASED_DURING_ATTEMPT = "[answer removed: an erasure ran during this attempt]";

/**
 * The settlement without any host text holding an address (an `@`): an erasure ran while its attempt
 * was under way, and the lead sent may have quoted the erased address, which the host's answer may
 * echo. Dropped whole, not searched: which address was erased is not kept anywhere. The status stays.
 * @param {Settlement} s @returns {Settlement}
 */
export function erasedDuring(s) {
  const clean = (/** @type {string} */ text, /** @type {number | undefined} */ status) =>
    !text.includes("@") ? text : status === undefined ? ERASED_DURING_ATTEMPT : `HTTP ${status}: ${ERASED_DURING_ATTEMPT}`;
  if (s.kind === "retry") return { ...s, error: clean(s.error, s.status) };
  if (s.kind === "failed") {
    const { answer, error, status } = s.failure;
    const failure = { ...s.failure, error: clean(error, status) };
    if (answer !== undefined) failure.answer = answer.includes("@") ? ERASED_DURING_ATTEMPT : answer;
    return { ...s, failure };
  }
  return s;
}

/**
 * What one attempt's outcome makes of the lead: delivered, failed for good (refused, or retried
 * past the window) or due again after its backoff.
 * @param {{ id: string, attempt: number, sinceMs: number, outcome: Outcome }} attempt `attempt`: failed ones before, plus this one
 * @param {{ timing: RelayTiming, nowMs: number, wallMs: number, random: number, wakeAtMs: number | null }} clock
 *   `nowMs` dates the records and measures the window; `wallMs` (a timer's clock) schedules the next attempt
 * @returns {Settlement}
 */
export function settlementFor({ id, attempt, sinceMs, outcome }, { timing, nowMs, wallMs, random, wakeAtMs }) {
  const at = new Date(nowMs).toISOString();
  if ("status" in outcome && classifyStatus(outcome.status) === "delivered")
    return { kind: "delivered", id, at, attempt, status: outcome.status, wakeAtMs };
  const status = "status" in outcome ? outcome.status : undefined;
  const error =
    "status" in outcome ? `HTTP ${outcome.status}${outcome.answer ? `: ${oneLine(outcome.answer).slice(0, 200)}` : ""}` : outcome.error;
  const verdict = status === undefined ? "retry" : classifyStatus(status);
  const expired = verdict === "retry" && nowMs - sinceMs >= timing.giveUpAfterMs;
  if (verdict === "failed" || expired) {
    const answer = "status" in outcome ? outcome.answer : undefined;
    return { kind: "failed", id, at, attempt, failure: { reason: expired ? "expired" : "rejected", error, status, answer } };
  }
  const retryAfter = "status" in outcome ? parseRetryAfter(outcome.retryAfter, nowMs) : 0;
  const nextMs = wallMs + retryDelay(attempt, timing, random, retryAfter);
  return { kind: "retry", id, at, attempt, error, status, nextMs, sinceMs, unreachable: !("status" in outcome) };
}

/** @param {string} text */
const oneLine = (text) => text.replace(/\s+/g, " ").trim();
