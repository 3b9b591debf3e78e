// @vitest-environment node
// @ts-check
/**
 * `kill -9` of the real server (`node server/site/server.mjs` with LEAD_FORWARD_URL, compressed retry
 * timings) in the middle of a burst, then a restart on the same database: every lead that was
 * answered "ok" reaches the host, and a lead is sent twice (same key) only when the kill fell
 * between the host's answer and its record. `npm run load:relay` does the same with 1,000 leads.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startFakeHost } from "../../tools/lib/fake-automation-host.mjs";
import { leadId, sendBurstAndKill } from "../../tools/load/lead-load.mjs";
import { startNodeServer } from "../../tools/load/node-server.mjs";
import { leadsReport } from "./leads-cli.mjs";
import { exportLeads } from "./lead-upkeep.mjs";
import { useSiteFolder, waitFor } from "../../tests/support/server-fixtures.mjs";

const LEADS = 300;
const CONCURRENCY = 4;

const site = useSiteFolder("relay-crash-");

describe("relay under kill -9", { timeout: 120_000 }, () => {
  it("delivers every acknowledged lead after a SIGKILL mid-burst and a restart; duplicates only with the same key", async () => {
    const host = await startFakeHost({ respond: () => ({ status: 200, delayMs: 5 }) });
    const file = path.join(site.dir, "leads.db");
    const start = () =>
      startNodeServer({
        port: 0,
        buildDir: site.buildDir,
        inboxFile: file,
        env: {
          LEAD_FORWARD_URL: host.url,
          LEAD_FORWARD_RETRY_BASE_MS: "20",
          LEAD_FORWARD_RETRY_CAP_MS: "200",
          LEAD_FORWARD_TIMEOUT_MS: "2000",
          LEAD_FORWARD_CONCURRENCY: String(CONCURRENCY),
        },
      });
    let server = await start();
    try {
      const victim = server;
      const burst = await sendBurstAndKill({
        server: victim,
        killAfter: LEADS / 2,
        prefix: "k",
        count: LEADS,
        clients: 20,
        deadlineMs: Date.now() + 60_000,
      });
      expect((await victim.exited).signal).toBe("SIGKILL");
      const deliveredBeforeKill = host.accepted.size;
      expect(burst.acked.size).toBeGreaterThanOrEqual(LEADS / 2);

      server = await start();
      const stored = exportLeads(file);
      const keyOf = new Map(stored.map((l) => [leadId(l), l.id]));
      await waitFor(() => [...burst.acked].every((id) => host.accepted.has(keyOf.get(id) ?? "")), 60_000);
      await waitFor(async () => (await leadsReport(file)).counts.pending === 0, 30_000);

      const lost = [...burst.acked].filter((id) => !host.accepted.has(keyOf.get(id) ?? ""));
      const duplicates = host.duplicates();
      console.log(
        `kill -9 after ${burst.acked.size} acknowledged leads (${deliveredBeforeKill} delivered before the kill): ` +
          `${stored.length} stored, ${host.accepted.size} delivered after the restart, ${lost.length} lost, ${duplicates} duplicate(s) with the same key`,
      );
      expect(lost).toEqual([]);
      // Only leads whose answer had arrived but whose record had not: at most one per attempt in flight.
      expect(duplicates).toBeLessThanOrEqual(CONCURRENCY);
      // Every lead stored, acknowledged or not, is delivered under its one key, and nothing else is.
      expect(new Set(host.requests.map((q) => q.key))).toEqual(new Set(stored.map((l) => l.id)));
      const counts = (await leadsReport(file)).counts;
      expect(counts).toMatchObject({ received: stored.length, delivered: stored.length, pending: 0, failed: 0 });
    } finally {
      await server.kill();
      await host.close();
    }
  });
});
