// @ts-check
/**
 * The lead relay (LEAD_FORWARD_URL): delivers each lead the inbox stored to the automation host,
 * `POST {forwardUrl}/webhook/{automationId}` with the checked JSON body and the lead's id as
 * `Idempotency-Key` (and, when configured, a bearer token and a Standard Webhooks signature),
 * retrying with exponential backoff until a 2xx, a refusal (400, 401, 403, 410, 413, 415, 422) or
 * the end of the retry window. Every outcome is appended (fsynced) to the delivery
 * journal, so a restart resumes exactly the undelivered leads. One attempt in flight per lead, at
 * most `concurrency` overall. Rules in relay-policy.mjs, replay in delivery-state.mjs,
 * docs/decisions/110-lead-relay.md.
 */
import { open } from "node:fs/promises";
import { createAppendLog, parseJsonLines } from "./append-log.mjs";
import { loadDeliveryState } from "./delivery-state.mjs";
import { ANSWER_BYTES, classifyStatus, DEFAULT_TIMING, describeNetworkError, parseRetryAfter, retryDelay } from "./relay-policy.mjs";
import { decodeSecret, signatureHeaders } from "./webhook-signature.mjs";

/**
 * @typedef {import("./delivery-state.mjs").RelayedLead} RelayedLead
 * @typedef {import("./delivery-state.mjs").DeliveryRecord} DeliveryRecord
 * @typedef {{ lead: RelayedLead, attempts: number, since: number, timer: NodeJS.Timeout | null, queued: boolean, inFlight: boolean }} Entry
 * @typedef {{ status: number, answer: string, retryAfter: string | null } | { error: string }} Outcome
 * @typedef {{
 *   forwardUrl: string,
 *   files: { inbox: string, delivery: string },
 *   timing?: Partial<import("./relay-policy.mjs").RelayTiming>,
 *   concurrency?: number,
 *   now?: () => number,
 *   random?: () => number,
 *   fetch?: typeof fetch,
 *   log?: (line: string) => void,
 *   token?: string,
 *   secret?: string,
 * }} RelayOptions
 *   `token`: sent as `Authorization: Bearer {token}`; `secret`: `whsec_...`, signs every attempt.
 */

