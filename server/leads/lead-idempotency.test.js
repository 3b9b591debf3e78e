// @vitest-environment node
// @ts-check
/**
 * The form's idempotency key, black-box: real requests to the site server with its leads thread, in
 * a temp folder. A resend after a lost answer is the same lead (one row, answered alike, delivered
 * under the same key); other content under a stored key is refused; a malformed key is ignored.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessages } from "../../app/content/lead-contract/api-messages.ts";
import { buildLead, webhookPath } from "../../tests/support/lead-builder.ts";
import { closeServer, listenLocal, waitFor } from "../../tests/support/server-fixtures.mjs";
import { startFakeHost } from "../../tools/lib/fake-automation-host.mjs";
import { writeMinimalBuild } from "../../tools/load/minimal-build.mjs";
import { createSiteServer } from "../site/server.mjs";
import { forgetEmail } from "./lead-forget.mjs";
import { openLeadDatabase, leadStorePaths } from "./lead-store.mjs";
import { exportLeads } from "./lead-upkeep.mjs";
import { startLeads } from "./start-leads.mjs";

const root = mkdtempSync(path.join(os.tmpdir(), "lead-key-"));
const build = writeMinimalBuild(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KEY = "7d0c3f5e-2b1a-4c9d-8e7f-0a1b2c3d4e5f";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** @type {string} */
let dir;
/** @type {string} */
let base;
/** @type {() => Promise<void>} */
let stop;

/** @param {Record<string, string>} [more] */
async function start(more = {}) {
  const env = { QUIET: "1", LEAD_RATE_LIMIT: "0", LEAD_INBOX_FILE: path.join(dir, "leads.db"), ...more };
  const leads = await startLeads({ automationApi: "" }, env);
  const server = createSiteServer({ buildDir: build, leads });
  ({ base } = await listenLocal(server));
  await leads.afterListen?.();
  stop = async () => {
    await closeServer(server);
    await leads.stop();
  };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(root, "run-"));
});
afterEach(async () => stop());

/** @param {import("../../tests/support/lead-builder.ts").LeadBody} body @param {string | undefined} key */
const post = (body, key) =>
  fetch(`${base}${webhookPath.contact}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(key === undefined ? {} : { "Idempotency-Key": key }) },
    body: JSON.stringify(body),
  });

const rows = () => exportLeads(path.join(dir, "leads.db"));

describe("the form's idempotency key", { timeout: 120_000 }, () => {
  it("stores a resend with the same key and content once, answering it as the first; the key is the lead's id", async () => {
    await start();
    const lead = buildLead({ email: "ana@clinica.com.br" });
    const answers = [await post(lead, KEY.toUpperCase()), await post(lead, KEY)];
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await Promise.all(answers.map((r) => r.json()))).toEqual([{ ok: true }, { ok: true }]);
    expect((await rows()).map((r) => [r.id, r.email])).toEqual([[KEY, "ana@clinica.com.br"]]);
  });

  it("stores one row for racing requests with one key (the second sent while the first is written)", async () => {
    await start();
    const lead = buildLead({ email: "bia@clinica.com.br" });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(lead, KEY)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect((await rows()).map((r) => r.id)).toEqual([KEY]);
  });

  it("refuses other content under a stored key with 422 in Portuguese, and keeps the first", async () => {
    await start();
    expect((await post(buildLead({ email: "ana@clinica.com.br" }), KEY)).status).toBe(200);
    const other = await post(buildLead({ email: "outra@clinica.com.br" }), KEY);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ ok: false, error: apiMessages.keyReused });
    expect((await rows()).map((r) => r.email)).toEqual(["ana@clinica.com.br"]);
  });

  it("ignores a malformed key and a missing one: the server makes each lead its own id", async () => {
    await start();
    const lead = buildLead();
    for (const key of ["not-a-uuid", `${KEY}, ${KEY}`, "", undefined, "'; DROP TABLE leads; --"])
      expect((await post(lead, key)).status).toBe(200);
    const ids = (await rows()).map((r) => r.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it("stores a forgotten lead's key again as a new lead (a new consent), not the old data", async () => {
    await start();
    expect((await post(buildLead({ email: "ana@clinica.com.br", name: "Ana Antiga" }), KEY)).status).toBe(200);
    const db = openLeadDatabase(path.join(dir, "leads.db"));
    try {
      const { removed } = await forgetEmail(db, "ana@clinica.com.br", {
        legacy: leadStorePaths({ LEAD_INBOX_FILE: path.join(dir, "leads.db") }),
      });
      expect(removed).toBe(1);
    } finally {
      db.close();
    }
    expect(await rows()).toEqual([]);
    expect((await post(buildLead({ email: "ana@clinica.com.br", name: "Ana Nova" }), KEY)).status).toBe(200);
    expect((await rows()).map((r) => [r.id, r.name])).toEqual([[KEY, "Ana Nova"]]);
  });

  it("delivers a resent lead to the host once, under the form's key", async () => {
    const host = await startFakeHost();
    try {
      await start({ LEAD_FORWARD_URL: host.url });
      const lead = buildLead({ email: "caio@clinica.com.br" });
      expect((await post(lead, KEY)).status).toBe(200);
      await waitFor(async () => (await rows())[0]?.status === "delivered");
      expect((await post(lead, KEY)).status).toBe(200);
      // Another lead after the repeat: once it is delivered, the repeat would have been too.
      expect((await post(buildLead({ email: "dora@clinica.com.br" }), undefined)).status).toBe(200);
      await waitFor(async () => (await rows()).every((r) => r.status === "delivered"));
      expect(host.requests.map((r) => r.key).filter((k) => k === KEY)).toEqual([KEY]);
    } finally {
      await host.close();
    }
  });
});
