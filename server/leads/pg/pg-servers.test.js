// @vitest-environment node
// @ts-check
/**
 * The black-box tests on PostgreSQL: real `npm start` servers (server/site/server.mjs in
 * their own processes) on one real PostgreSQL. Two behind nginx's `upstream` take a burst spread
 * over both, one is killed with SIGKILL mid-burst: every acknowledged lead reaches the host, none is
 * lost, and a key reaches it twice only in the crash window (sent before the kill, answered, not recorded). A server
 * killed while it holds claims: the other delivers those leads once the lease (LEAD_CLAIM_LEASE_MS) ends.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startFakeHost } from "../../../tools/lib/fake-automation-host.mjs";
import { startNginx } from "../../../tools/lib/run-nginx.mjs";
import { leadId, sendBurst } from "../../../tools/load/lead-load.mjs";
import { startNodeServer } from "../../../tools/load/node-server.mjs";
import { freePort } from "../../../tests/support/postgres-server.mjs";
import { usePostgres } from "../../../tests/support/postgres.mjs";
import { postLead, useSiteFolder, waitFor } from "../../../tests/support/server-fixtures.mjs";
import { openPgLeadAdmin } from "./pg-lead-admin.mjs";

const postgres = usePostgres();
const site = useSiteFolder("pg-servers-");
const CONCURRENCY = 4;
const LEASE_MS = 4000;

/** The servers' settings: short retries and lease, one database, one host. @param {string} url @param {string} hostUrl */
const serverEnv = (url, hostUrl) => ({
  LEAD_DATABASE_URL: url,
  LEAD_FORWARD_URL: hostUrl,
  LEAD_FORWARD_RETRY_BASE_MS: "20",
  LEAD_FORWARD_RETRY_CAP_MS: "200",
  LEAD_FORWARD_TIMEOUT_MS: "2000",
  LEAD_FORWARD_CONCURRENCY: String(CONCURRENCY),
  LEAD_CLAIM_LEASE_MS: String(LEASE_MS),
  LEAD_TRUST_PROXY: "1",
});

/** Every stored lead, as `npm run leads -- --export` reads them. @param {string} url */
async function storedLeads(url) {
  const admin = await openPgLeadAdmin(url);
  try {
    const leads = [];
    for await (const lead of admin.all()) leads.push(lead);
    return { leads, counts: await admin.counts() };
  } finally {
    await admin.close();
  }
}

