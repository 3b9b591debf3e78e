// @ts-check
/**
 * Local lead inbox: what `npm start` answers at /webhook/:automationId when the site was
 * built without VITE_AUTOMATION_API_URL. Each lead becomes one row of the leads database
 * (default data/leads.db, server/leads/lead-store.mjs), committed with a full sync before the browser
 * hears "ok", so a lead the visitor saw confirmed is on disk. A full disk or a database at its
 * size limit answers 503 and stores nothing. With a relay (LEAD_FORWARD_URL,
 * server/leads/lead-relay.mjs) each stored lead is then delivered to the automation host.
 * Before storing, the form's own rules (server/leads/lead-rules.mjs) and a per-client limit
 * (server/leads/rate-limit.mjs); the log names the lead's id, form and outcome, never its person.
 */
import { randomUUID } from "node:crypto";
import { checkLead, isAutomationId } from "./lead-rules.mjs";
import { createLeadOps } from "./lead-ops.mjs";
import { isStorageBusy, isStorageFull, openLeadDatabase } from "./lead-store.mjs";
import { clientAddress, createRateLimiter } from "./rate-limit.mjs";
import { lateError } from "./lead-writer.mjs";
import { isKeyReused } from "./lead-records.mjs";
import { apiMessages } from "../../app/content/lead-contract/api-messages.ts";

/**
 * @typedef {import("./lead-store.mjs").LeadTag} LeadTag
 * @typedef {import("./lead-store.mjs").StoredLead} StoredLead
 * @typedef {{ enqueue(lead: StoredLead): void }} RelayHandle
 * @typedef {{ store?: import("./lead-ops.mjs").LeadOps, db?: import("node:sqlite").DatabaseSync, file?: string, log?: (line: string) => void, now?: () => Date,
 *   relay?: RelayHandle | null, rateLimit?: number, trustProxy?: boolean, siteOrigin?: string, ackDeadlineMs?: number }} InboxOptions
 *   `store`: the database's operations (its thread's, lead-db-client.mjs), or `db` (an open database) or `file` to
 *   run them here; `rateLimit`: leads per minute per client (default 10,
 *   0 = no limit); `trustProxy`: the client is the last address of X-Forwarded-For (behind nginx); `siteOrigin`:
 *   the site's public origin, allowed by CORS; `ackDeadlineMs`: ACK_DEADLINE_MS (a test's is shorter).
 */

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The longest a lead waits for its answer, from its request to the answer, whatever queue it waits
 * in: under the 10 s after which nginx and the form give up, so a visitor told "ok" was told in
 * time, and a visitor told 503 was told the truth (not stored) and may send it again.
 */
export const ACK_DEADLINE_MS = 5000;

/**
 * The two moments of a lead's deadline, from its request's start: the database must have begun
 * its write by `beginBy` (a fifth of the deadline is left for the commit's sync), and the visitor
 * hears 503 at `answerBy` if no commit came (a tenth is left for the answer's way out).
 * @param {number} startedMs @param {number} deadlineMs
 */
export const ackMoments = (startedMs, deadlineMs) => ({ beginBy: startedMs + deadlineMs * 0.8, answerBy: startedMs + deadlineMs * 0.9 });
const PREFLIGHT_MAX_AGE_SECONDS = "86400";

/** A UUID (any version, any letter case): what the form sends as its `Idempotency-Key`. */
const UUID_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The lead's id from the form's `Idempotency-Key` header (lower case), or null when there is none or
 * it is not a UUID (a no-JS post, another client, two headers joined): then the server makes one.
 * @param {string | string[] | undefined} header
 */
export function leadKeyOf(header) {
  const value = typeof header === "string" ? header.trim() : "";
  return UUID_KEY.test(value) ? value.toLowerCase() : null;
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {Record<string, unknown>} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, body, headers = {}) {
  const data = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(data),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(data);
}

/** The site's public origin when VITE_SITE_URL is not set (app/site.ts; a test keeps them equal). */
export const DEFAULT_SITE_URL = "https://www.atendra.com.br";

/** A page on this machine during development (`npm run dev`, a preview): any port. */
const DEV_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{1,5})?$/;

/**
 * CORS for the site's own origin and for development pages on localhost; any other origin gets
 * no Access-Control-Allow-Origin (the browser then refuses to send the lead), never `*`.
 * @param {import("node:http").IncomingMessage} req
 * @param {string} siteOrigin
 * @returns {Record<string, string>}
 */
function corsHeaders(req, siteOrigin) {
  const origin = req.headers.origin;
  if (!origin || (origin !== siteOrigin && !DEV_ORIGIN.test(origin))) return { Vary: "Origin" };
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, Idempotency-Key",
    "Access-Control-Max-Age": PREFLIGHT_MAX_AGE_SECONDS,
    Vary: "Origin",
  };
}

/**
 * Reads the request body up to MAX_BODY_BYTES. Resolves null when it is larger (the rest
 * is not read).
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<Buffer | null>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        done = true;
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!done) resolve(Buffer.concat(chunks));
      done = true;
    });
    req.on("error", (error) => {
      if (!done) reject(error);
      done = true;
    });
  });
}

/**
 * Whether `work` settles within `ms` (its rejection is passed on). @param {Promise<unknown>} work @param {number} ms
 * @returns {Promise<boolean>}
 */
