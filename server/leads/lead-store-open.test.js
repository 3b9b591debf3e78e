// @vitest-environment node
// @ts-check
/**
 * Opening the leads database in this process (the server's start does the same in its thread;
 * lead-store.test.js checks it on the real server): the modes of the folder and files, the pragmas
 * a lead's safety rests on, the size limit, the read-only open, a folder that must not be closed,
 * and one write transaction that commits or leaves nothing.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUSY_TIMEOUT_MS, inTransaction, openLeadDatabase } from "./lead-store.mjs";

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lead-store-open-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** @param {import("node:sqlite").DatabaseSync} db @param {string} name */
const pragma = (db, name) => Object.values(/** @type {object} */ (db.prepare(`PRAGMA ${name}`).get()))[0];
const mode = (/** @type {string} */ file) => statSync(file).mode & 0o777;

describe("openLeadDatabase", () => {
  it("creates its folder 0700 and its files 0600, with WAL, full sync, secure delete, foreign keys and the busy timeout", () => {
    const file = path.join(dir, "new", "data", "leads.db");
    const db = openLeadDatabase(file);
    db.exec("INSERT INTO meta (key, value) VALUES ('k', 'v')");
    expect(mode(path.dirname(file))).toBe(0o700);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(mode(name), name).toBe(0o600);
    expect([pragma(db, "journal_mode"), pragma(db, "synchronous"), pragma(db, "secure_delete"), pragma(db, "foreign_keys")]).toEqual([
      "wal",
      2,
      1,
      1,
    ]);
    expect(pragma(db, "journal_size_limit")).toBe(64 << 20);
    expect(pragma(db, "busy_timeout")).toBe(BUSY_TIMEOUT_MS);
    expect(Number(pragma(db, "max_page_count"))).toBeGreaterThan(2 ** 30);
    db.close();
    const server = openLeadDatabase(file, { busyTimeoutMs: 1234, maxBytes: 40 * 4096 + 100 });
    expect([pragma(server, "busy_timeout"), pragma(server, "max_page_count")]).toEqual([1234, 40]);
    server.close();
  });

  it("closes a folder of its own that others could read, and leaves a shared one (sticky, or holding the working directory) with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const open = path.join(dir, "open");
    mkdirSync(open);
    chmodSync(open, 0o755);
    openLeadDatabase(path.join(open, "leads.db")).close();
    expect(mode(open)).toBe(0o700);
    expect(warn).not.toHaveBeenCalled();

    const sticky = path.join(dir, "sticky");
    mkdirSync(sticky);
    chmodSync(sticky, 0o1777);
    openLeadDatabase(path.join(sticky, "leads.db")).close();
    expect(statSync(sticky).mode & 0o1777).toBe(0o1777);
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/sticky is readable by others: give the database a folder of its own/));

    const here = path.join(dir, "here");
    mkdirSync(path.join(here, "inside"), { recursive: true });
    chmodSync(here, 0o755);
    const cwd = vi.spyOn(process, "cwd").mockReturnValue(path.join(here, "inside"));
    openLeadDatabase(path.join(here, "leads.db")).close();
    expect(mode(here)).toBe(0o755);
    cwd.mockReturnValue(here);
    openLeadDatabase(path.join(here, "again.db")).close();
    expect(mode(here)).toBe(0o755);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("opens read-only without creating anything, and refuses a database that is not there", () => {
    const file = path.join(dir, "ro", "leads.db");
    expect(() => openLeadDatabase(file, { readOnly: true })).toThrow();
    expect(existsSync(path.dirname(file))).toBe(false);
    openLeadDatabase(file).close();
    const ro = openLeadDatabase(file, { readOnly: true });
    expect(() => ro.exec("INSERT INTO meta (key, value) VALUES ('k', 'v')")).toThrow(/readonly/);
    expect(pragma(ro, "secure_delete")).toBe(1);
    ro.close();
  });
});

describe("inTransaction", () => {
  it("commits what the function wrote and returns its value; rolls back and rethrows when it throws", () => {
    const db = openLeadDatabase(path.join(dir, "tx.db"));
    const insert = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
    expect(inTransaction(db, () => (insert.run("a", "1"), 7))).toBe(7);
    expect(db.isTransaction).toBe(false);
    expect(() =>
      inTransaction(db, () => {
        insert.run("b", "2");
        throw new Error("midway");
      }),
    ).toThrow("midway");
    expect(db.isTransaction).toBe(false);
    expect(
      db
        .prepare("SELECT key FROM meta ORDER BY key")
        .all()
        .map((r) => r.key),
    ).toEqual(["a"]);
    db.close();
  });
});