describe("servers on one PostgreSQL", { timeout: 180_000 }, () => {
  it("two behind nginx share a burst; after kill -9 of one mid-burst every acknowledged lead is delivered, a key twice only in the crash window", async () => {
    const host = await startFakeHost({ respond: () => ({ status: 200, delayMs: 5 }) });
    const url = await postgres.database();
    // Each server reaches the host under its own path: the host tells who sent what.
    const start = (/** @type {string} */ name) =>
      startNodeServer({
        port: 0,
        buildDir: site.buildDir,
        inboxFile: path.join(site.dir, "unused.db"),
        env: serverEnv(url, `${host.url}/${name}`),
      });
    const a = await start("a");
    const b = await start("b");
    /** @type {ReturnType<typeof startNginx> | undefined} */
    let proxy;
    // Everything after the servers' start is inside the try: a failure there still stops them (they are processes).
    try {
      mkdirSync(path.join(site.buildDir, "nginx"), { recursive: true });
      writeFileSync(path.join(site.buildDir, "nginx", "security-headers.conf"), "");
      // A port the system picks: an nginx left running by an interrupted run elsewhere on this machine (it runs
      // daemonised) keeps its own port and cannot take this test's.
      proxy = startNginx(
        await freePort(),
        site.buildDir,
        [a, b].map((s) => Number(new URL(s.baseURL).port)),
      );
      /** @type {Promise<void> | undefined} */
      let killing;
      let ackedAtKill = 0;
      const burst = await sendBurst({
        baseURL: proxy.baseURL,
        prefix: "p",
        count: 300,
        clients: 10,
        deadlineMs: Date.now() + 120_000,
        // One loopback address per lead: nginx's per-address limit would refuse a burst from one.
        addressOf: (n) => `127.2.${Math.floor(n / 254)}.${(n % 254) + 1}`,
        onAck: (acked) => {
          if (killing === undefined && acked >= 100) {
            ackedAtKill = acked;
            killing = a.kill();
          }
        },
      });
      await killing;
      expect((await a.exited).signal).toBe("SIGKILL");
      // The other server took the rest of the burst; the killed one was in the rotation (its requests in flight, and the next
      // one nginx sent it, failed: 503 from nginx, not acknowledged).
      expect(burst.acked.size).toBeGreaterThan(ackedAtKill + 100);
      expect(Object.values(burst.failed).reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
      expect(Object.keys(burst.failed).every((why) => why === "HTTP 503")).toBe(true);

      let stored = await storedLeads(url);
      const keyOf = new Map(stored.leads.map((l) => [leadId(l), l.id]));
      // The killed server's claims are delivered by the other once their lease ends.
      await waitFor(() => [...burst.acked].every((id) => host.accepted.has(keyOf.get(id) ?? "")), 60_000);
      await waitFor(async () => (await storedLeads(url)).counts.pending === 0, 60_000);
      stored = await storedLeads(url);
      const lost = [...burst.acked].filter((id) => !host.accepted.has(keyOf.get(id) ?? ""));
      console.log(
        `two servers behind nginx, kill -9 of one after ${ackedAtKill} acknowledged: ${burst.acked.size} acknowledged, ` +
          `${stored.leads.length} stored, ${lost.length} lost, ${host.duplicates()} key(s) delivered twice, failed ${JSON.stringify(burst.failed)}`,
      );
      expect(lost).toEqual([]);
      // Both servers delivered (the queue is shared). The crash window: a key sent twice was sent by the killed server
      // (answered, not recorded) and then by the other. Delivered leads give their place back before their commit, so on a
      // busy machine this can be more keys than the concurrency.
      const by = (/** @type {string} */ name) => host.requests.filter((q) => q.path.startsWith(`/${name}/`));
      expect(by("a").length).toBeGreaterThan(0);
      expect(by("b").length).toBeGreaterThan(0);
      for (const [key, n] of host.accepted) {
        if (n === 1) continue;
        expect(n).toBe(2);
        expect(host.requests.filter((q) => q.key === key).map((q) => q.path.split("/")[1])).toEqual(["a", "b"]);
      }
      expect(new Set(host.requests.map((q) => q.key))).toEqual(new Set(stored.leads.map((l) => l.id)));
      expect(stored.counts).toMatchObject({ received: stored.leads.length, delivered: stored.leads.length, pending: 0, failed: 0 });
    } finally {
      proxy?.stop();
      await a.kill();
      await b.stop();
      await host.close();
    }
  });

  it("a server killed while it holds claims: the other delivers those leads once, after the lease", async () => {
    let answer = false;
    const host = await startFakeHost({ respond: () => (answer ? { status: 200 } : { hang: true }) });
    const url = await postgres.database();
    const start = () =>
      startNodeServer({ port: 0, buildDir: site.buildDir, inboxFile: path.join(site.dir, "unused.db"), env: serverEnv(url, host.url) });
    const a = await start();
    /** @type {Awaited<ReturnType<typeof start>> | undefined} */
    let b;
    try {
      for (let i = 0; i < CONCURRENCY; i++) expect((await postLead(a.baseURL, `preso${i}@clinica.com.br`)).status).toBe(200);
      // Each lead is in flight from A (the host holds the request): A's claims.
      await waitFor(() => new Set(host.requests.map((q) => q.key)).size === CONCURRENCY, 30_000);
      await a.kill();
      const killedAt = Date.now();
      /** When A last sent each lead: its claim was taken before. */
      const lastByA = new Map(host.requests.map((q) => [q.key, q.at]));
      answer = true;
      b = await start();
      await waitFor(() => host.accepted.size === CONCURRENCY, 60_000);
      for (const [key, sentByA] of lastByA) {
        const delivered = host.requests.find((q) => q.key === key && q.at > killedAt);
        // Not before A's lease ran out (claimed at most 1 s before A sent it), and delivered once.
        expect(delivered?.at ?? 0).toBeGreaterThanOrEqual(sentByA + LEASE_MS - 1000);
        expect(host.accepted.get(key)).toBe(1);
      }
      // B records the outcomes just after the host's answers.
      await waitFor(async () => (await storedLeads(url)).counts.pending === 0, 30_000);
      expect((await storedLeads(url)).counts).toMatchObject({ delivered: CONCURRENCY, failed: 0 });
    } finally {
      await a.kill();
      await b?.stop();
      await host.close();
    }
  });
});
