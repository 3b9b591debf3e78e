// @vitest-environment node
// @ts-check
/**
 * The relay and the intake on both stores (SQLite and a real PostgreSQL), against a fake automation
 * host with compressed timings: each lead delivered once under its id as the Idempotency-Key, a retry
 * keeping the key, a second server resuming the first one's queue; on PostgreSQL, the leads a dead
 * server had claimed are delivered by another once the lease has ended. The relay's other behaviours:
 * lead-relay.test.js.
 */
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeHost } from "../../tools/lib/fake-automation-host.mjs";
import { buildLead, buildStoredLead, formTags } from "../../tests/support/lead-builder.ts";
import { useLeadEngines } from "../../tests/support/lead-engines.mjs";
import { closeServer, listenLocal, waitFor } from "../../tests/support/server-fixtures.mjs";
import { createLeadInbox } from "./lead-inbox.mjs";
import { createLeadRelay } from "./lead-relay.mjs";

const engines = useLeadEngines();
const FAST = {
  baseDelayMs: 20,
  capDelayMs: 200,
  attemptTimeoutMs: 10_000,
  requeuePollMs: 50,
  recoveryCooldownMs: 100,
  giveUpAfterMs: 60_000,
};
const CONTACT = "contato-form-automation-id";
/** The e-mail of the lead a request carried. @param {{ body: unknown }} request */
const emailOf = (request) => String(/** @type {{ email?: unknown }} */ (request.body ?? {}).email ?? "");

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A relay and the intake in front of it on `store`; `post` sends the contact form's lead.
 * @param {import("./lead-ops.mjs").LeadOps} store @param {string} forwardUrl
 */