async function withinDeadline(work, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, ms))));
  try {
    return /** @type {boolean} */ (await Promise.race([work.then(() => true), late]));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * @param {InboxOptions} options
 */
export function createLeadInbox({
  store: given,
  db,
  file = "",
  log = (line) => console.log(line),
  now = () => new Date(),
  relay = null,
  rateLimit = 10,
  trustProxy = false,
  siteOrigin = DEFAULT_SITE_URL,
  ackDeadlineMs = ACK_DEADLINE_MS,
}) {
  const store = given ?? createLeadOps(db ?? openLeadDatabase(file));
  const limiter = createRateLimiter({ limit: rateLimit, now: () => now().getTime() });
  const origin = new URL(siteOrigin).origin;

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function handle(req, res) {
    const startedMs = Date.now();
    const cors = corsHeaders(req, origin);
    const pathname = new URL(req.url ?? "/", "http://inbox.local").pathname;
    const match = /^\/webhook\/([^/]+)\/?$/.exec(pathname);
    let automationId = "";
    try {
      automationId = match?.[1] ? decodeURIComponent(match[1]) : "";
    } catch {
      automationId = "";
    }
    // Only the site's own forms: the relay must not carry posts to arbitrary paths of the host.
    if (!isAutomationId(automationId)) {
      return sendJson(res, 404, { ok: false, error: apiMessages.automationNotFound }, cors);
    }

    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...cors, "Content-Length": "0" });
      return void res.end();
    }
    if (req.method !== "POST") {
      return sendJson(res, 405, { ok: false, error: apiMessages.postOnly }, { ...cors, Allow: "POST, OPTIONS" });
    }

    // Counted before the body is read: a client past its limit costs one small answer.
    const admitted = limiter.take(clientAddress(req, trustProxy));
    if (!admitted.ok) {
      return sendJson(
        res,
        429,
        { ok: false, error: apiMessages.tooManyPosts },
        { ...cors, "Retry-After": String(admitted.retryAfterSeconds) },
      );
    }

    const contentType = String(req.headers["content-type"] ?? "");
    if (!/^application\/json\b/i.test(contentType)) {
      return sendJson(res, 415, { ok: false, error: apiMessages.jsonOnly }, cors);
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    /** @type {Buffer | null} */
    let body;
    try {
      body = declared > MAX_BODY_BYTES ? null : await readBody(req);
    } catch {
      // The client went away mid-body: nothing to store and nobody to answer.
      return void res.destroy();
    }
    if (body === null) {
      // Stop reading: close the connection once the answer is out.
      res.on("finish", () => req.destroy());
      return sendJson(res, 413, { ok: false, error: apiMessages.bodyTooLarge(MAX_BODY_BYTES / 1024) }, { ...cors, Connection: "close" });
    }

    /** @type {unknown} */
    let parsed;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      return sendJson(res, 400, { ok: false, error: apiMessages.malformedJson }, cors);
    }
    const checked = await checkLead(parsed, automationId);
    if (!checked.ok) {
      log(`[lead-inbox] ${automationId}: refused (422, field ${checked.field})`);
      return sendJson(res, 422, { ok: false, field: checked.field, error: checked.error }, cors);
    }

    const at = now();
    let repeat = false;
    // The form's key makes a resend after a lost answer the same lead: stored once, answered alike.
    /** @type {StoredLead} */
    const stored = {
      id: leadKeyOf(req.headers["idempotency-key"]) ?? randomUUID(),
      receivedAt: at.toISOString(),
      automationId,
      ...checked.lead,
    };
    try {
      const { beginBy, answerBy } = ackMoments(startedMs, ackDeadlineMs);
      const inserted = store.insert(stored, { relay: Boolean(relay), deadlineMs: beginBy });
      const answered = await withinDeadline(inserted, answerBy - Date.now());
      if (!answered) {
        // The database had it by its deadline but its commit is late: the visitor hears 503 now.
        void inserted.then(
          (result) => {
            if (result?.repeat) return;
            log(`[lead-inbox] lead ${stored.id} ${automationId}: stored after its 503 was sent (a late commit)`);
            relay?.enqueue(stored);
          },
          () => undefined,
        );
        throw lateError();
      }
      repeat = Boolean((await inserted)?.repeat);
    } catch (error) {
      if (isKeyReused(error)) {
        log(`[lead-inbox] lead ${stored.id} ${automationId}: refused (422, its key names a lead with other content)`);
        return sendJson(res, 422, { ok: false, error: apiMessages.keyReused }, cors);
      }
      // Full or held by another process: nothing was stored, and the visitor can send it again later.
      const full = isStorageFull(error) || isStorageBusy(error);
      console.error(`[lead-inbox] ${automationId}: could not store lead ${stored.id}:`, /** @type {Error} */ (error)?.message ?? error);
      return sendJson(res, full ? 503 : 500, { ok: false, error: full ? apiMessages.storageFull : apiMessages.storeFailed }, cors);
    }
    if (repeat) {
      log(`[lead-inbox] lead ${stored.id} ${automationId}: sent again with its key, stored already: answered ok, nothing stored`);
      return sendJson(res, 200, { ok: true }, cors);
    }
    log(`[lead-inbox] lead ${stored.id} ${automationId}: stored${relay ? ", queued for delivery" : ""}`);
    relay?.enqueue(stored);
    return sendJson(res, 200, { ok: true }, cors);
  }

  return { handle };
}
