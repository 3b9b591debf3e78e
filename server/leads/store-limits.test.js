// @vitest-environment node
// @ts-check
/**
 * The leads database at its limits, on the real server (`node server/site/server.mjs`), a fake
 * automation host on 127.0.0.1 and real files: a database filled to its size limit while the host is
 * down, then the host back (with and without a restart between); a write held by another process
 * for 12 s while 1,500 leads are due; leads posted while that write is held. Every wait is a bounded
 * wait on a state; the only clock in an assertion is the acknowledgement's deadline.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startFakeHost } from "../../tools/lib/fake-automation-host.mjs";
import { startNodeServer } from "../../tools/load/node-server.mjs";
import { createLeadRecords } from "./lead-records.mjs";
import { openLeadDatabase } from "./lead-store.mjs";
import { exportLeads } from "./lead-upkeep.mjs";
import { leadsReport } from "./leads-cli.mjs";
import { buildStoredLead } from "../../tests/support/lead-builder.ts";
import { postLead, useSiteFolder, waitFor } from "../../tests/support/server-fixtures.mjs";

/** Compressed relay timings: the backoff's shape is production's, its unit smaller. */
const CAP_MS = 1000;
const RELAY_ENV = { LEAD_FORWARD_RETRY_BASE_MS: "50", LEAD_FORWARD_RETRY_CAP_MS: String(CAP_MS), LEAD_FORWARD_TIMEOUT_MS: "5000" };

/** The longest a lead may wait for its answer (ok or 503): under the 10 s at which nginx and the form give up. */
const ACK_DEADLINE_MS = 5000;
/**
 * How long 1,500 due leads may take to reach the host (30 ms each) after a held write: a bound that stops a
 * stuck run, not a speed target; a busy two-core machine has needed about 60 s.
 */
const DELIVERY_BOUND_MS = 180_000;

const site = useSiteFolder("store-limits-");

/**
 * A host that answers 500 while `down` is set and 200 after.
 * @returns {Promise<Awaited<ReturnType<typeof startFakeHost>> & { back(): void }>}
 */
async function flakyHost() {
  let down = true;
  const host = await startFakeHost({ respond: () => (down ? { status: 500, body: "Internal error" } : { status: 200, delayMs: 5 }) });
  return Object.assign(host, { back: () => void (down = false) });
}

/**
 * Posts leads until the server refuses one (503), then goes on until the host has seen every stored
 * lead fail several times: an outage long enough for per-retry history to have filled the database.
 * @param {string} baseURL @param {string} file @param {Awaited<ReturnType<typeof flakyHost>>} host
 */
async function fillWhileDown(baseURL, file, host) {
  let refused = 0;
  for (let i = 0; i < 3000 && refused === 0; i++) if ((await postLead(baseURL, `cheio${i}@clinica.com.br`)).status === 503) refused++;
  expect(refused).toBe(1);
  const stored = exportLeads(file).map((l) => l.id);
  expect(stored.length).toBeGreaterThan(5);
  const failedFor = (/** @type {string} */ id) => host.requests.filter((q) => q.key === id).length;
  await waitFor(() => stored.every((id) => failedFor(id) >= 4), 20_000);
  return stored;
}

/** Every stored lead delivered, each answered 200 once, nothing else pending. @param {string} file @param {string[]} stored @param {Awaited<ReturnType<typeof flakyHost>>} host */
async function expectDeliveredOnce(file, stored, host) {
  // A bounded wait on the state: with the host back, no lead waits more than the cap for its next attempt.
  await waitFor(async () => (await leadsReport(file)).counts.pending === 0, 20 * CAP_MS);
  expect([...host.accepted.keys()].sort()).toEqual([...stored].sort());
  expect([...host.accepted.values()].filter((n) => n > 1)).toEqual([]);
  expect((await leadsReport(file)).counts).toMatchObject({ delivered: stored.length, pending: 0, failed: 0 });
}

/**
 * Leads due at once in a fresh database, as a backlog a restart resumes. @param {string} file @param {number} count
 */
function seedPending(file, count) {
  const db = openLeadDatabase(file);
  const records = createLeadRecords(db);
  db.exec("BEGIN");
  for (let i = 0; i < count; i++) records.insert(buildStoredLead({ id: `due-${i}`, email: `fila${i}@clinica.com.br` }), { relay: true });
  db.exec("COMMIT");
  db.close();
}

