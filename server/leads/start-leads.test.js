// @vitest-environment node
// @ts-check
/**
 * The leads' one entry point, as the site server uses it: what it hands over for a build that posts
 * leads elsewhere and for one that stores them here, and that the site server mounts only that; with
 * LEAD_DATABASE_URL, two servers on one real PostgreSQL taking leads and relaying each once.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { writeMinimalBuild } from "../../tools/load/minimal-build.mjs";
import { startFakeHost } from "../../tools/lib/fake-automation-host.mjs";
import { closeServer, listenLocal, postLead, waitFor } from "../../tests/support/server-fixtures.mjs";
import { usePostgres } from "../../tests/support/postgres.mjs";
import { createSiteServer } from "../site/server.mjs";
import { claimLeaseFromEnv, startLeads } from "./start-leads.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "start-leads-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const postgres = usePostgres();
const env = (/** @type {Record<string, string>} */ more = {}) => ({ QUIET: "1", LEAD_INBOX_FILE: path.join(dir, "leads.db"), ...more });

describe("startLeads", { timeout: 120_000 }, () => {
  it("reads the claims' lease: by default 60 s and twice an attempt's timeout; LEAD_CLAIM_LEASE_MS only past an attempt's timeout", () => {
    expect(claimLeaseFromEnv({}, 10_000, 60_000)).toBe(60_000);
    expect(claimLeaseFromEnv({}, 45_000, 60_000)).toBe(90_000);
    expect(claimLeaseFromEnv({ LEAD_CLAIM_LEASE_MS: "3001" }, 2000, 60_000)).toBe(3001);
    for (const wrong of ["3000", "2500.5", "soon", "-1"])
      expect(() => claimLeaseFromEnv({ LEAD_CLAIM_LEASE_MS: wrong }, 2000, 60_000)).toThrow(
        /LEAD_CLAIM_LEASE_MS must be .* \(3000\), not /,
      );
  });

  it("for a build that posts straight to the host: no handler, a health that says nothing is stored here", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const leads = await startLeads({ automationApi: "https://automacao.example.com" }, env({ LEAD_FORWARD_URL: "http://127.0.0.1:9" }));
    expect(leads.handle).toBeNull();
    expect(leads.file).toBeNull();
    expect(await leads.health()).toEqual({ status: 200, body: { ok: true, leads: "not stored here" } });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^LEAD_FORWARD_URL ignored/));
    warn.mockRestore();
    await leads.stop();
  });

  it("for a build that stores leads: the site server mounts its handler and health, and stop frees the database for the next start", async () => {
    const build = writeMinimalBuild(dir);
    const bare = createSiteServer({ buildDir: build });
    const { base: bareBase } = await listenLocal(bare);
    // Given nothing, the site server serves files only.
    expect([(await fetch(`${bareBase}/healthz`)).status, (await postLead(bareBase, "a@clinica.com.br")).status]).toEqual([404, 404]);
    await closeServer(bare);

    for (const email of ["a@clinica.com.br", "b@clinica.com.br"]) {
      const leads = await startLeads({ automationApi: "" }, env());
      expect(leads.file).toBe(path.join(dir, "leads.db"));
      const server = createSiteServer({ buildDir: build, leads });
      const { base } = await listenLocal(server);
      try {
        expect((await postLead(base, email)).status).toBe(200);
        expect(await (await fetch(`${base}/healthz`)).json()).toMatchObject({ ok: true });
      } finally {
        await closeServer(server);
        await leads.stop();
      }
    }
  });

  it("with LEAD_DATABASE_URL: two servers on one PostgreSQL take leads, no SQLite file is made, and each lead reaches the host once", async () => {
    const host = await startFakeHost();
    const url = await postgres.database();
    const file = path.join(dir, "pg", "leads.db");
    const both = await Promise.all(
      [0, 1].map(() =>
        startLeads({ automationApi: "" }, env({ LEAD_INBOX_FILE: file, LEAD_DATABASE_URL: url, LEAD_FORWARD_URL: host.url })),
      ),
    );
    const build = writeMinimalBuild(path.join(dir, "pg-build"));
    const servers = both.map((leads) => createSiteServer({ buildDir: build, leads }));
    try {
      expect(both.map((leads) => leads.file)).toEqual([url, url]);
      const bases = await Promise.all(servers.map(async (server) => (await listenLocal(server)).base));
      const emails = Array.from({ length: 20 }, (_, i) => `pg${i}@clinica.com.br`);
      // One after another, alternating servers: a busy machine's 5 s answer deadline is not what this checks.
      /** @type {number[]} */
      const statuses = [];
      for (const [i, email] of emails.entries()) statuses.push((await postLead(/** @type {string} */ (bases[i % 2]), email)).status);
      expect(statuses).toEqual(emails.map(() => 200));
      await waitFor(() => host.requests.length >= emails.length, 60_000);
      const sent = host.requests.map((q) => /** @type {{ email: string }} */ (q.body).email).sort();
      expect(sent).toEqual([...emails].sort());
      expect(new Set(host.requests.map((q) => q.key)).size).toBe(emails.length);
      expect(await (await fetch(`${bases[1]}/healthz`)).json()).toMatchObject({ ok: true });
      expect(existsSync(file)).toBe(false);
    } finally {
      await Promise.all(servers.map((server) => closeServer(server)));
      await Promise.all(both.map((leads) => leads.stop()));
      await host.close();
    }
  });
});
