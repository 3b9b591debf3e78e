// @vitest-environment node
// @ts-check
/**
 * Upkeep in process, on a database in a temporary folder: retention (leads and import archives past
 * the period go, the queue stays), the export and the 7/30-day counts. The command around them
 * (`npm run leads`) is checked as a process in leads-cli.test.js.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLeadRecords } from "./lead-records.mjs";
import { openLeadDatabase } from "./lead-store.mjs";
import { leadsCountReport } from "./leads-cli.mjs";
import { exportLeads, leadCounts, purgeArchives, purgeExpired, retentionDaysFromEnv } from "./lead-upkeep.mjs";
import { buildStoredLead } from "../../tests/support/lead-builder.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-25T12:00:00.000Z");
const ago = (/** @type {number} */ days, extraMs = 0) => new Date(NOW - days * DAY + extraMs).toISOString();

/** @type {string} */
let dir;
/** @type {import("node:sqlite").DatabaseSync} */
let db;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lead-upkeep-"));
  db = openLeadDatabase(path.join(dir, "leads.db"));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Stores a lead received at `receivedAt` with that status. @param {string} id @param {string} receivedAt @param {string} status */
function store(id, receivedAt, status = "delivered", overrides = {}) {
  createLeadRecords(db).insert(buildStoredLead({ id, receivedAt, email: `${id}@clinica.com.br`, ...overrides }), {
    relay: status !== "inbox",
  });
  if (status !== "pending" && status !== "inbox") db.prepare("UPDATE leads SET status = ? WHERE id = ?").run(status, id);
}
const ids = () => exportLeads(path.join(dir, "leads.db")).map((l) => l.id);

describe("retention", () => {
  it("LEAD_RETENTION_DAYS is 180 unless set to a whole number of days of at least 1", () => {
    expect(retentionDaysFromEnv({})).toBe(180);
    expect(retentionDaysFromEnv({ LEAD_RETENTION_DAYS: "" })).toBe(180);
    expect(retentionDaysFromEnv({ LEAD_RETENTION_DAYS: "1" })).toBe(1);
    expect(retentionDaysFromEnv({ LEAD_RETENTION_DAYS: "30" })).toBe(30);
    for (const raw of ["0", "-5", "1.5", "trinta"])
      expect(() => retentionDaysFromEnv({ LEAD_RETENTION_DAYS: raw }), raw).toThrow(
        `LEAD_RETENTION_DAYS must be a whole number of days >= 1, not ${raw}`,
      );
  });

  it("removes settled and inbox-only leads received before the period, and keeps the queue and the leads of the period", () => {
    store("old-delivered", ago(181), "delivered");
    store("old-failed", ago(181), "failed");
    store("old-inbox", ago(181), "inbox");
    store("old-pending", ago(181), "pending");
    store("edge-delivered", ago(180), "delivered");
    store("new-delivered", ago(179), "delivered");
    expect(purgeExpired(db, 180, NOW)).toBe(3);
    expect(ids()).toEqual(["old-pending", "edge-delivered", "new-delivered"]);
    expect(purgeExpired(db, 180, NOW)).toBe(0);
  });

  it("removes the import archives last written before the period, and skips those of the period and those gone", async () => {
    const [old, edge, recent, gone] = ["old", "edge", "recent", "gone"].map((n) => path.join(dir, `${n}.jsonl.imported`));
    for (const [file, at] of /** @type {[string, number][]} */ ([
      [old, NOW - 180 * DAY - 1000],
      [edge, NOW - 180 * DAY],
      [recent, NOW - DAY],
    ])) {
      writeFileSync(file, "{}\n");
      utimesSync(file, new Date(at), new Date(at));
    }
    expect(await purgeArchives([old, edge, recent, gone].map(String), 180, NOW)).toEqual([old]);
    expect(
      readdirSync(dir)
        .filter((n) => n.endsWith(".imported"))
        .sort(),
    ).toEqual(["edge.jsonl.imported", "recent.jsonl.imported"]);
  });
});

describe("export", () => {
  it("gives every lead with its status in the order received, and nothing (creating nothing) without a database", () => {
    store("a1", ago(2), "pending");
    store("b2", ago(1), "inbox");
    expect(exportLeads(path.join(dir, "leads.db"))).toEqual([
      expect.objectContaining({
        ...buildStoredLead({ id: "a1", receivedAt: ago(2), email: "a1@clinica.com.br" }),
        status: "pending",
        attempts: 0,
      }),
      expect.objectContaining({ id: "b2", status: "inbox", attempts: 0 }),
    ]);
    const missing = path.join(dir, "none", "leads.db");
    expect(exportLeads(missing)).toEqual([]);
    expect(existsSync(path.dirname(missing))).toBe(false);
  });
});

describe("counts", () => {
  it("counts the last 7 and 30 days per form, per source and per utm_campaign, most leads first", async () => {
    /** @param {string} id @param {number} days @param {string} source @param {string} campaign @param {string} [form] */
    const tagged = (id, days, source, campaign, form = "contato-form-automation-id") =>
      store(id, ago(days, 1000), "delivered", {
        automationId: form,
        tags: [
          { name: "source", value: source },
          { name: "utm_campaign", value: campaign },
        ],
      });
    tagged("r1", 1, "Fale com um especialista", "agenda");
    tagged("r2", 7, "Fale com um especialista", "agenda");
    tagged("r3", 10, "Planos", "agenda");
    tagged("r4", 30, "Planos", "faltas", "integracao-form-automation-id");
    tagged("r5", 31, "Planos", "faltas");
    store("r6", ago(2), "delivered", { tags: [] });
    expect(leadCounts(db, new Date(NOW))).toEqual([
      { by: "form", value: "contato-form-automation-id", last7: 3, last30: 4 },
      { by: "form", value: "integracao-form-automation-id", last7: 0, last30: 1 },
      { by: "source", value: "Fale com um especialista", last7: 2, last30: 2 },
      { by: "source", value: "Planos", last7: 0, last30: 2 },
      { by: "source", value: "", last7: 1, last30: 1 },
      { by: "utm_campaign", value: "agenda", last7: 2, last30: 3 },
      { by: "utm_campaign", value: "", last7: 1, last30: 1 },
      { by: "utm_campaign", value: "faltas", last7: 0, last30: 1 },
    ]);
    // What `npm run leads -- --report` prints: one row per line, the missing tag named.
    const report = (await leadsCountReport(path.join(dir, "leads.db"), new Date(NOW))).split("\n");
    expect(report[0]).toBe("Leads received in the last 7 and 30 days (2026-11-25)");
    expect(report.map((l) => l.trim().split(/\s{2,}/))).toContainEqual(["source", "(none)", "1", "1"]);
  });
});