async function serverOn(store, forwardUrl) {
  const relay = createLeadRelay({ forwardUrl, store, timing: FAST, concurrency: 8, log: () => undefined, random: () => 0.5 });
  await relay.start();
  const inbox = createLeadInbox({ store, log: () => undefined, relay, rateLimit: 0 });
  const server = http.createServer((req, res) => void inbox.handle(req, res));
  const { base } = await listenLocal(server);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await relay.stop();
    await closeServer(server);
  };
  cleanups.push(close);
  /** The contact form's lead; with `key`, under the form's Idempotency-Key. @param {string} email @param {string} [key] @param {string} [name] */
  const post = (email, key, name) =>
    fetch(`${base}/webhook/${CONTACT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
      body: JSON.stringify(buildLead({ email, tags: formTags(), ...(name ? { name } : {}) })),
    });
  return { relay, post, close };
}

/** A host whose answers the test sets; closed after the test. @param {Parameters<typeof startFakeHost>[0]} [options] */
async function hostFor(options) {
  const host = await startFakeHost(options);
  cleanups.push(host.close);
  return host;
}

describe.each(engines)("relay on $name", { timeout: 120_000 }, (engine) => {
  it("delivers each lead once, under its id as the Idempotency-Key, and retries a 500 with the same key", async () => {
    const host = await hostFor({
      respond: (request) => ({ status: request.attempt <= 2 && emailOf(request).startsWith("r") ? 500 : 200 }),
    });
    const { ops } = await engine.open();
    const { post } = await serverOn(ops, host.url);
    const emails = ["a@clinica.com.br", "b@clinica.com.br", "r@clinica.com.br"];
    for (const email of emails) expect((await post(email)).status).toBe(200);
    await waitFor(async () => (await ops.counts()).delivered === 3);
    const keys = host.requests.map((q) => q.key);
    expect(new Set(keys).size).toBe(3);
    expect(host.requests.filter((q) => emailOf(q) === "r@clinica.com.br").map((q) => q.attempt)).toEqual([1, 2, 3]);
    expect(await ops.counts()).toMatchObject({ pending: 0, delivered: 3, failed: 0 });
  });

  it("a second server resumes the first one's undelivered leads and never resends a delivered one", async () => {
    let up = false;
    const host = await hostFor({ respond: (request) => ({ status: up || emailOf(request) === "ok@clinica.com.br" ? 200 : 503 }) });
    const e = await engine.open({ leaseMs: 500 });
    const first = await serverOn(e.ops, host.url);
    expect((await first.post("ok@clinica.com.br")).status).toBe(200);
    for (const i of [1, 2, 3]) expect((await first.post(`wait${i}@clinica.com.br`)).status).toBe(200);
    await waitFor(async () => (await e.ops.counts()).delivered === 1 && host.requests.length >= 4);
    await first.close();
    up = true;
    const second = await serverOn(await e.other(), host.url);
    await waitFor(async () => (await e.ops.counts()).delivered === 4);
    const delivered = host.requests.filter((q) => emailOf(q) === "ok@clinica.com.br");
    expect(delivered).toHaveLength(1);
    await second.close();
  });

  it("a resend under the form's key is one lead, answered alike and delivered once; other content under it is 422", async () => {
    const host = await hostFor();
    const { ops } = await engine.open();
    const { post } = await serverOn(ops, host.url);
    const key = "7d0c3f5e-2b1a-4c9d-8e7f-0a1b2c3d4e5f";
    const answers = await Promise.all([post("k@clinica.com.br", key), post("k@clinica.com.br", key)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await post("k@clinica.com.br", key)).status).toBe(200);
    expect((await post("k@clinica.com.br", key, "Outra Pessoa")).status).toBe(422);
    await waitFor(async () => (await ops.counts()).delivered === 1);
    expect(await ops.counts()).toMatchObject({ received: 1, delivered: 1 });
    expect(host.requests.map((q) => q.key)).toEqual([key]);
  });

  it("never sends again a lead whose outcome was committed while a read of the due leads was under way", async () => {
    const host = await hostFor();
    const { ops } = await engine.open();
    await ops.insert(buildStoredLead({ id: "x1" }), { relay: true });
    /** @type {() => void} */
    let committed = () => undefined;
    const settledFirst = new Promise((resolve) => (committed = () => resolve(undefined)));
    let reads = 0;
    // The read that follows the host's answer sees the lead still pending, and its answer comes back only after the
    // outcome's commit (on PostgreSQL the two run on separate connections: their answers may come back in either order).
    /** @type {import("./lead-ops.mjs").LeadOps} */
    const store = {
      ...ops,
      async due(nowMs, limit) {
        const due = await ops.due(nowMs, limit);
        if (++reads === 2) await settledFirst;
        return due;
      },
      async settle(s) {
        const result = await ops.settle(s);
        committed();
        return result;
      },
    };
    const relay = createLeadRelay({ forwardUrl: host.url, store, timing: FAST, concurrency: 8, log: () => undefined });
    cleanups.push(() => relay.stop());
    await relay.start();
    await waitFor(async () => (await ops.counts()).delivered === 1 && reads >= 4);
    expect(host.requests.map((q) => q.key)).toEqual(["x1"]);
  });
});

describe("relay on PostgreSQL only", { timeout: 120_000 }, () => {
  const postgresql = /** @type {(typeof engines)[number]} */ (engines.find((e) => e.name === "PostgreSQL"));

  it("delivers the leads a dead server had claimed, once, after its lease has ended", async () => {
    const host = await hostFor();
    const leaseMs = 800;
    const e = await postgresql.open({ leaseMs });
    for (const i of [1, 2, 3]) await e.ops.insert(buildStoredLead({ id: `claimed-${i}`, email: `c${i}@clinica.com.br` }), { relay: true });
    // The first server claims them and dies before any attempt.
    const claimedAt = Date.now();
    expect(await e.ops.due(claimedAt, 10)).toHaveLength(3);
    const other = await e.other();
    await serverOn(other, host.url);
    await waitFor(async () => (await other.counts()).delivered === 3);
    expect(new Set(host.requests.map((q) => q.key)).size).toBe(3);
    expect(host.requests).toHaveLength(3);
    expect(Math.min(...host.requests.map((q) => q.at))).toBeGreaterThanOrEqual(claimedAt + leaseMs);
  });
});
