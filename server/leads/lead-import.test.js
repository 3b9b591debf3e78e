// @vitest-environment node
// @ts-check
/**
 * The upgrade from an earlier version's JSON-lines files, on real files: in chunks that each
 * commit their byte offset, so an import stopped by a full disk resumes where it stopped with no
 * lead twice and none lost; a line over the cap is skipped; the WAL stays small; a crash between
 * the two renames is finished at the next start.
 */
import { existsSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetEmail } from "./lead-forget.mjs";
import { importJsonLines } from "./lead-import.mjs";
import { isStorageFull, leadStorePaths, openLeadDatabase } from "./lead-store.mjs";
import { buildStoredLead } from "../../tests/support/lead-builder.ts";

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lead-import-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const quiet = { log: () => undefined, warn: () => undefined };
const paths = () => leadStorePaths({ LEAD_INBOX_FILE: path.join(dir, "leads.db") });
/** Leads of the oldest versions have no id: a line read twice would be stored twice. @param {number} n */
const idless = (n) => ({ ...buildStoredLead({ email: `lead-${n}@clinica.com.br`, messageToSend: "x".repeat(2000) }), id: undefined });

describe("importJsonLines", () => {
  it("stopped by a full disk, resumes where it stopped: every lead once", async () => {
    const count = 400;
    writeFileSync(paths().legacyInbox, Array.from({ length: count }, (_, i) => `${JSON.stringify(idless(i))}\n`).join(""));
    const db = openLeadDatabase(paths().db);
    const pages = Number(db.prepare("PRAGMA page_count").get()?.page_count);
    // Room for about half of them: the database reports "full" part-way.
    db.exec(`PRAGMA max_page_count = ${pages + 120}`);
    const stopped = await importJsonLines(db, paths(), { ...quiet, chunkLines: 50 }).catch((error) => error);
    expect(isStorageFull(stopped)).toBe(true);
    const partly = Number(db.prepare("SELECT count(*) AS n FROM leads").get()?.n);
    expect(partly).toBeGreaterThan(0);
    expect(partly).toBeLessThan(count);
    expect(existsSync(paths().legacyInbox)).toBe(true);
    // Meanwhile an erasure would miss the lines not imported yet: it waits for the import.
    await expect(forgetEmail(db, "lead-1@clinica.com.br", { legacy: paths() })).rejects.toThrow(/has not finished importing/);
    db.exec("PRAGMA max_page_count = 1073741823");
    expect(await importJsonLines(db, paths(), { ...quiet, chunkLines: 50 })).toMatchObject({ leads: count, skipped: 0 });
    const emails = db
      .prepare("SELECT email FROM leads ORDER BY seq")
      .all()
      .map((r) => r.email);
    expect(emails).toEqual(Array.from({ length: count }, (_, i) => `lead-${i}@clinica.com.br`));
    db.close();
    expect(existsSync(`${paths().legacyInbox}.imported`)).toBe(true);
  });

  it("skips a line over the cap with a warning, and keeps the WAL far smaller than what it imported", async () => {
    const lines = Array.from({ length: 600 }, (_, i) => JSON.stringify(idless(i)));
    lines.splice(3, 0, JSON.stringify({ ...idless(-1), messageToSend: "y".repeat(5000) }));
    writeFileSync(paths().legacyInbox, `${lines.join("\n")}\n`);
    /** @type {string[]} */
    const warnings = [];
    const db = openLeadDatabase(paths().db);
    const result = await importJsonLines(db, paths(), {
      log: () => undefined,
      warn: (l) => warnings.push(l),
      chunkLines: 50,
      maxLineBytes: 4096,
    });
    expect(result).toMatchObject({ leads: 600, skipped: 1 });
    expect(warnings).toEqual([expect.stringMatching(/leads\.jsonl:4: skipped a line of \d+ bytes \(more than 4096: not a lead\)/)]);
    expect(statSync(`${paths().db}-wal`).size).toBeLessThan(statSync(`${paths().legacyInbox}.imported`).size / 4);
    db.close();
  });

  it("while the server relays, an imported lead is due only once the journal says it was not delivered", async () => {
    const { legacyInbox, legacyDelivery, db: file } = paths();
    const ids = Array.from({ length: 10 }, (_, i) => `r${i}`);
    writeFileSync(legacyInbox, ids.map((id) => `${JSON.stringify({ ...buildStoredLead({ id }), relay: true })}\n`).join(""));
    const at = "2026-11-20T10:00:00.000Z";
    writeFileSync(
      legacyDelivery,
      ids
        .slice(1)
        .map((id) => `${JSON.stringify({ event: "delivered", id, at, attempt: 1, status: 200 })}\n`)
        .join(""),
    );
    const db = openLeadDatabase(file);
    // What the relay asks between two chunks: which leads are due now.
    const due = db.prepare("SELECT id FROM leads WHERE status = 'pending' AND next_ms <= ?");
    let importing = true;
    /** @type {string[][]} */
    const seen = [];
    const watch = (async () => {
      while (importing) {
        seen.push(due.all(Date.now()).map((r) => String(r.id)));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await importJsonLines(db, paths(), { ...quiet, chunkLines: 2 });
    importing = false;
    await watch;
    expect(seen.length).toBeGreaterThan(5);
    // Only r0, which the journal leaves undelivered, may be due: and only once the journal is applied.
    expect(seen.flat().filter((id) => id !== "r0")).toEqual([]);
    expect(due.all(Date.now()).map((r) => r.id)).toEqual(["r0"]);
    db.close();
  });

  it("archives the delivery journal that a crash between the two renames left behind", async () => {
    const { legacyInbox, legacyDelivery, db: file } = paths();
    writeFileSync(legacyInbox, `${JSON.stringify({ ...buildStoredLead({ id: "d1" }), relay: true })}\n`);
    writeFileSync(
      legacyDelivery,
      `${JSON.stringify({ event: "delivered", id: "d1", at: "2026-11-20T10:00:00.000Z", attempt: 1, status: 200 })}\n`,
    );
    const db = openLeadDatabase(file);
    await importJsonLines(db, paths(), quiet);
    // As if the process died after the first rename.
    renameSync(`${legacyDelivery}.imported`, legacyDelivery);
    expect(await importJsonLines(db, paths(), quiet)).toEqual({ archives: [`${legacyDelivery}.imported`] });
    expect(existsSync(legacyDelivery)).toBe(false);
    expect(
      db
        .prepare("SELECT status FROM leads")
        .all()
        .map((r) => r.status),
    ).toEqual(["delivered"]);
    expect(Number(db.prepare("SELECT count(*) AS n FROM deliveries").get()?.n)).toBe(1);
    db.close();
  });
});