/** @param {RelayOptions} options */
export function createLeadRelay({
  forwardUrl,
  files,
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
  /** Leads removed by `npm run leads -- --forget` while an attempt was in flight: never scheduled again. @type {Set<string>} */
  const forgotten = new Set();
  const journal = createAppendLog(files.delivery);
  /** Waiting, queued or in flight. @type {Map<string, Entry>} */
  const pending = new Map();
  /** Refused or expired, kept for a requeue. @type {Map<string, RelayedLead>} */
  const failed = new Map();
  /** Ready to be attempted, first in first out. @type {Entry[]} */
  let ready = [];
  let readyHead = 0;
  /** Waiting after a network error or timeout: woken early once the host answers again. @type {Set<Entry>} */
  const unreachable = new Set();
  let lastWake = -Infinity;
  let running = 0;
  let stopped = false;
  let journalOffset = 0;
  let lastRetryLog = -Infinity;
  /** The journal being read for requeue records, or null. @type {Promise<void> | null} */
  let polling = null;
  let rewriting = false;
  /** @type {NodeJS.Timeout | undefined} */
  let pollTimer;
  /** @type {(() => void)[]} */
  const idleWaiters = [];
  /** @type {(() => void)[]} */
  const stopWaiters = [];

  const iso = () => new Date(now()).toISOString();

  /** @param {DeliveryRecord} record */
  async function record(record) {
    try {
      await journal.append(`${JSON.stringify(record)}\n`);
    } catch (error) {
      // The outcome holds for this process; after a restart the lead is sent again (same key).
      console.error(`[lead-relay] could not record ${record.event} for lead ${record.id}`, error);
    }
  }

  /** @param {RelayedLead} lead @param {number} attempts @param {number} since */
  function add(lead, attempts, since) {
    const entry = { lead, attempts, since, timer: null, queued: false, inFlight: false };
    pending.set(lead.id, entry);
    makeReady(entry);
  }

  /** @param {Entry} entry */
  function makeReady(entry) {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    unreachable.delete(entry);
    if (entry.queued || entry.inFlight || stopped || forgotten.has(entry.lead.id)) return;
    entry.queued = true;
    ready.push(entry);
    pump();
  }

  function pump() {
    while (!stopped && running < concurrency && readyHead < ready.length) {
      const entry = /** @type {Entry} */ (ready[readyHead++]);
      entry.queued = false;
      if (forgotten.has(entry.lead.id)) continue;
      void attempt(entry);
    }
    if (readyHead > 1024 && readyHead * 2 > ready.length) {
      ready = ready.slice(readyHead);
      readyHead = 0;
    }
  }

  /** @param {Entry} entry */
  async function attempt(entry) {
    running++;
    entry.inFlight = true;
    try {
      await settle(entry, entry.attempts + 1, await send(entry.lead));
    } finally {
      entry.inFlight = false;
      running--;
      pump();
      if (pending.size === 0) for (const resolve of idleWaiters.splice(0)) resolve();
      if (running === 0) for (const resolve of stopWaiters.splice(0)) resolve();
    }
  }

  /** @param {RelayedLead} lead @returns {Promise<Outcome>} */
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

  /** @param {Entry} entry @param {number} attempt @param {Outcome} outcome */
  async function settle(entry, attempt, outcome) {
    const { id, automationId } = entry.lead;
    // Removed by --forget while this attempt was in flight: nothing more is written about it (the
    // host's answer could quote the person), and it is never sent again.
    if (forgotten.has(id)) {
      pending.delete(id);
      return;
    }
    const verdict = "status" in outcome ? classifyStatus(outcome.status) : "retry";
    if ("status" in outcome && verdict === "delivered") {
      await record({ event: "delivered", id, at: iso(), attempt, status: outcome.status });
      pending.delete(id);
      wakeUnreachable();
      return;
    }
    const error =
      "status" in outcome ? `HTTP ${outcome.status}${outcome.answer ? `: ${oneLine(outcome.answer).slice(0, 200)}` : ""}` : outcome.error;
    const expired = verdict === "retry" && now() - entry.since >= timing.giveUpAfterMs;
    if (verdict === "failed" || expired) {
      const status = "status" in outcome ? outcome.status : undefined;
      const answer = "status" in outcome ? outcome.answer : undefined;
      await record({ event: "failed", id, at: iso(), attempt, reason: expired ? "expired" : "rejected", error, status, answer });
      pending.delete(id);
      failed.set(id, entry.lead);
      // The host's answer may quote the lead: the log gets the status only (npm run leads shows the answer).
      log(
        `[lead-relay] lead ${id} ${automationId}: ${expired ? `not delivered within ${Math.round(timing.giveUpAfterMs / 3_600_000)} h` : "refused by the host"} (${status ? `HTTP ${status}` : error.slice(0, 120)}); kept as failed: npm run leads`,
      );
      return;
    }
    entry.attempts = attempt;
    await record({ event: "attempt-failed", id, at: iso(), attempt, error, ...("status" in outcome ? { status: outcome.status } : {}) });
    if (stopped || forgotten.has(id)) return;
    const retryAfter = "status" in outcome ? parseRetryAfter(outcome.retryAfter, now()) : 0;
    const wait = retryDelay(attempt, timing, random(), retryAfter);
    entry.timer = setTimeout(() => makeReady(entry), wait);
    entry.timer.unref();
    if (!("status" in outcome)) unreachable.add(entry);
    if (now() - lastRetryLog >= 30_000) {
      lastRetryLog = now();
      log(
        `[lead-relay] lead ${id} ${automationId}: attempt ${attempt} failed (${"status" in outcome ? `HTTP ${outcome.status}` : error.slice(0, 120)}); ${pending.size} lead(s) waiting, retried with backoff`,
      );
    }
  }

  /** A delivery after network errors: the host is back, so leads need not sit out their backoff. */
  function wakeUnreachable() {
    if (unreachable.size === 0 || now() - lastWake < timing.recoveryCooldownMs) return;
    lastWake = now();
    for (const entry of [...unreachable]) makeReady(entry);
  }

  /** Acts on `requeued` records that `npm run leads -- --retry-failed` appended to the journal. */
  async function followJournal() {
    /** @type {import("node:fs/promises").FileHandle | undefined} */
    let handle;
    try {
      handle = await open(files.delivery, "r");
      const { size } = await handle.stat();
      if (size <= journalOffset) return;
      const buffer = Buffer.alloc(size - journalOffset);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, journalOffset);
      const complete = buffer.subarray(0, bytesRead).lastIndexOf(0x0a) + 1;
      if (complete === 0) return;
      journalOffset += complete;
      for (const raw of parseJsonLines(buffer.subarray(0, complete).toString("utf8"), files.delivery, "[lead-relay]")) {
        const rec = /** @type {DeliveryRecord} */ (raw);
        const lead = rec.event === "requeued" ? failed.get(rec.id) : undefined;
        if (!lead || stopped) continue;
        failed.delete(rec.id);
        add(lead, 0, Date.parse(rec.at) || now());
      }
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT")
        console.error("[lead-relay] could not read the delivery journal", error);
    } finally {
      await handle?.close();
    }
  }

  return {
    /** Replays the inbox and the journal and resumes every undelivered lead. */
    /** @param {import("./delivery-state.mjs").DeliveryState} [preloaded] the files' state, when the caller has just read it */
    async start(preloaded) {
      const state = preloaded ?? (await loadDeliveryState(files));
      journalOffset = state.journalBytes;
      let resumed = 0;
      for (const entry of state.byId.values()) {
        if (entry.state === "failed") failed.set(entry.lead.id, entry.lead);
        if (entry.state !== "pending") continue;
        resumed++;
        add(entry.lead, entry.attempts, Date.parse(entry.since) || now());
      }
      pollTimer = setInterval(() => {
        if (polling || rewriting) return;
        polling = followJournal().finally(() => (polling = null));
      }, timing.requeuePollMs);
      pollTimer.unref();
      return { resumed, failed: failed.size, notRelayed: state.notRelayed };
    },
    /** A lead the inbox has just stored (and fsynced). @param {RelayedLead} lead */
    enqueue(lead) {
      if (!stopped && !pending.has(lead.id)) add(lead, 0, now());
    },
    /** Stops scheduling and waits for the attempts in flight (at most one attempt timeout). */
    async stop() {
      stopped = true;
      clearInterval(pollTimer);
      for (const entry of pending.values()) if (entry.timer) clearTimeout(entry.timer);
      if (running > 0) await new Promise((resolve) => stopWaiters.push(() => resolve(undefined)));
    },
    /** Resolves once no lead is waiting or in flight. */
    idle() {
      return pending.size === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(() => resolve(undefined)));
    },
    stats: () => ({ pending: pending.size, inFlight: running, failed: failed.size }),
    /**
     * Drops leads that `npm run leads -- --forget` removed from the files: never sent or kept again.
     * @param {Iterable<string>} ids
     */
    forget(ids) {
      for (const id of ids) {
        forgotten.add(id);
        failed.delete(id);
        const entry = pending.get(id);
        if (!entry) continue;
        if (entry.timer) clearTimeout(entry.timer);
        unreachable.delete(entry);
        // An attempt in flight settles into `forgotten`; a queued entry is skipped by pump.
        if (!entry.inFlight) pending.delete(id);
      }
      if (pending.size === 0) for (const resolve of idleWaiters.splice(0)) resolve();
    },
    /**
     * Runs `rewrite` (which rewrites the journal and resolves to its new length) with the journal's
     * writes held back and its polling paused, after acting on the requeue records written so far;
     * then follows the journal from its new end.
     * @param {() => Promise<number>} rewrite
     */
    async rewriteJournal(rewrite) {
      rewriting = true;
      try {
        if (polling) await polling;
        await followJournal();
        return await journal.exclusive(async () => {
          journalOffset = await rewrite();
          return journalOffset;
        });
      } finally {
        rewriting = false;
      }
    },
    /** The journal's append log, for a rewrite under `exclusive`. */
    journal,
  };
}