/**
 * A server relaying 1,500 due leads to a host that answers in 30 ms (wait for the host's first 50 inside the
 * test's try, so a failure still stops the server).
 * @param {string} name the test's own folder
 */
async function relayingBacklog(name) {
  const host = await startFakeHost({ respond: () => ({ status: 200, delayMs: 30 }) });
  const file = path.join(site.dir, name, "leads.db");
  seedPending(file, 1500);
  const server = await startNodeServer({
    port: 0,
    buildDir: site.buildDir,
    inboxFile: file,
    env: { ...RELAY_ENV, LEAD_FORWARD_URL: host.url },
  });
  return { host, file, server };
}

/**
 * Holds the write lock from another connection (an operator's long command) for `ms`.
 * @param {string} file @param {number} ms
 */
async function holdWrites(file, ms) {
  const holder = openLeadDatabase(file);
  holder.exec("BEGIN IMMEDIATE");
  await new Promise((resolve) => setTimeout(resolve, ms));
  holder.exec("ROLLBACK");
  holder.close();
}

describe("leads database at its limits", { timeout: DELIVERY_BOUND_MS + 120_000 }, () => {
  for (const restart of [false, true]) {
    it(`filled to its size limit while the host was down: once the host is back, every stored lead is delivered once${restart ? ", across a restart" : ""}`, async () => {
      const host = await flakyHost();
      const file = path.join(site.dir, `full-${restart}`, "leads.db");
      const start = () =>
        startNodeServer({
          port: 0,
          buildDir: site.buildDir,
          inboxFile: file,
          env: { ...RELAY_ENV, LEAD_FORWARD_URL: host.url, LEAD_DB_MAX_BYTES: "131072" },
        });
      let server = await start();
      try {
        const stored = await fillWhileDown(server.baseURL, file, host);
        if (restart) {
          await server.stop();
          server = await start();
        }
        host.back();
        await expectDeliveredOnce(file, stored, host);
        // And the database still takes leads once they are delivered.
        expect((await postLead(server.baseURL, "depois@clinica.com.br")).status).toBe(200);
      } finally {
        await server.kill();
        await host.close();
      }
    });
  }

  it("a write held 12 s by another process while 1,500 leads are due: every lead delivered, no key sent twice", async () => {
    const { host, file, server } = await relayingBacklog("held");
    try {
      await waitFor(() => host.accepted.size >= 50);
      await holdWrites(file, 12_000);
      await waitFor(async () => (await leadsReport(file)).counts.pending === 0, DELIVERY_BOUND_MS);
      expect(host.accepted.size).toBe(1500);
      expect([...host.received.entries()].filter(([, n]) => n > 1)).toEqual([]);
    } finally {
      await server.kill();
      await host.close();
    }
  });

  it("a lead posted while another process holds the write lock is answered within the deadline: stored and ok, or 503", async () => {
    const { host, file, server } = await relayingBacklog("ack");
    try {
      await waitFor(() => host.accepted.size >= 50);
      const held = holdWrites(file, 12_000);
      /** @type {{ status: number, ms: number, email: string }[]} */
      const answers = [];
      const posting = (async () => {
        for (let i = 0; i < 40; i++) {
          const email = `espera${i}@clinica.com.br`;
          const from = Date.now();
          const { status } = await postLead(server.baseURL, email);
          answers.push({ status, ms: Date.now() - from, email });
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();
      await Promise.all([held, posting]);
      console.log(
        `under a held write: ${answers.filter((a) => a.status === 503).length} of 40 answered 503, slowest ${Math.max(...answers.map((a) => a.ms))} ms`,
      );
      expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      expect(answers.filter((a) => a.ms > ACK_DEADLINE_MS)).toEqual([]);
      expect(answers.some((a) => a.status === 503)).toBe(true);
      // An ok is a stored lead; a 503 is not (sending it again makes no duplicate).
      await waitFor(async () => (await leadsReport(file)).counts.pending === 0, DELIVERY_BOUND_MS);
      const emails = exportLeads(file).map((l) => l.email);
      for (const a of answers) expect([a.email, emails.includes(a.email)]).toEqual([a.email, a.status === 200]);
    } finally {
      await server.kill();
      await host.close();
    }
  });
});
