// @vitest-environment node
// @ts-check
/**
 * The decisions the database thread makes, run in this process on a real database: a new lead is
 * refused while the room left is what the pending leads' outcomes need, an outcome is still recorded
 * at the limit, a retry leaves no history row past the first, a write past its deadline is refused
 * unrun, and the health figures (the schema's migrations: lead-migrations.test.js).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeFileSync } from "node:fs";
import { isKeyReused, sameContent } from "./lead-records.mjs";
import { ERASED_DURING_ATTEMPT } from "./relay-policy.mjs";
import { BACKLOG_COUNT_CAP, createLeadOps, LEAD_OPS, PENDING_RECOUNT_MS, roomKeptError } from "./lead-ops.mjs";
import { roomReader, isStorageFull, leadFits, openLeadDatabase, PAGES_PER_LEAD, SETTLEMENT_BYTES, SPARE_PAGES } from "./lead-store.mjs";
import { lateError, observeStorage, planBatch } from "./lead-writer.mjs";
import { buildStoredLead } from "../../tests/support/lead-builder.ts";
import { useLeadEngines } from "../../tests/support/lead-engines.mjs";

const engines = useLeadEngines();

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lead-ops-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const AT = "2026-11-28T10:00:00.000Z";
const lead = (/** @type {number} */ i) => buildStoredLead({ id: `l${i}`, email: `l${i}@clinica.com.br` });
/**
 * A retryable failure's settlement. @param {string} id @param {number} attempt @param {{ nextMs?: number, unreachable?: boolean }} [more]
 * @returns {import("./relay-policy.mjs").Settlement}
 */
const retry = (id, attempt, { nextMs = 0, unreachable = false } = {}) => ({
  kind: "retry",
  id,
  at: AT,
  attempt,
  error: "HTTP 500: x".padEnd(200, "x"),
  status: 500,
  nextMs,
  sinceMs: 0,
  unreachable,
});

describe("room for outcomes", () => {
  it("a lead fits only while the free pages cover it, every pending lead's outcome and the spare pages", () => {
    const pageSize = 4096;
    const need = (/** @type {number} */ pending) => PAGES_PER_LEAD + SPARE_PAGES + Math.ceil(((pending + 1) * SETTLEMENT_BYTES) / pageSize);
    for (const pending of [0, 1, 2, 7, 100]) {
      expect(leadFits({ freePages: need(pending), pageSize, pending })).toBe(true);
      expect(leadFits({ freePages: need(pending) - 1, pageSize, pending })).toBe(false);
    }
    expect(need(1)).toBe(PAGES_PER_LEAD + SPARE_PAGES + 1);
  });

  it("reads no limit as none, and a limit as the pages left plus the free list", () => {
    const db = openLeadDatabase(path.join(dir, "a.db"));
    expect(roomReader(db)()).toBeNull();
    db.close();
    const limited = openLeadDatabase(path.join(dir, "b.db"), { maxBytes: 40 * 4096 });
    const pages = Number(limited.prepare("PRAGMA page_count").get()?.page_count);
    const room = roomReader(limited);
    expect(room()).toEqual({ freePages: 40 - pages, pageSize: 4096 });
    limited.exec("CREATE TABLE grows (x)");
    expect(room()).toEqual({ freePages: 40 - pages - 1, pageSize: 4096 });
    limited.close();
  });

  it("refuses a new lead as a full database once the room left is the pending leads', and still records their outcomes", async () => {
    const db = openLeadDatabase(path.join(dir, "full.db"), { maxBytes: 40 * 4096 });
    const ops = createLeadOps(db);
    let stored = 0;
    for (; stored < 1000; stored++) {
      const refused = await ops.insert(lead(stored), { relay: true }).then(
        () => null,
        (/** @type {unknown} */ e) => e,
      );
      if (refused) {
        expect(isStorageFull(refused)).toBe(true);
        expect(refused).toMatchObject({ errcode: 13, message: expect.stringMatching(/kept for the outcomes/) });
        expect(roomKeptError()).toMatchObject({ errcode: 13 });
        break;
      }
    }
    expect(stored).toBeGreaterThan(3);
    // The storage state says "failing" while leads are refused; a heartbeat that fits no lead does not end it.
    const told = /** @type {string[]} */ ([]);
    observeStorage(db, { failed: () => told.push("failed"), succeeded: () => told.push("succeeded") });
    expect(await ops.health(0)).toEqual({ full: true, backlog: stored });
    expect(told).toEqual([]);
    // Every pending lead's worst outcome: a refusal with the longest error and answer kept.
    const failure = {
      reason: /** @type {const} */ ("rejected"),
      error: "HTTP 422: ".padEnd(210, "e"),
      status: 422,
      answer: "a".repeat(500),
    };
    for (let i = 0; i < stored; i++) {
      await ops.settle(retry(`l${i}`, 1));
      expect(await ops.settle({ kind: "failed", id: `l${i}`, at: AT, attempt: 2, failure })).toMatchObject({ applied: true });
    }
    expect(await ops.counts()).toMatchObject({ failed: stored, pending: 0 });
    // Forgetting still works at the limit, and frees room for leads.
    expect(await ops.purge(1, Date.parse(AT) + 400 * 86_400_000)).toBe(stored);
    expect((await ops.health(0)).full).toBe(false);
    expect(told).toEqual(["succeeded"]);
    await ops.insert(lead(5000), { relay: false });
    await ops.close();
  });
});