/** @param {string} text */
const oneLine = (text) => text.replace(/\s+/g, " ").trim();

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

/** Loopback hosts: plain http is allowed only to these (a host on the same machine). @param {string} hostname */
const isLoopback = (hostname) => hostname === "localhost" || /^127(?:\.\d{1,3}){3}$/.test(hostname) || hostname === "[::1]";

/**
 * The relay's settings from the environment of `npm start`, checked: LEAD_FORWARD_URL (required,
 * https, or http to a loopback host; no user or password, no trailing slash), LEAD_FORWARD_TOKEN,
 * LEAD_FORWARD_SECRET, LEAD_FORWARD_TIMEOUT_MS, LEAD_FORWARD_RETRY_BASE_MS, LEAD_FORWARD_RETRY_CAP_MS,
 * LEAD_FORWARD_CONCURRENCY. The 24 h retry window is not configurable. Error messages never
 * repeat the URL's credentials nor the token or secret.
 * @param {NodeJS.ProcessEnv} env
 */
export function relayConfigFromEnv(env) {
  const forwardUrl = env.LEAD_FORWARD_URL ?? "";
  /** @type {URL} */
  let url;
  try {
    url = new URL(forwardUrl);
  } catch {
    throw new Error("LEAD_FORWARD_URL is not a URL (its value is not repeated here: it may hold a secret)");
  }
  if (url.username || url.password) {
    throw new Error(
      "LEAD_FORWARD_URL must not carry a user or password (not repeated here): put the credential in LEAD_FORWARD_TOKEN (sent as Authorization: Bearer) or sign with LEAD_FORWARD_SECRET",
    );
  }
  if (!/^https?:$/.test(url.protocol) || forwardUrl.endsWith("/") || url.search || url.hash) {
    throw new Error(
      `LEAD_FORWARD_URL must be the automation host's https base URL without a trailing slash, query or fragment: ${url.origin}${url.pathname}`,
    );
  }
  if (url.protocol === "http:" && !isLoopback(url.hostname)) {
    throw new Error(`LEAD_FORWARD_URL must use https (plain http only to a loopback host such as 127.0.0.1): ${url.origin}`);
  }
  /** @param {string} name @param {number} fallback */
  const positive = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number >= 1, not ${raw}`);
    return value;
  };
  const token = env.LEAD_FORWARD_TOKEN ?? "";
  if (/[\s\p{Cc}]/u.test(token)) throw new Error("LEAD_FORWARD_TOKEN must not contain spaces or control characters");
  const secret = env.LEAD_FORWARD_SECRET ?? "";
  if (secret) decodeSecret(secret);
  return {
    forwardUrl,
    token,
    secret,
    concurrency: positive("LEAD_FORWARD_CONCURRENCY", 8),
    timing: {
      attemptTimeoutMs: positive("LEAD_FORWARD_TIMEOUT_MS", DEFAULT_TIMING.attemptTimeoutMs),
      baseDelayMs: positive("LEAD_FORWARD_RETRY_BASE_MS", DEFAULT_TIMING.baseDelayMs),
      capDelayMs: positive("LEAD_FORWARD_RETRY_CAP_MS", DEFAULT_TIMING.capDelayMs),
    },
  };
}
