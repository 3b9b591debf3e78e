// @vitest-environment node
// @ts-check
/**
 * The server's record of storage failures, as `npm run leads -- --check` reads it: a write that
 * fails because the database is full is recorded through the writer, a commit that works again
 * ends it, and --check reports it while it goes on and for an hour after.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadsCheck } from "./leads-cli.mjs";
import { observeStorage, writerFor } from "./lead-writer.mjs";
import { openLeadDatabase } from "./lead-store.mjs";
import { createStorageState, storageStatePath } from "./storage-state.mjs";

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "storage-state-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("storage state", () => {
  it("records a full database through the writer, and --check reports it until an hour after it ended", async () => {
    const file = path.join(dir, "leads.db");
    const db = openLeadDatabase(file);
    let clock = Date.parse("2026-11-28T10:00:00.000Z");
    const now = () => new Date(clock);
    observeStorage(db, createStorageState(storageStatePath(file), { now }));
    const writer = writerFor(db);
    const insert = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
    expect((await leadsCheck(file, { now })).ok).toBe(true);

    const pages = Number(db.prepare("PRAGMA page_count").get()?.page_count);
    db.exec(`PRAGMA max_page_count = ${pages}`);
    await expect(writer.run(() => insert.run("big", "x".repeat(100_000)))).rejects.toThrow(/full/);
    const failing = await leadsCheck(file, { now });
    expect(failing).toMatchObject({
      ok: false,
      line: expect.stringMatching(
        /^PROBLEM: 0 failed, 0 pending for more than 1 h, storage failing since 2026-11-28T10:00:00\.000Z \(1 write\(s\) refused, last: database or disk is full\)/,
      ),
    });

    db.exec("PRAGMA max_page_count = 1073741823");
    clock += 60_000;
    // An outcome that fits says nothing about leads: the state keeps failing until a lead is taken.
    await writer.run(() => insert.run("outcome", "z"));
    expect((await leadsCheck(file, { now })).line).toMatch(/storage failing since/);
    await writer.run(() => insert.run("small", "y"), { intake: true });
    expect((await leadsCheck(file, { now })).line).toMatch(/storage failed from 2026-11-28T10:00:00\.000Z to 2026-11-28T10:01:00\.000Z/);
    clock += 3_600_000;
    expect((await leadsCheck(file, { now })).ok).toBe(true);
    db.close();
  });
});