describe("the storage state and the import (SQLite)", () => {
  it("tells the storage state a lead was taken, imports an earlier version's inbox, and closes once the writes asked for are in", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const file = path.join(dir, "import.db");
    const db = openLeadDatabase(file);
    const ops = createLeadOps(db);
    const told = /** @type {string[]} */ ([]);
    observeStorage(db, { failed: () => told.push("failed"), succeeded: () => told.push("succeeded") });
    await ops.insert(lead(1), { relay: false });
    expect(told).toEqual(["succeeded"]);
    const paths = { legacyInbox: path.join(dir, "import.jsonl"), legacyDelivery: path.join(dir, "import-delivery.jsonl") };
    writeFileSync(paths.legacyInbox, `${JSON.stringify(lead(7))}\n`);
    await ops.importLegacy(paths);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[lead-import\] imported 1 lead/));
    const last = ops.insert(lead(2), { relay: false });
    await ops.close();
    await last;
    expect(db.isOpen).toBe(false);
    const again = openLeadDatabase(file);
    expect(
      again
        .prepare("SELECT id FROM leads ORDER BY seq")
        .all()
        .map((r) => r.id),
    ).toEqual(["l1", "l7", "l2"]);
    again.close();
  });
});

describe("the form's key and erasures under way", () => {
  it("answers a repeat of a stored lead without a write, even at the limit; other content under its id is refused", async () => {
    const db = openLeadDatabase(path.join(dir, "key.db"), { maxBytes: 40 * 4096 });
    const ops = createLeadOps(db);
    let stored = 0;
    while (
      (await ops.insert(lead(stored), { relay: true }).then(
        () => true,
        () => false,
      )) &&
      stored < 1000
    )
      stored++;
    expect(stored).toBeGreaterThan(3);
    expect(await ops.insert(lead(0), { relay: true })).toEqual({ repeat: true });
    expect(await ops.insert(lead(0), { relay: false })).toEqual({ repeat: true });
    for (const other of [
      { name: "Outro Nome" },
      { email: "x@clinica.com.br" },
      { phone: "+55 11900000000" },
      { messageToSend: "x" },
      { automationId: "integracao-form-automation-id" },
      { tags: [{ name: "a", value: "b" }] },
    ]) {
      const refused = await ops.insert({ ...lead(0), ...other }, { relay: true }).then(
        () => null,
        (/** @type {unknown} */ e) => e,
      );
      expect(isKeyReused(refused)).toBe(true);
    }
    expect(isKeyReused(new Error("x"))).toBe(false);
    expect(isKeyReused(null)).toBe(false);
    expect(await ops.counts()).toMatchObject({ pending: stored, received: stored });
    // A repeat does not raise the queue's count.
    expect((await ops.settle(retry("l0", 1))).pending).toBe(stored);
    await ops.close();
  });

  it("compares what the visitor sent, not when it came or its state", () => {
    const row = { automation_id: "contato-form-automation-id", name: "Ana", email: "a@x.com", phone: "+55 1", message: "", tags: "[]" };
    const sent = buildStoredLead({ id: "k", name: "Ana", email: "a@x.com", phone: "+55 1", messageToSend: "", tags: [] });
    expect(sameContent(row, sent)).toBe(true);
    expect(sameContent(row, { ...sent, receivedAt: "2000-01-01T00:00:00.000Z" })).toBe(true);
    expect(sameContent({ ...row, tags: '[{"name":"a","value":"b"}]' }, sent)).toBe(false);
  });
});

