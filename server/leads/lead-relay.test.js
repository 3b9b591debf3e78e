// @vitest-environment node
// @ts-check
/**
 * The relay in one process against a fake automation host, with timings compressed (a 1 s base
 * delay becomes 20 ms, the 10 s attempt timeout 300 ms), so minutes of faults take a second.
 */
import { webcrypto } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeHost } from "../../tools/lib/fake-automation-host.mjs";
import { leadsReport } from "./leads-cli.mjs";
import { DatabaseSync } from "node:sqlite";
import { createLeadInbox } from "./lead-inbox.mjs";
import { createLeadRelay } from "./lead-relay.mjs";
import { forgetEmail } from "./lead-forget.mjs";
import { leadStorePaths, openLeadDatabase } from "./lead-store.mjs";
import { exportLeads } from "./lead-upkeep.mjs";
import { buildIntegrationLead, buildLead, formTags } from "../../tests/support/lead-builder.ts";
import { closeServer, listenLocal, waitFor } from "../../tests/support/server-fixtures.mjs";

/** The stored leads, as `npm run leads -- --export` prints them. @param {string} file */
const readLeads = async (file) => exportLeads(file);

// An attempt times out only where a test makes the host hang: a loaded machine never answers 10 s late.
const FAST = {
  baseDelayMs: 20,
  capDelayMs: 200,
  attemptTimeoutMs: 10_000,
  requeuePollMs: 50,
  recoveryCooldownMs: 100,
  giveUpAfterMs: 60_000,
};
const CONTACT = "contato-form-automation-id";

/** @param {string} email */
const leadFor = (email) => buildLead({ email, tags: formTags() });

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * @param {{ respond?: import("../../tools/lib/fake-automation-host.mjs").Respond, timing?: Partial<typeof FAST>,
 *   concurrency?: number, now?: () => number, dir?: string, token?: string, secret?: string }} [options]
 */
async function rig({ respond, timing = {}, concurrency = 8, now, dir, token, secret } = {}) {
  const folder = dir ?? (await mkdtemp(path.join(os.tmpdir(), "lead-relay-")));
  if (!dir) cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const file = path.join(folder, "leads.db");
  const host = await startFakeHost({ respond });
  cleanups.push(host.close);
  return { folder, file, host, ...(await relayOn(file, host.url, { timing, concurrency, now, token, secret })) };
}

/**
 * A relay and the inbox in front of it, on the given database.
 * @param {string} file @param {string} forwardUrl
 * @param {{ timing?: Partial<typeof FAST>, concurrency?: number, now?: () => number, token?: string, secret?: string }} options
 */
async function relayOn(file, forwardUrl, { timing = {}, concurrency = 8, now, token, secret } = {}) {
  /** @type {string[]} */
  const logged = [];
  const db = openLeadDatabase(file);
  const relay = createLeadRelay({
    forwardUrl,
    db,
    timing: { ...FAST, ...timing },
    concurrency,
    log: (line) => logged.push(line),
    random: () => 0.5,
    token,
    secret,
    ...(now ? { now } : {}),
  });
  const started = await relay.start();
  const inbox = createLeadInbox({ db, log: (line) => logged.push(line), relay, rateLimit: 0 });
  const server = http.createServer((req, res) => void inbox.handle(req, res));
  const { base } = await listenLocal(server);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await relay.stop();
    await closeServer(server);
    db.close();
  };
  cleanups.push(close);
  /** @param {unknown} body @param {string} [id] @param {string} [type] */
  const post = (body, id = CONTACT, type = "application/json") =>
    fetch(`${base}/webhook/${id}`, {
      method: "POST",
      headers: { "Content-Type": type },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return { relay, started, post, logged, close };
}

/**
 * The delivery history, oldest first, as records (a failure with its reason).
 * @param {string} file
 * @returns {Promise<{ event: string, id: string, at: string, attempt: number, status?: number, error?: string, answer?: string, reason?: string }[]>}
 */
async function journal(file) {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 15_000 });
  try {
    const rows = db
      .prepare(
        `SELECT d.event, d.lead_id AS id, d.at, d.attempt, d.status, d.error, d.answer, json_extract(l.failure, '$.reason') AS reason
         FROM deliveries AS d JOIN leads AS l ON l.id = d.lead_id ORDER BY d.rowid`,
      )
      .all();
    const records = rows.map((/** @type {Record<string, unknown>} */ row) =>
      Object.fromEntries(Object.entries(row).filter(([key, value]) => value !== null && (key !== "reason" || row.event === "failed"))),
    );
    return /** @type {any} */ (records);
  } finally {
    db.close();
  }
}

