// @vitest-environment node
// @ts-check
/**
 * What only the PostgreSQL store does, on a real server (tests/support/postgres.mjs): servers on
 * one database never claim the same lead at once, a claim's lease expires so another server takes a
 * dead one's leads, the pool's timeouts come from the URL or the defaults, and PostgreSQL's errors
 * reach the rest of the server in the SQLite store's terms. The operations both stores share are
 * tested on both in ../lead-ops.test.js.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { buildStoredLead } from "../../../tests/support/lead-builder.ts";
import { usePostgres } from "../../../tests/support/postgres.mjs";
import { isStorageBusy, isStorageFull } from "../lead-store.mjs";
import { openPgLeadOps } from "./pg-lead-ops.mjs";
import { asStoreError, createPgPool, databaseUrlFromEnv, redactUrl } from "./pg-pool.mjs";

const server = usePostgres();
const lead = (/** @type {number} */ i) => buildStoredLead({ id: `l${i}`, email: `l${i}@clinica.com.br` });
const LEASE = 60_000;
const T = 1_000_000;

describe("claims across servers", () => {
  it("two servers asking at once share the due leads without overlap; a claim holds against the other until its lease ends", async () => {
    const url = await server.database();
    const [a, b] = await Promise.all(["a", "b"].map((name) => openPgLeadOps(url, { leaseMs: LEASE, server: name })));
    if (!a || !b) throw new Error("two servers");
    try {
      for (let i = 0; i < 40; i++) await a.insert(lead(i), { relay: true });
      const [fromA, fromB] = await Promise.all([a.due(T, 25), b.due(T, 25)]);
      const idsA = fromA.map((d) => d.lead.id);
      const idsB = fromB.map((d) => d.lead.id);
      expect(idsA.filter((id) => idsB.includes(id))).toEqual([]);
      expect(new Set([...idsA, ...idsB]).size).toBe(40);
      // Each asks again within the lease: it gets its own claims back, never the other's.
      expect((await a.due(T + 1, 40)).map((d) => d.lead.id).sort()).toEqual([...idsA].sort());
      // B's next wake-up is when A's claims end; then B takes A's leads (A died holding them).
      expect(await b.nextDue(T + 1)).toBe(T + 1 + LEASE);
      expect((await b.due(T + LEASE, 40)).map((d) => d.lead.id)).toEqual(expect.arrayContaining(idsB));
      const afterLease = await b.due(T + 1 + LEASE, 40);
      expect(afterLease.map((d) => d.lead.id).sort()).toEqual([...idsA, ...idsB].sort());
      // A settlement ends the claim: a retried lead is due again to whichever server asks first.
      expect(
        await b.settle({
          kind: "retry",
          id: "l0",
          at: "x",
          attempt: 1,
          error: "HTTP 500",
          nextMs: T + 2 * LEASE,
          sinceMs: T,
          unreachable: false,
        }),
      ).toMatchObject({
        applied: true,
      });
      expect((await a.due(T + 2 * LEASE, 40)).map((d) => d.lead.id)).toContain("l0");
      // A lead one server delivered is no longer the other's to settle.
      expect(await a.settle({ kind: "delivered", id: "l0", at: "x", attempt: 2, status: 200, wakeAtMs: null })).toMatchObject({
        applied: true,
      });
      expect(await b.settle({ kind: "delivered", id: "l0", at: "x", attempt: 2, status: 200, wakeAtMs: null })).toMatchObject({
        applied: false,
      });
      // A server that stops hands its claims back: the other takes them at once, not after the lease.
      const held = (await a.due(T + 3 * LEASE, 5)).map((d) => d.lead.id);
      expect(held).toHaveLength(5);
      await a.close();
      expect((await b.due(T + 3 * LEASE + 1, 40)).map((d) => d.lead.id)).toEqual(expect.arrayContaining(held));
    } finally {
      await Promise.all([a.close().catch(() => undefined), b.close()]);
    }
  });
});

