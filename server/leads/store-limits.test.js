// @vitest-environment node
// @ts-check
/**
 * The leads database at its limits, on the real server (`node server/site/server.mjs`), a fake
 * automation host on 127.0.0.1 and real files: a database filled to its size limit while the host is
 * down, then the host back (with and without a restart between); a write held by another process
 * for 12 s while 1,500 leads are due; leads posted while that write is held. Every wait is a bounded
 * wait on a state, a backlog's bounded by its progress (not by a total: a busy machine is slower, not stuck); no
 * assertion reads a client's clock against the acknowledgement's deadline (the answers are compared with the
 * moment the held write ends).
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
import { postLead, useSiteFolder, waitFor, waitForProgress } from "../../tests/support/server-fixtures.mjs";

/** Compressed relay timings: the backoff's shape is production's, its unit smaller. */
const CAP_MS = 1000;
const RELAY_ENV = { LEAD_FORWARD_RETRY_BASE_MS: "50", LEAD_FORWARD_RETRY_CAP_MS: String(CAP_MS), LEAD_FORWARD_TIMEOUT_MS: "5000" };

/** The longest a lead may wait for its answer (ok or 503): under the 10 s at which nginx and the form give up. */
const ACK_DEADLINE_MS = 5000;
/** How long the write is held by another process: more than twice the deadline. */
const HOLD_MS = 12_000;
/**
 * How long a backlog's pending count may stay unchanged before its wait fails: a stuck relay, not a slow one (a
 * busy two-core machine has needed 60 s and more for 1,500 leads, each delivered one by one).
 */
const STALL_MS = 60_000;
/** The pending leads of a database. @param {string} file */
const pendingIn = async (file) => (await leadsReport(file)).counts.pending;

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
  // Bounded by progress: the host keeps seeing attempts (each lead's next within the cap) until every lead has failed 4 times.
  await waitForProgress(
    () => host.requests.length,
    () => stored.every((id) => failedFor(id) >= 4),
    STALL_MS,
  );
  return stored;
}

/** Every stored lead delivered, each answered 200 once, nothing else pending. @param {string} file @param {string[]} stored @param {Awaited<ReturnType<typeof flakyHost>>} host */
async function expectDeliveredOnce(file, stored, host) {
  // With the host back, no lead waits more than the cap for its next attempt: the backlog shrinks until it is gone.
  await waitForProgress(
    () => pendingIn(file),
    (n) => n === 0,
    STALL_MS,
  );
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
 * Holds the write lock from another connection (an operator's long command) for `ms`; resolves with the moment
 * it let go (Date.now(), just before its ROLLBACK).
 * @param {string} file @param {number} ms
 */
async function holdWrites(file, ms) {
  const holder = openLeadDatabase(file);
  holder.exec("BEGIN IMMEDIATE");
  await new Promise((resolve) => setTimeout(resolve, ms));
  const releasedAt = Date.now();
  holder.exec("ROLLBACK");
  holder.close();
  return releasedAt;
}

// The tests' own limit is a last stop for a hang: their waits fail first, on a stall.
describe("leads database at its limits", { timeout: 30 * 60_000 }, () => {
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
      await holdWrites(file, HOLD_MS);
      await waitForProgress(
        () => pendingIn(file),
        (n) => n === 0,
        STALL_MS,
      );
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
      const held = holdWrites(file, HOLD_MS);
      /** @type {{ status: number, ms: number, email: string, from: number, at: number }[]} */
      const answers = [];
      const posting = (async () => {
        for (let i = 0; i < 40; i++) {
          const email = `espera${i}@clinica.com.br`;
          const from = Date.now();
          const { status } = await postLead(server.baseURL, email);
          const at = Date.now();
          answers.push({ status, ms: at - from, email, from, at });
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();
      const [releasedAt] = await Promise.all([held, posting]);
      // A server that waited for the lock would answer these only once it was released. Posted with at least twice the
      // deadline of the hold left (the first post at least): answered before it ended, whatever the machine's load (a
      // client's own measure of the deadline counts its machine's scheduling too, so it is printed, not asserted).
      const early = answers.filter((a) => a.from <= releasedAt - 2 * ACK_DEADLINE_MS);
      console.log(
        `under a held write: ${answers.filter((a) => a.status === 503).length} of 40 answered 503, slowest ${Math.max(...answers.map((a) => a.ms))} ms; ` +
          `${early.filter((a) => a.at < releasedAt).length} of ${early.length} posted early in the hold answered before it ended`,
      );
      expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      expect(early.length).toBeGreaterThan(0);
      expect(early.filter((a) => a.at >= releasedAt).map((a) => a.email)).toEqual([]);
      expect(answers.some((a) => a.status === 503)).toBe(true);
      // An ok is a stored lead; a 503 is not (sending it again makes no duplicate).
      await waitForProgress(
        () => pendingIn(file),
        (n) => n === 0,
        STALL_MS,
      );
      const emails = exportLeads(file).map((l) => l.email);
      for (const a of answers) expect([a.email, emails.includes(a.email)]).toEqual([a.email, a.status === 200]);
    } finally {
      await server.kill();
      await host.close();
    }
  });
});