// Generous limits: the machine may be busy; the assertions are about order and counts, not speed.
describe("lead relay", { timeout: 120_000 }, () => {
  it("delivers each lead once: the browser's body, the lead's id as Idempotency-Key, the form's path", async () => {
    const r = await rig();
    expect((await r.post(leadFor("a@clinica.com.br"))).status).toBe(200);
    const integration = buildIntegrationLead({ email: "b@clinica.com.br", tags: formTags() });
    expect((await r.post(integration, "integracao-form-automation-id")).status).toBe(200);
    await r.relay.idle();
    const stored = await readLeads(r.file);
    expect(r.host.requests.map((q) => [q.key, q.path, q.contentType])).toEqual(
      stored.map((l) => [l.id, `/webhook/${l.automationId}`, "application/json"]),
    );
    expect(r.host.requests.map((q) => q.body)).toEqual([leadFor("a@clinica.com.br"), integration]);
    expect((await journal(r.file)).map((e) => [e.event, e.id])).toEqual(stored.map((l) => ["delivered", l.id]));
    expect((await leadsReport(r.file)).counts).toEqual({ received: 2, delivered: 2, pending: 0, failed: 0, notRelayed: 0 });
  });

  it("retries 500 three times with growing waits, then delivers on the 200 with the same key", async () => {
    const r = await rig({ respond: (q) => ({ status: q.attempt <= 3 ? 500 : 200, body: q.attempt <= 3 ? "Internal error" : "{}" }) });
    await r.post(leadFor("a@clinica.com.br"));
    await waitFor(() => r.host.accepted.size === 1);
    await r.relay.idle();
    const keys = new Set(r.host.requests.map((q) => q.key));
    expect(keys.size).toBe(1);
    expect(r.host.requests).toHaveLength(4);
    // The waits themselves (growing, capped, jittered) are relay-policy.test.js's: here only their sequence.
    // History keeps the first failure and the outcome; the count of attempts is on the lead's row.
    const records = await journal(r.file);
    expect(records.map((e) => [e.event, "attempt" in e ? e.attempt : 0])).toEqual([
      ["attempt-failed", 1],
      ["delivered", 4],
    ]);
    expect((await readLeads(r.file))[0]).toMatchObject({ status: "delivered", attempts: 4 });
    expect(records[0]).toMatchObject({ status: 500, error: "HTTP 500: Internal error" });
  });

  it("delivers once, with one key, a lead the host answered 404 while it deployed", async () => {
    const r = await rig({ respond: (q) => (q.attempt === 1 ? { status: 404, body: "Not Found" } : { status: 200 }) });
    await r.post(leadFor("deploy@clinica.com.br"));
    await waitFor(() => r.host.accepted.size === 1);
    await r.relay.idle();
    expect(r.host.requests.map((q) => q.attempt)).toEqual([1, 2]);
    expect(new Set(r.host.requests.map((q) => q.key)).size).toBe(1);
    expect(r.host.duplicates()).toBe(0);
    expect((await journal(r.file)).map((e) => e.event)).toEqual(["attempt-failed", "delivered"]);
  });

  it("sends the bearer token and a Standard Webhooks signature that an independent implementation verifies", async () => {
    const key = Buffer.from("a-test-key-of-32-bytes-for-hmac!");
    const secret = `whsec_${key.toString("base64")}`;
    const r = await rig({ token: "tok-123", secret, respond: (q) => (q.attempt === 1 ? { status: 503 } : { status: 200 }) });
    const before = Math.floor(Date.now() / 1000);
    await r.post(leadFor("assinado@clinica.com.br"));
    await waitFor(() => r.host.accepted.size === 1);
    await r.relay.idle();
    expect(r.host.requests).toHaveLength(2);
    // WebCrypto's HMAC, not the relay's node:crypto: the receiving side's check, as the spec writes it.
    const hmac = await webcrypto.subtle.importKey(
      "raw",
      Buffer.from(secret.slice("whsec_".length), "base64"),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["verify"],
    );
    for (const q of r.host.requests) {
      expect(q.headers.authorization).toBe("Bearer tok-123");
      const id = String(q.headers["webhook-id"]);
      const timestamp = String(q.headers["webhook-timestamp"]);
      expect(id).toBe(q.key);
      expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
      expect(Number(timestamp)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
      const [version, signature = ""] = String(q.headers["webhook-signature"]).split(",");
      expect(version).toBe("v1");
      const valid = await webcrypto.subtle.verify(
        "HMAC",
        hmac,
        Buffer.from(signature, "base64"),
        new TextEncoder().encode(`${id}.${timestamp}.${q.raw}`),
      );
      expect(valid).toBe(true);
      // A changed body does not verify.
      const forged = await webcrypto.subtle.verify(
        "HMAC",
        hmac,
        Buffer.from(signature, "base64"),
        new TextEncoder().encode(`${id}.${timestamp}.${q.raw.replace("assinado", "outro")}`),
      );
      expect(forged).toBe(false);
    }
  });

  it("gives up an attempt the host leaves hanging after the timeout, and delivers on the next one", async () => {
    const r = await rig({ respond: (q) => (q.attempt === 1 ? { hang: true } : { status: 200 }), timing: { attemptTimeoutMs: 300 } });
    await r.post(leadFor("a@clinica.com.br"));
    await waitFor(() => r.host.accepted.size === 1);
    await r.relay.idle();
    expect(r.host.requests.map((q) => q.attempt)).toEqual([1, 2]);
    const records = await journal(r.file);
    expect(records.map((e) => e.event)).toEqual(["attempt-failed", "delivered"]);
    expect(records[0]).toMatchObject({ error: "no answer within 0.3 s" });
  });

  it("keeps a lead the host refuses with 422 as failed, lists it, and delivers it after --retry-failed", async () => {
    const refusal = JSON.stringify({ error: "invalid phone", detail: "é".repeat(600) });
    const r = await rig({ respond: () => ({ status: 422, body: refusal }) });
    await r.post(leadFor("recusado@clinica.com.br"));
    await r.relay.idle();
    await new Promise((resolve) => setTimeout(resolve, 6 * FAST.baseDelayMs));
    expect(r.host.requests).toHaveLength(1);
    const [failed] = await journal(r.file);
    expect(failed).toMatchObject({ event: "failed", reason: "rejected", status: 422, attempt: 1 });
    const answer = failed && "answer" in failed ? (failed.answer ?? "") : "";
    expect(Buffer.byteLength(answer)).toBeLessThanOrEqual(500);
    expect(
      Buffer.from(refusal)
        .subarray(0, 500)
        .toString("utf8")
        .startsWith(answer.replace(/\uFFFD$/, "")),
    ).toBe(true);
    expect(answer.length).toBeGreaterThan(200);
    expect(await r.relay.stats()).toEqual({ pending: 0, inFlight: 0, failed: 1 });
    expect(r.logged.join("\n")).toContain("refused by the host (HTTP 422)");
    // The log names the lead and the outcome; never the person, nor the host's answer (it may quote them).
    expect(r.logged.join("\n")).not.toMatch(/recusado|Ana|98765|invalid phone/);

    const listed = await leadsReport(r.file);
    expect(listed.counts).toMatchObject({ received: 1, delivered: 0, pending: 0, failed: 1 });
    expect(listed.text).toMatch(
      /Failed \(1\)[\s\S]*recusado@clinica\.com\.br.*refused by the host \(attempt 1\).*HTTP 422; answer: \{"error":"invalid phone"/,
    );

    r.host.setRespond(() => ({ status: 200 }));
    const retried = await leadsReport(r.file, { retryFailed: true });
    expect(retried.requeued).toBe(1);
    await waitFor(() => r.host.accepted.size === 1);
    await r.relay.idle();
    expect(new Set(r.host.requests.map((q) => q.key)).size).toBe(1);
    expect((await leadsReport(r.file)).counts).toMatchObject({ delivered: 1, pending: 0, failed: 0 });
    // Requeuing again finds nothing to requeue.
    expect((await leadsReport(r.file, { retryFailed: true })).requeued).toBe(0);
  });

  it("retries network errors, timeouts, 3xx, 5xx and most 4xx; only 400, 401, 403, 410, 413, 415 and 422 are permanent", async () => {
    const retried = [404, 405, 408, 409, 425, 429, 451, 500, 502, 503, 504, 301];
    const permanent = [400, 401, 403, 410, 413, 415, 422];
    const statusOf = (/** @type {unknown} */ body) => Number(String(/** @type {{ email?: string }} */ (body).email).split("@")[0]);
    const r = await rig({
      respond: (q) => {
        /** @type {Record<string, string>} */
        const headers = statusOf(q.body) === 429 ? { "Retry-After": "0" } : {};
        return q.attempt === 1 ? { status: statusOf(q.body), headers } : { status: 200 };
      },
    });
    for (const status of [...retried, ...permanent]) expect((await r.post(leadFor(`${status}@clinica.com.br`))).status).toBe(200);
    await r.relay.idle();
    const attemptsOf = (/** @type {number} */ status) => r.host.requests.filter((q) => statusOf(q.body) === status).length;
    expect(retried.map(attemptsOf)).toEqual(retried.map(() => 2));
    expect(permanent.map(attemptsOf)).toEqual(permanent.map(() => 1));
    const counts = (await leadsReport(r.file)).counts;
    expect(counts).toMatchObject({ delivered: retried.length, failed: permanent.length, pending: 0 });
  });

  it("delivers every lead exactly once after the host refused connections for a while", async () => {
    // Refusals are immediate; a long attempt timeout keeps a slow answer on a busy machine from being sent twice.
    const r = await rig({ timing: { attemptTimeoutMs: 10_000 } });
    await r.host.down();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => r.post(leadFor(`lead-${i}@clinica.com.br`))));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    // Several rounds of backoff against a closed port (20, 40, 80, 160, 200 ms...).
    await waitFor(async () => (await readLeads(r.file)).every((l) => l.attempts >= 4));
    expect((await r.relay.stats()).pending).toBe(50);
    await r.host.up();
    await waitFor(() => r.host.accepted.size === 50);
    await r.relay.idle();
    const stored = await readLeads(r.file);
    expect([...r.host.received.entries()].sort()).toEqual(stored.map((l) => [l.id, 1]).sort());
    expect(r.host.duplicates()).toBe(0);
    const failures = (await journal(r.file)).filter((e) => e.event === "attempt-failed");
    expect(failures.every((e) => /ECONNREFUSED/.test(e.error ?? ""))).toBe(true);
  });

  it("wakes leads waiting on a connection error as soon as the host delivers again", async () => {
    // A first failure holds the lead for a minute: delivered within the wait's bound, it was woken, not retried.
    const r = await rig({ timing: { baseDelayMs: 60_000, capDelayMs: 60_000 } });
    await r.host.down();
    await r.post(leadFor("cedo@clinica.com.br"));
    await waitFor(async () => (await journal(r.file)).length === 1, 20_000);
    await r.host.up();
    await r.post(leadFor("depois@clinica.com.br"));
    await waitFor(() => r.host.accepted.size === 2, 20_000);
    expect(r.host.requests.map((q) => /** @type {{ email: string }} */ (q.body).email)).toEqual([
      "depois@clinica.com.br",
      "cedo@clinica.com.br",
    ]);
  });

  it("keeps one attempt in flight per lead and at most `concurrency` overall", async () => {
    // First attempts outlast the attempt timeout by a wide margin, so the test holds on a loaded machine.
    const r = await rig({
      concurrency: 3,
      timing: { attemptTimeoutMs: 1000 },
      respond: (q) => (q.attempt === 1 ? { delayMs: 1500 } : { delayMs: 30 }),
    });
    await Promise.all(Array.from({ length: 12 }, (_, i) => r.post(leadFor(`c-${i}@clinica.com.br`))));
    await waitFor(() => r.host.accepted.size === 12, 40_000);
    await r.relay.idle();
    expect(r.host.concurrency()).toEqual({ maxInFlight: 3, maxInFlightPerKey: 1 });
    expect(r.host.requests.filter((q) => q.attempt === 2)).toHaveLength(12);
  });

  it("resumes the undelivered leads after a restart and never resends a delivered one", async () => {
    const r = await rig();
    for (let i = 0; i < 5; i++) await r.post(leadFor(`antes-${i}@clinica.com.br`));
    await r.relay.idle();
    await r.host.down();
    for (let i = 0; i < 10; i++) await r.post(leadFor(`durante-${i}@clinica.com.br`));
    await r.close();
    await r.host.up();
    const again = await relayOn(r.file, r.host.url, {});
    expect(again.started).toEqual({ resumed: 10, failed: 0, notRelayed: 0 });
    await again.relay.idle();
    expect(r.host.received.size).toBe(15);
    expect([...r.host.received.values()].every((n) => n === 1)).toBe(true);
    expect((await leadsReport(r.file)).counts).toMatchObject({ received: 15, delivered: 15, pending: 0 });
  });

  it("marks a lead failed (expired) when retries run past the window, and a requeue starts a new window", async () => {
    let clock = Date.parse("2026-11-23T12:00:00.000Z");
    const r = await rig({ now: () => clock, timing: { giveUpAfterMs: 24 * 3_600_000 }, respond: () => ({ status: 503 }) });
    await r.post(leadFor("tarde@clinica.com.br"));
    await waitFor(async () => ((await readLeads(r.file))[0]?.attempts ?? 0) >= 2);
    clock += 24 * 3_600_000;
    await r.relay.idle();
    const records = await journal(r.file);
    expect(records.at(-1)).toMatchObject({ event: "failed", reason: "expired", error: 'HTTP 503: {"ok":false}' });
    expect(records.map((e) => e.event)).toEqual(["attempt-failed", "failed"]);
    expect((await leadsReport(r.file)).text).toMatch(/tarde@clinica\.com\.br.*retries ran out after \d+ attempts/);

    r.host.setRespond(() => ({ status: 200 }));
    await leadsReport(r.file, { retryFailed: true, now: () => new Date(clock) });
    await waitFor(() => r.host.accepted.size === 1);
    // The host answers before the relay writes "delivered": wait for the record, not the request.
    await waitFor(async () => (await leadsReport(r.file)).counts.delivered === 1);
    expect((await leadsReport(r.file)).counts).toMatchObject({ delivered: 1, failed: 0 });
  });

  it("does not relay leads stored without forwarding, even when forwarding is switched on later", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "lead-relay-"));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const file = path.join(folder, "leads.db");
    const plain = createLeadInbox({ file, log: () => undefined });
    const server = http.createServer((req, res) => void plain.handle(req, res));
    const { port } = await listenLocal(server);
    await fetch(`http://127.0.0.1:${port}/webhook/${CONTACT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(leadFor("antigo@clinica.com.br")),
    });
    await closeServer(server);
    expect((await readLeads(file))[0]?.status).toBe("inbox");

    const r = await rig({ dir: folder });
    expect(r.started).toEqual({ resumed: 0, failed: 0, notRelayed: 1 });
    await r.post(leadFor("novo@clinica.com.br"));
    await r.relay.idle();
    expect(r.host.requests.map((q) => /** @type {{ email: string }} */ (q.body).email)).toEqual(["novo@clinica.com.br"]);
    expect((await leadsReport(r.file)).counts).toEqual({ received: 2, delivered: 1, pending: 0, failed: 0, notRelayed: 1 });
  });

  it("forwards nothing for unknown automation ids and hostile bodies, and keeps working", async () => {
    const r = await rig();
    const good = leadFor("bom@clinica.com.br");
    const answers = [
      await r.post(good, "outra-automacao"),
      await r.post(good, "contato-form-automation-id%2F..%2F..%2Fadmin"),
      await r.post('{"name": '),
      await r.post("[]"),
      await r.post({ ...good, tags: "form" }),
      await r.post(good, CONTACT, "text/plain"),
      await r.post({ ...good, messageToSend: "x".repeat(70 * 1024) }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 400, 422, 422, 415, 413]);
    for (const a of answers) expect(await a.json()).toMatchObject({ ok: false, error: expect.any(String) });
    expect((await r.post(good)).status).toBe(200);
    await r.relay.idle();
    expect(r.host.requests).toHaveLength(1);
    expect(await readLeads(r.file)).toHaveLength(1);
  });

  it("keeps no host answer quoting an address erased while the attempt was under way (--forget racing it)", async () => {
    const ana = "ana.race@clinica.com.br";
    /** @type {() => void} */
    let release = () => undefined;
    const gate = new Promise((resolve) => (release = () => resolve(undefined)));
    const r = await rig({
      respond: async ({ body }) => {
        const email = /** @type {{ email: string }} */ (body).email;
        if (email === ana) return { status: 200 };
        // Answered once the erasure is committed, quoting her: a refusal and a retryable error.
        await gate;
        return { status: email.startsWith("bob") ? 422 : 503, body: `{"error":"telefone já cadastrado para ${ana.toUpperCase()}"}` };
      },
    });
    expect((await r.post(leadFor(ana))).status).toBe(200);
    await waitFor(async () => (await readLeads(r.file))[0]?.status === "delivered");
    expect((await r.post(leadFor("bob@clinica.com.br"))).status).toBe(200);
    expect((await r.post(leadFor("caio@clinica.com.br"))).status).toBe(200);
    await waitFor(() => r.host.requests.length >= 3);
    const db = openLeadDatabase(r.file);
    try {
      expect((await forgetEmail(db, ana, { legacy: leadStorePaths({ LEAD_INBOX_FILE: r.file }) })).removed).toBe(1);
    } finally {
      db.close();
    }
    release();
    await waitFor(async () => {
      const leads = await readLeads(r.file);
      return leads.length === 2 && leads.every((l) => l.attempts >= 1);
    });
    const stored = JSON.stringify([await readLeads(r.file), await journal(r.file)]).toLowerCase();
    expect(stored).not.toContain(ana);
    expect(stored).toContain("http 422: [answer removed: an erasure ran during this attempt]");
    expect(stored).toContain("http 503: [answer removed: an erasure ran during this attempt]");
    // An attempt read after the erasure keeps its host's answer.
    await r.post(leadFor("dora@clinica.com.br"));
    await waitFor(async () => (await readLeads(r.file)).some((l) => l.email === "dora@clinica.com.br" && l.attempts >= 1));
    expect(JSON.stringify(await journal(r.file))).toContain("telefone já cadastrado para ANA.RACE@CLINICA.COM.BR");
  });
});