describe("the pool and its errors", () => {
  it("takes statement and lock timeouts from the URL, else from the defaults", async () => {
    const url = await server.database();
    const show = async (/** @type {string} */ target) => {
      const pool = createPgPool(target);
      try {
        // The name the database's own views show (pg_stat_activity), for an operator looking at who holds what.
        const { rows } = await pool.query(
          "SELECT current_setting('statement_timeout') AS s, current_setting('lock_timeout') AS l, current_setting('application_name') AS a",
        );
        return rows[0];
      } finally {
        await pool.end();
      }
    };
    expect(await show(url)).toEqual({ s: "4s", l: "2s", a: "atendra-leads" });
    expect(await show(`${url}?statement_timeout=1500&lock_timeout=700`)).toEqual({ s: "1500ms", l: "700ms", a: "atendra-leads" });
  });

  it("answers a lead that waits past the lock timeout as a busy store", async () => {
    const url = await server.database();
    const ops = await openPgLeadOps(`${url}?lock_timeout=200`);
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await ops.insert(lead(1), { relay: true });
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE leads IN EXCLUSIVE MODE");
      const refused = await ops.insert(lead(2), { relay: true }).then(
        () => null,
        (/** @type {unknown} */ e) => e,
      );
      expect(isStorageBusy(refused)).toBe(true);
      await holder.query("ROLLBACK");
      expect((await ops.counts()).received).toBe(1);
    } finally {
      await holder.end();
      await ops.close();
    }
  });

  it("reads LEAD_DATABASE_URL (unset: the SQLite store), and maps a full disk, a lost connection and a unique violation", () => {
    expect(databaseUrlFromEnv({})).toBeNull();
    expect(databaseUrlFromEnv({ LEAD_DATABASE_URL: "" })).toBeNull();
    expect(databaseUrlFromEnv({ LEAD_DATABASE_URL: "postgresql://u:p@db/leads?sslmode=verify-full" })).toMatch(/^postgresql:/);
    expect(() => databaseUrlFromEnv({ LEAD_DATABASE_URL: "mysql://db/leads" })).toThrow(/postgres:\/\/ URL, not mysql:/);
    expect(() => databaseUrlFromEnv({ LEAD_DATABASE_URL: "leads" })).toThrow(/postgres:\/\/ URL/);
    expect(redactUrl("postgres://leads:s3cret@db:5432/leads")).toBe("postgres://leads:***@db:5432/leads");
    const coded = (/** @type {string} */ code) => asStoreError(Object.assign(new Error("x"), { code }));
    expect(isStorageFull(coded("53100"))).toBe(true);
    expect(isStorageBusy(coded("57014"))).toBe(true);
    expect(isStorageBusy(coded("ECONNREFUSED"))).toBe(true);
    // Restarting or failing over: shutting down, crashed, starting up, any connection exception.
    for (const code of ["57P01", "57P02", "57P03", "08000", "08001", "08003", "08006", "08P01"])
      expect(isStorageBusy(coded(code))).toBe(true);
    expect(isStorageBusy(coded("080"))).toBe(false);
    // Each busy code on its own (a lock, a serialization failure, a deadlock, a reset connection), the class-08 pattern whole.
    for (const code of ["55P03", "40001", "40P01", "ECONNRESET"]) expect(isStorageBusy(coded(code))).toBe(true);
    for (const code of ["X08000", "080000"]) expect(coded(code)).not.toHaveProperty("errcode");
    // A lost connection the driver reports by its message only.
    expect(isStorageBusy(asStoreError(new Error("Connection terminated unexpectedly")))).toBe(true);
    // An error already in SQLite's terms is passed on as it is; other codes get none.
    expect(asStoreError(Object.assign(new Error("x"), { code: "53100", errcode: 5 }))).toHaveProperty("errcode", 5);
    expect(coded("42P01")).not.toHaveProperty("errcode");
    expect(asStoreError("plain")).not.toHaveProperty("errcode");
    expect(databaseUrlFromEnv({ LEAD_DATABASE_URL: "postgres://db/leads" })).toBe("postgres://db/leads");
    expect(redactUrl("postgres://leads@db:5432/leads")).toBe("postgres://leads@db:5432/leads");
    // A unique violation other than the lead's id (which insert answers as a repeat or a reused key).
    expect(coded("23505")).toMatchObject({ errcode: 2067, code: "23505" });
    expect(isStorageBusy(coded("42P01")) || isStorageFull(coded("42P01"))).toBe(false);
  });
});
