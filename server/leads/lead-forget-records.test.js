// @vitest-environment node
// @ts-check
/**
 * `--forget` (forgetEmail) in this process, on a database and an import's archives written by the
 * test: which rows go, which columns and history rows are redacted, how the archives are scrubbed in
 * place, and the checkpoint's bounded wait (the black-box run beside a server: lead-forget.test.js).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkpoint, forgetEmail, REMOVED } from "./lead-forget.mjs";
import { createLeadRecords } from "./lead-records.mjs";
import { BUSY_TIMEOUT_MS, leadStorePaths, openLeadDatabase } from "./lead-store.mjs";
import { buildStoredLead } from "../../tests/support/lead-builder.ts";

const ANA = "ana@clinica.com.br";
const AT = "2026-11-28T10:00:00.000Z";

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lead-forget-records-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** @param {import("node:sqlite").DatabaseSync} db @param {string} sql */
const all = (db, sql) =>
  db
    .prepare(sql)
    .all()
    .map((r) => ({ ...r }));

describe("forgetEmail", () => {
  it("removes her leads with their history and redacts her address in every column and history row of the others", async () => {
    const file = path.join(dir, "leads.db");
    const db = openLeadDatabase(file);
    const records = createLeadRecords(db);
    const legacy = leadStorePaths({ LEAD_INBOX_FILE: file });
    records.insert(buildStoredLead({ id: "ana1", email: ANA, receivedAt: "2020-01-01T00:00:00.000Z" }), { relay: false });
    records.insert(buildStoredLead({ id: "ana2", email: ` ${ANA.toUpperCase()}`, receivedAt: "2020-01-01T00:00:00.000Z" }), {
      relay: true,
    });
    const quoting = buildStoredLead({
      id: "other",
      email: "bia@clinica.com.br",
      name: `Bia, amiga de ${ANA}`,
      phone: `+55 11999990000 ${ANA}`,
      messageToSend: `fale com ${ANA}`,
      tags: [{ name: "ref", value: ANA }],
      receivedAt: "2020-01-01T00:00:00.000Z",
    });
    records.insert(quoting, { relay: true });
    records.insert(buildStoredLead({ id: "joana", email: `jo${ANA}`, receivedAt: "2020-01-01T00:00:00.000Z" }), { relay: false });
    // Delivered long ago: only its history's first failure quotes her (its row's last error was cleared).
    records.insert(buildStoredLead({ id: "zed", email: "zed@clinica.com.br", receivedAt: "2020-01-01T00:00:00.000Z" }), { relay: true });
    records.retryLater("zed", AT, 1, { error: `HTTP 409: ${ANA} exists`, nextMs: 0, sinceMs: 0, unreachable: false });
    records.delivered("zed", AT, 2, 200);
    // Quotes her in its message only: its empty columns stay empty (NULL), not the text "null".
    records.insert(
      buildStoredLead({ id: "quiet", email: "q@clinica.com.br", messageToSend: ANA, receivedAt: "2020-01-01T00:00:00.000Z" }),
      { relay: false },
    );
    records.retryLater("ana2", AT, 1, { error: `HTTP 500: ${ANA}`, nextMs: 0, sinceMs: 0, unreachable: false });
    records.failed("other", AT, 1, { reason: "rejected", error: `HTTP 422: ${ANA}`, status: 422, answer: `dup ${ANA}.` });
    const { removed, redacted, files } = await forgetEmail(db, ANA, { legacy, now: () => Date.parse(AT) });
    expect({ removed, redacted, files }).toEqual({ removed: 2, redacted: 4, files: 0 });
    expect(all(db, "SELECT id FROM leads ORDER BY seq").map((r) => r.id)).toEqual(["other", "joana", "zed", "quiet"]);
    expect(all(db, "SELECT lead_id, error, answer FROM deliveries WHERE error IS NOT NULL ORDER BY rowid")).toEqual([
      { lead_id: "zed", error: `HTTP 409: ${REMOVED} exists`, answer: null },
      { lead_id: "other", error: `HTTP 422: ${REMOVED}`, answer: `dup ${REMOVED}.` },
    ]);
    expect(all(db, "SELECT message, last_error, failure FROM leads WHERE id = 'quiet'")).toEqual([
      { message: REMOVED, last_error: null, failure: null },
    ]);
    const other = all(db, "SELECT name, phone, message, tags, last_error, failure FROM leads WHERE id = 'other'")[0];
    expect(JSON.stringify(other)).not.toContain(ANA);
    expect(other).toMatchObject({ name: `Bia, amiga de ${REMOVED}`, message: `fale com ${REMOVED}`, last_error: `HTTP 422: ${REMOVED}` });
    expect(JSON.parse(String(other?.failure))).toMatchObject({ answer: `dup ${REMOVED}.` });
    expect(all(db, "SELECT email FROM leads WHERE id = 'joana'")).toEqual([{ email: `jo${ANA}` }]);
    // The WAL was emptied: no copy of a removed row stays in it.
    expect(readFileSync(`${file}-wal`).length).toBe(0);
    expect(db.prepare("PRAGMA busy_timeout").get()).toEqual({ timeout: BUSY_TIMEOUT_MS });
    db.close();
  });

  it("scrubs an import's archives in place: her own lines blanked, her address masked where another line quotes it", async () => {
    const file = path.join(dir, "leads.db");
    const db = openLeadDatabase(file);
    const legacy = leadStorePaths({ LEAD_INBOX_FILE: file });
    const own = JSON.stringify({ id: "a", email: ANA.toUpperCase() });
    const quoted = JSON.stringify({ id: "b", email: "bia@x.com", answer: `dup ${ANA}` });
    const torn = `{"id":"c","note":"${ANA}`;
    const untouched = JSON.stringify({ id: "d", email: `jo${ANA}` });
    writeFileSync(`${legacy.legacyInbox}.imported`, `${own}\n${quoted}\n${untouched}\n${torn}`);
    writeFileSync(legacy.legacyDelivery, `${quoted}\n`);
    const done = await forgetEmail(db, ANA, { legacy });
    expect(done).toEqual({ removed: 0, redacted: 0, files: 4 });
    const mask = "*".repeat(ANA.length);
    expect(readFileSync(`${legacy.legacyInbox}.imported`, "utf8")).toBe(
      `${" ".repeat(own.length)}\n${quoted.replace(ANA, mask)}\n${untouched}\n${torn.replace(ANA, mask)}`,
    );
    expect(readFileSync(legacy.legacyDelivery, "utf8")).toBe(`${quoted.replace(ANA, mask)}\n`);
    db.close();
  });

  it("empties the WAL with a checkpoint that works at its first try", async () => {
    const file = path.join(dir, "leads.db");
    const db = openLeadDatabase(file);
    createLeadRecords(db).insert(buildStoredLead({ id: "a" }), { relay: false });
    await checkpoint(db, 1);
    expect(readFileSync(`${file}-wal`).length).toBe(0);
    db.close();
  });
});
