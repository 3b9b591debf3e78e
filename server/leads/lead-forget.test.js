// @vitest-environment node
// @ts-check
/**
 * `--forget` (forgetEmail, which `npm run leads -- --forget` runs) against the real server (`node
 * server/site/server.mjs` on a minimal build, relaying to a fake automation host on 127.0.0.1) and
 * real files: it removes exactly one person (not a longer address that contains hers), wherever her
 * address is quoted (a host's answer about another lead, the history, the archives of an import), and
 * no file of the data folder holds her address afterwards, while the server runs and after it stops.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startFakeHost } from "../../tools/lib/fake-automation-host.mjs";
import { startNodeServer } from "../../tools/load/node-server.mjs";
import { DatabaseSync } from "node:sqlite";
import { forgetEmail } from "./lead-forget.mjs";
import { createLeadRecords } from "./lead-records.mjs";
import { BUSY_TIMEOUT_MS, leadStorePaths, openLeadDatabase } from "./lead-store.mjs";
import { exportLeads } from "./lead-upkeep.mjs";
import { buildStoredLead, leadRequest, webhookPath } from "../../tests/support/lead-builder.ts";
import { useSiteFolder, waitFor } from "../../tests/support/server-fixtures.mjs";

const ANA = "Ana.Lucia@Clinica.example.com";
const JOANA = "joana.lucia@clinica.example.com";
const ANA_BR = "ana.lucia@clinica.example.com.br";
/**
 * Whether lower-cased bytes hold Ana's address other than inside Joana's or the `.br` one. Plain
 * substrings, not word boundaries: a database record puts its columns side by side (the name's
 * last letter right before the e-mail). The leads are named so that no name ends in `jo`.
 * @param {string} bytes
 */
const holdsAna = (bytes) => bytes.replaceAll(JOANA, "").replaceAll(ANA_BR, "").includes(ANA.toLowerCase());
/** A name that ends in no part of an address. */
const NAME = "Maria Silva";

const site = useSiteFolder("lead-forget-");

/** Files of `folder` (and below) whose bytes, lower-cased, `holds`. @param {string} folder @param {(bytes: string) => boolean} holds */
function filesHolding(folder, holds) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => holds(readFileSync(file).toString("latin1").toLowerCase()))
    .map((file) => path.relative(folder, file));
}

