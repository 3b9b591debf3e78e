// @vitest-environment node
// @ts-check
/**
 * The leads database's thread seen from the main thread: a lead's insert resolves once committed,
 * and a thread that ends unexpectedly refuses every call not answered yet and every later one (no
 * lead is acknowledged without its commit), and reports it once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startLeadWorker } from "./lead-db-client.mjs";
import { openLeadDatabase } from "./lead-store.mjs";
import { exportLeads } from "./lead-upkeep.mjs";
import { buildStoredLead } from "../../tests/support/lead-builder.ts";

const dir = mkdtempSync(path.join(os.tmpdir(), "lead-db-client-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("leads database thread", () => {
  it("commits before it answers; once the thread is gone, every call is refused and the exit reported once", async () => {
    const file = path.join(dir, "leads.db");
    /** @type {Error[]} */
    const exits = [];
    const { store, worker } = await startLeadWorker({ file, onExit: (error) => exits.push(error) });
    await store.insert(buildStoredLead({ id: "a1" }), { relay: true });
    expect(exportLeads(file).map((l) => [l.id, l.status])).toEqual([["a1", "pending"]]);

    // Another process holds the write lock, so the thread cannot have answered this insert when it ends.
    const holder = openLeadDatabase(file);
    holder.exec("BEGIN IMMEDIATE");
    const unanswered = store.insert(buildStoredLead({ id: "held" }), { relay: true });
    await worker.terminate();
    await expect(unanswered).rejects.toThrow(/leads database thread ended/);
    holder.exec("ROLLBACK");
    holder.close();
    await expect(store.insert(buildStoredLead({ id: "a2" }), { relay: true })).rejects.toThrow(/leads database thread ended/);
    expect(exits).toHaveLength(1);
    expect(exportLeads(file).map((l) => l.id)).toEqual(["a1"]);
  });
});