describe("writer batches", () => {
  it("refuses jobs past their deadline and waits for the lock no longer than the earliest deadline left", () => {
    const a = { deadlineMs: 100 };
    const b = { deadlineMs: 3000 };
    const c = {};
    expect(planBatch([a, b, c], 100, 5000)).toEqual({ late: [a], run: [b, c], busyMs: 2900 });
    expect(planBatch([a, b, c], 99, 5000)).toEqual({ late: [], run: [a, b, c], busyMs: 1 });
    expect(planBatch([c], 0, 5000)).toEqual({ late: [], run: [c], busyMs: 5000 });
    expect(planBatch([{ deadlineMs: 9000 }], 0, 5000).busyMs).toBe(5000);
    expect(lateError()).toMatchObject({ errcode: 5, message: expect.stringMatching(/locked/) });
  });

  it("refuses a lead whose deadline passes while another process holds the write lock, without waiting the full busy timeout", async () => {
    const file = path.join(dir, "held.db");
    const db = openLeadDatabase(file, { busyTimeoutMs: 60_000 });
    const ops = createLeadOps(db);
    const holder = openLeadDatabase(file);
    holder.exec("BEGIN IMMEDIATE");
    const from = Date.now();
    await expect(ops.insert(lead(1), { relay: true, deadlineMs: from + 200 })).rejects.toMatchObject({ errcode: 5 });
    // Bounded by the deadline, not by the connection's 60 s.
    expect(Date.now() - from).toBeLessThan(30_000);
    holder.exec("ROLLBACK");
    holder.close();
    expect((await ops.counts()).received).toBe(0);
    await ops.close();
  });
});