describe("--forget", { timeout: 120_000 }, () => {
  it("removes exactly that person, in any case, and leaves her address in no file of the data folder", async () => {
    const folder = path.join(site.dir, "data");
    const file = path.join(folder, "leads.db");
    mkdirSync(folder, { recursive: true });
    // An earlier version's files: Ana's lead, and Joana's, refused by a host answer that quoted Ana.
    writeFileSync(
      path.join(folder, "leads.jsonl"),
      `${JSON.stringify(buildStoredLead({ id: "old-ana", name: NAME, email: ANA.toUpperCase() }))}\n` +
        `${JSON.stringify({ ...buildStoredLead({ id: "old-joana", name: NAME, email: JOANA }), relay: true })}\n`,
    );
    const quote = `{"error":"this phone belongs to the contact ${ANA}"}`;
    writeFileSync(
      path.join(folder, "leads-delivery.jsonl"),
      `${JSON.stringify({ event: "failed", id: "old-joana", at: "2026-11-20T10:00:00.000Z", attempt: 1, reason: "rejected", error: "HTTP 422", status: 422, answer: quote })}\n`,
    );
    const host = await startFakeHost({
      respond: ({ body }) => {
        const email = String(/** @type {{ email?: string }} */ (body).email ?? "");
        if (email === ANA) return { status: 503, body: `{"error":"queue full, ${ANA} will be retried"}` };
        if (email === JOANA) return { status: 422, body: `{"error":"duplicate: ${JOANA} shares a phone with ${ANA.toLowerCase()}"}` };
        return { status: 200 };
      },
    });
    const server = await startNodeServer({
      port: 0,
      buildDir: site.buildDir,
      inboxFile: file,
      env: { LEAD_FORWARD_URL: host.url, LEAD_FORWARD_RETRY_BASE_MS: "50", LEAD_FORWARD_RETRY_CAP_MS: "200" },
    });
    try {
      await waitFor(() => server.output().some((l) => l.includes("[lead-import] imported 2 lead(s)")));
      for (const email of [ANA, JOANA, ANA_BR]) {
        const res = await fetch(`${server.baseURL}${webhookPath.contact}`, leadRequest({ name: NAME, email }));
        expect(res.status).toBe(200);
      }
      const byEmail = () => new Map(exportLeads(file).map((l) => [`${l.email} ${l.id.startsWith("old-") ? "old" : "new"}`, l]));
      await waitFor(() => byEmail().get(`${JOANA} new`)?.status === "failed" && byEmail().get(`${ANA_BR} new`)?.status === "delivered");
      await waitFor(() => (byEmail().get(`${ANA} new`)?.attempts ?? 0) >= 2);
      // The check can see her: the database (or its WAL) and the archives hold her address before.
      expect(filesHolding(folder, holdsAna)).toEqual(expect.arrayContaining([expect.stringMatching(/^leads\.db/), "leads.jsonl.imported"]));

      // In this process, beside the server's connection (leads-cli.test.js runs the command itself), so
      // that mutation testing sees the function run.
      const db = openLeadDatabase(file);
      const legacy = leadStorePaths({ LEAD_INBOX_FILE: file });
      const done = await forgetEmail(db, `  ${"ANA.lucia@clinica.EXAMPLE.com"} `, { legacy });
      expect(done).toEqual({ removed: 2, redacted: 4, files: 2 });
      db.close();
      expect(filesHolding(folder, holdsAna)).toEqual([]);

      const kept = exportLeads(file);
      expect(kept.map((l) => [l.id.startsWith("old-") ? l.id : "new", l.email, l.status])).toEqual([
        ["old-joana", JOANA, "failed"],
        ["new", JOANA, "failed"],
        ["new", ANA_BR, "delivered"],
      ]);
      // Joana's refusal keeps its reason, without Ana's address (nor her own: the relay keeps it out).
      expect(kept[1]?.failure?.answer).toBe('{"error":"duplicate: [e-mail] shares a phone with [e-mail removed on request]"}');
      expect(kept[0]?.failure?.answer).toBe('{"error":"this phone belongs to the contact [e-mail removed on request]"}');
      expect(filesHolding(folder, (bytes) => bytes.includes(JOANA))).toEqual(expect.arrayContaining(["leads.db", "leads.jsonl.imported"]));
    } finally {
      await server.stop();
      await host.close();
    }
    expect(filesHolding(folder, holdsAna)).toEqual([]);
    expect(exportLeads(file).map((l) => l.email)).toEqual([JOANA, JOANA, ANA_BR]);
  });

  it("gives up after a bounded wait when a reader keeps the WAL, and the same command run again empties it", async () => {
    const file = path.join(site.dir, "held", "leads.db");
    const db = openLeadDatabase(file);
    createLeadRecords(db).insert(buildStoredLead({ id: "a1", name: NAME, email: ANA }), { relay: false });
    // Another connection reading an old snapshot (a long export) keeps the frames that hold the lead.
    const reader = new DatabaseSync(file, { readOnly: true });
    reader.exec("BEGIN");
    reader.prepare("SELECT count(*) FROM leads").get();
    const legacy = leadStorePaths({ LEAD_INBOX_FILE: file });
    for (const bad of ["ana", "a b@c.com", "a@b.com c"]) await expect(forgetEmail(db, bad, { legacy })).rejects.toThrow(/one whole e-mail/);
    await expect(forgetEmail(db, ANA, { legacy, checkpointTries: 2 })).rejects.toThrow(/run the same --forget again/);
    // The connection waits for other writers as long as before.
    expect(db.prepare("PRAGMA busy_timeout").get()).toEqual({ timeout: BUSY_TIMEOUT_MS });
    expect(filesHolding(path.dirname(file), holdsAna)).toEqual(["leads.db-wal"]);
    reader.exec("COMMIT");
    reader.close();
    expect(await forgetEmail(db, ANA, { legacy })).toEqual({ removed: 0, redacted: 0, files: 0 });
    expect(filesHolding(path.dirname(file), holdsAna)).toEqual([]);
    db.close();
  });
});
