// @vitest-environment node
// @ts-check
/**
 * The upgrade from an earlier version's JSON-lines files, on real files: in chunks that each
 * commit their byte offset, so an import stopped by a full disk resumes where it stopped with no
 * lead twice and none lost; a line over the cap is skipped; the WAL stays small; a crash between
 * the two renames is finished at the next start. Under the real server: a file that appears with the
 * same name after an import (a rollback to a JSON-lines version, then a roll-forward) is imported too.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetEmail } from "./lead-forget.mjs";
import { importJsonLines } from "./lead-import.mjs";
import { isStorageFull, leadStorePaths, openLeadDatabase } from "./lead-store.mjs";
import { buildStoredLead } from "../../tests/support/lead-builder.ts";
import { useSiteFolder, waitFor } from "../../tests/support/server-fixtures.mjs";
import { startNodeServer } from "../../tools/load/node-server.mjs";
import { exportLeads } from "./lead-upkeep.mjs";

const site = useSiteFolder("lead-import-server-");

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

describe("legacy files by identity", () => {
  it("imports a second file of the same name, archives it beside the first, and --forget scrubs both archives", async () => {
    const { legacyInbox, legacyDelivery, db: file } = paths();
    const line = (/** @type {string} */ id) =>
      `${JSON.stringify({ ...buildStoredLead({ id, email: `${id}@clinica.com.br` }), relay: true })}\n`;
    /** @type {string[]} */
    const logged = [];
    const db = openLeadDatabase(file);
    writeFileSync(legacyInbox, line("a1"));
    writeFileSync(
      legacyDelivery,
      `${JSON.stringify({ event: "delivered", id: "a1", at: "2026-11-20T10:00:00.000Z", attempt: 1, status: 200 })}\n`,
    );
    await importJsonLines(db, paths(), { ...quiet, log: (l) => logged.push(l) });
    writeFileSync(legacyInbox, line("a1") + line("b1"));
    const second = await importJsonLines(db, paths(), { ...quiet, log: (l) => logged.push(l) });
    expect(second).toMatchObject({ leads: 1, archives: [`${legacyInbox}.2.imported`] });
    // The same journal again, alone: known by its content, archived without a second replay.
    writeFileSync(legacyDelivery, readFileSync(`${legacyDelivery}.imported`));
    expect(await importJsonLines(db, paths(), { ...quiet, log: (l) => logged.push(l) })).toEqual({
      archives: [`${legacyDelivery}.2.imported`],
    });
    expect(Number(db.prepare("SELECT count(*) AS n FROM deliveries").get()?.n)).toBe(1);
    // A journal that was never imported, alone: its records are applied.
    writeFileSync(
      legacyDelivery,
      `${JSON.stringify({ event: "delivered", id: "b1", at: "2026-11-21T10:00:00.000Z", attempt: 1, status: 200 })}\n`,
    );
    await importJsonLines(db, paths(), { ...quiet, log: (l) => logged.push(l) });
    expect(
      db
        .prepare("SELECT id, status FROM leads ORDER BY id")
        .all()
        .map((r) => `${r.id} ${r.status}`),
    ).toEqual(["a1 delivered", "b1 delivered"]);
    expect(logged).toEqual([
      expect.stringMatching(/^\[lead-import\] leads\.jsonl \(\d+ bytes\) was not imported before: importing it$/),
      expect.stringMatching(/imported 1 lead\(s\) .*kept as leads\.jsonl\.imported and leads-delivery\.jsonl\.imported$/),
      expect.stringMatching(/leads\.jsonl \(\d+ bytes\) was not imported before; an earlier file of that name was/),
      expect.stringMatching(/imported 1 lead\(s\) .*kept as leads\.jsonl\.2\.imported$/),
      expect.stringMatching(/leads-delivery\.jsonl \(\d+ bytes\) was imported before \(same size and content\): archiving it$/),
      "[lead-import] archived leads-delivery.jsonl.2.imported",
      expect.stringMatching(/leads-delivery\.jsonl \(\d+ bytes\) was not imported before; an earlier file/),
      expect.stringMatching(/imported 0 lead\(s\) .*kept as leads-delivery\.jsonl\.3\.imported$/),
    ]);
    expect(readFileSync(`${legacyInbox}.imported`, "utf8")).toContain("a1@");
    expect(readFileSync(`${legacyInbox}.2.imported`, "utf8")).toContain("b1@");
    await forgetEmail(db, "a1@clinica.com.br", { legacy: paths() });
    for (const archive of [`${legacyInbox}.imported`, `${legacyInbox}.2.imported`])
      expect(readFileSync(archive, "utf8"), archive).not.toContain("a1@");
    db.close();
  });

  it("finishes the renames of an import an earlier version recorded by name and size only", async () => {
    const { legacyInbox, db: file } = paths();
    writeFileSync(legacyInbox, `${JSON.stringify({ ...buildStoredLead({ id: "o1" }), relay: true })}\n`);
    const db = openLeadDatabase(file);
    const size = statSync(legacyInbox).size;
    const done = { phase: "done", offset: 0, line: 0, leads: 1, skipped: 0 };
    db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)").run(`import:leads.jsonl:${size}`, JSON.stringify(done));
    expect(await importJsonLines(db, paths(), quiet)).toEqual({ archives: [`${legacyInbox}.imported`] });
    expect(Number(db.prepare("SELECT count(*) AS n FROM leads").get()?.n)).toBe(0);
    // The same size again, now that an archive exists: another file, imported.
    writeFileSync(legacyInbox, readFileSync(`${legacyInbox}.imported`));
    expect(await importJsonLines(db, paths(), quiet)).toMatchObject({ leads: 1 });
    db.close();
  });
});

describe("the real server and a legacy file that appears after the import", { timeout: 120_000 }, () => {
  it("imports it at the next start, and keeps both archives", async () => {
    const folder = path.join(site.dir, "again");
    const { legacyInbox, db: file } = leadStorePaths({ LEAD_INBOX_FILE: path.join(folder, "leads.db") });
    const line = (/** @type {string} */ id) =>
      `${JSON.stringify({ ...buildStoredLead({ id, email: `${id}@clinica.com.br` }), relay: true })}\n`;
    const start = () => startNodeServer({ port: 0, buildDir: site.buildDir, inboxFile: file });
    const imported = (/** @type {Awaited<ReturnType<typeof start>>} */ server) =>
      waitFor(() => server.output().some((l) => l.includes("[lead-import] imported")));
    mkdirSync(folder, { recursive: true });
    writeFileSync(legacyInbox, ["a1", "a2", "a3"].map(line).join(""));
    const first = await start();
    await imported(first).finally(() => first.stop());
    // What a rollback to a JSON-lines version leaves behind: a new, shorter file under the same name.
    writeFileSync(legacyInbox, ["b1", "b2"].map(line).join(""));
    const second = await start();
    try {
      await imported(second);
      expect(second.output().join("\n")).toMatch(/leads\.jsonl .*not imported before/);
    } finally {
      await second.stop();
    }
    expect(
      exportLeads(file)
        .map((l) => l.id)
        .sort(),
    ).toEqual(["a1", "a2", "a3", "b1", "b2"]);
    const archives = readdirSync(folder)
      .filter((n) => n.endsWith(".imported"))
      .sort();
    expect(archives).toHaveLength(2);
    const texts = archives.map((n) => readFileSync(path.join(folder, n), "utf8"));
    expect(texts.filter((t) => t.includes('"a1"'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('"b1"'))).toHaveLength(1);
    expect(existsSync(legacyInbox)).toBe(false);
  });
});