describe.each(engines)("one suite, two back ends: $name", (engine) => {
  /** Each lead's history, oldest first. @param {import("../../tests/support/lead-engines.mjs").Engine} e */
  const historyOf = async (e) =>
    (await e.rows("SELECT lead_id AS id, event, attempt FROM deliveries ORDER BY attempt, lead_id")).map((r) => ({ ...r }));

  it("drops the host texts holding an address from a settlement whose lead was read before an erasure committed", async () => {
    const e = await engine.open();
    const ops = e.ops;
    for (const i of [1, 2, 3]) await ops.insert(lead(i), { relay: true });
    const [first] = await ops.due(Date.now(), 1);
    expect(first?.forgets).toBe(0);
    const quoting = { ...retry("l1", 1), error: "HTTP 500: a@x.com" };
    // No erasure since the read: the answer stays.
    await ops.settle({ ...quoting, forgets: 0 });
    await e.rows("INSERT INTO meta (key, value) VALUES ('forgets', '1')");
    // One since: dropped; a settlement that carries no count (an older caller) is left as it is.
    await ops.settle({ ...quoting, id: "l2", forgets: 0 });
    await ops.settle({ ...quoting, id: "l3" });
    expect((await ops.due(Date.now(), 1))[0]?.forgets).toBe(1);
    const errors = (await e.rows("SELECT id, last_error AS e FROM leads ORDER BY id")).map((r) => [r.id, r.e]);
    expect(errors).toEqual([
      ["l1", "HTTP 500: a@x.com"],
      ["l2", `HTTP 500: ${ERASED_DURING_ATTEMPT}`],
      ["l3", "HTTP 500: a@x.com"],
    ]);
  });

  it("answers a repeat of a stored lead (the form's key) without a write, racing ones too; other content under its id is refused", async () => {
    const e = await engine.open();
    const ops = e.ops;
    const other = await e.other();
    const both = await Promise.all([ops.insert(lead(1), { relay: true }), other.insert(lead(1), { relay: true })]);
    expect(both.map((r) => r.repeat).sort()).toEqual([false, true]);
    expect(await ops.insert(lead(1), { relay: false })).toEqual({ repeat: true });
    for (const changed of [{ name: "Outro Nome" }, { messageToSend: "x" }, { tags: [{ name: "a", value: "b" }] }]) {
      const refused = await ops.insert({ ...lead(1), ...changed }, { relay: true }).then(
        () => null,
        (/** @type {unknown} */ error) => error,
      );
      expect(isKeyReused(refused)).toBe(true);
    }
    expect(await ops.counts()).toMatchObject({ pending: 1, received: 1 });
    expect(await e.rows("SELECT count(*) AS n FROM deliveries")).toEqual([{ n: 0 }]);
  });

  it("writes history for the first failure and the outcome, not for every retry", async () => {
    const e = await engine.open();
    const ops = e.ops;
    await ops.insert(lead(1), { relay: true });
    for (const attempt of [1, 2, 3, 4]) expect(await ops.settle(retry("l1", attempt))).toEqual({ applied: true, pending: 1 });
    expect(await ops.settle({ kind: "delivered", id: "l1", at: AT, attempt: 5, status: 200, wakeAtMs: null })).toEqual({
      applied: true,
      pending: 0,
    });
    expect(await historyOf(e)).toEqual([
      { id: "l1", event: "attempt-failed", attempt: 1 },
      { id: "l1", event: "delivered", attempt: 5 },
    ]);
    expect(await e.rows("SELECT attempts, last_error, status FROM leads")).toEqual([
      { attempts: 5, last_error: null, status: "delivered" },
    ]);
    expect(await ops.settle(retry("l1", 6))).toEqual({ applied: false, pending: 0 });
  });

  it("health commits a heartbeat and counts the due backlog up to its cap; a lead past its deadline is refused unrun", async () => {
    const e = await engine.open();
    const ops = e.ops;
    expect(LEAD_OPS).toContain("heartbeat");
    await ops.insert(lead(1), { relay: true });
    await ops.insert(lead(2), { relay: false });
    expect(await ops.health(1234)).toEqual({ full: false, backlog: 1 });
    // One heartbeat on SQLite (one server per database); one per server on PostgreSQL.
    const key = engine.name === "SQLite" ? "heartbeat" : "heartbeat:server-a";
    expect(await e.rows(`SELECT key, value FROM meta WHERE key LIKE 'heartbeat%'`)).toEqual([{ key, value: "1234" }]);
    await ops.heartbeat(99);
    expect(await e.rows(`SELECT key, value FROM meta WHERE key LIKE 'heartbeat%'`)).toEqual([{ key, value: "99" }]);
    await expect(ops.insert(lead(3), { relay: true, deadlineMs: Date.now() - 1 })).rejects.toMatchObject({ errcode: 5 });
    await ops.insert(lead(4), { relay: true, deadlineMs: Date.now() + 60_000 });
    expect(await ops.counts()).toEqual({ inbox: 1, pending: 2, delivered: 0, failed: 0, received: 3 });
    expect(BACKLOG_COUNT_CAP).toBe(10_000);
  });

  it("counts the pending leads at most once a second, raised by each relayed lead and lowered by each settled one", async () => {
    const e = await engine.open();
    const ops = e.ops;
    const other = await e.other();
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 });
    try {
      await ops.insert(lead(1), { relay: true });
      expect(await ops.settle(retry("l1", 1))).toEqual({ applied: true, pending: 1 });
      // Another server's lead (or a requeue): not counted here until a second has passed.
      await other.insert(lead(2), { relay: true });
      vi.setSystemTime(1_000_000 + PENDING_RECOUNT_MS - 1);
      expect((await ops.settle(retry("l1", 2))).pending).toBe(1);
      vi.setSystemTime(1_000_000 + PENDING_RECOUNT_MS);
      expect((await ops.settle(retry("l1", 3))).pending).toBe(2);
      await ops.insert(lead(3), { relay: true });
      await ops.insert(lead(4), { relay: false });
      expect((await ops.settle(retry("l1", 4))).pending).toBe(3);
      expect((await ops.settle({ kind: "delivered", id: "l1", at: AT, attempt: 5, status: 200, wakeAtMs: null })).pending).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("wakes the leads waiting on a connection error only when a delivery says the host is back", async () => {
    const e = await engine.open();
    const ops = e.ops;
    for (const i of [1, 2, 3]) await ops.insert(lead(i), { relay: true });
    await ops.settle(retry("l1", 1, { nextMs: 9000, unreachable: true }));
    await ops.settle({ kind: "delivered", id: "l2", at: AT, attempt: 1, status: 200, wakeAtMs: null });
    const nextOf = () => e.rows("SELECT next_ms AS n, unreachable AS u FROM leads WHERE id = 'l1'");
    expect(await nextOf()).toEqual([{ n: 9000, u: 1 }]);
    expect(await ops.nextDue(0)).toBe(9000);
    await ops.settle({ kind: "delivered", id: "l3", at: AT, attempt: 1, status: 200, wakeAtMs: 5 });
    expect(await nextOf()).toEqual([{ n: 5, u: 0 }]);
    expect(await ops.nextDue(0)).toBe(5);
    expect(await ops.nextDue(5)).toBeNull();
  });

  it("gives the due leads oldest first with their attempts, records a refusal, and purges settled leads past retention", async () => {
    const e = await engine.open();
    const ops = e.ops;
    for (const i of [1, 2, 3]) await ops.insert(lead(i), { relay: true });
    await ops.insert(lead(4), { relay: false });
    // An id stored already with the same content is a repeat on both (the form's idempotency key).
    expect(await ops.insert(lead(4), { relay: true })).toEqual({ repeat: true });
    await ops.settle(retry("l1", 1, { nextMs: 50 }));
    const due = await ops.due(100, 10);
    expect(due.map((d) => [d.lead.id, d.attempts, d.sinceMs])).toEqual([
      ["l2", 0, null],
      ["l3", 0, null],
      ["l1", 1, 0],
    ]);
    expect(due[0]?.lead).toEqual(lead(2));
    expect((await ops.due(10, 10)).map((d) => d.lead.id)).toEqual(["l2", "l3"]);
    const failure = { reason: /** @type {const} */ ("rejected"), error: "HTTP 422: no", status: 422, answer: "{}" };
    expect(await ops.settle({ kind: "failed", id: "l2", at: AT, attempt: 1, failure })).toEqual({ applied: true, pending: 2 });
    expect(await e.rows("SELECT failure FROM leads WHERE id = 'l2'")).toEqual([{ failure: JSON.stringify(failure) }]);
    expect(await ops.pendingCount()).toBe(2);
    // 400 days later: the failed lead and the inbox lead go, the pending ones stay (they are the queue).
    expect(await ops.purge(180, Date.parse(AT) + 400 * 86_400_000)).toBe(2);
    expect(await ops.counts()).toEqual({ inbox: 0, pending: 2, delivered: 0, failed: 0, received: 2 });
    expect(await historyOf(e)).toEqual([{ id: "l1", event: "attempt-failed", attempt: 1 }]);
  });
});
