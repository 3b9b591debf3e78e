// @vitest-environment node
// @ts-check
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiMessages } from "../../app/content/lead-contract/api-messages.ts";
import { ackMoments, createLeadInbox, DEFAULT_SITE_URL, MAX_BODY_BYTES } from "./lead-inbox.mjs";
import { AUTOMATION_IDS } from "./lead-rules.mjs";
import { openLeadDatabase } from "./lead-store.mjs";
import { exportLeads } from "./lead-upkeep.mjs";
import { buildIntegrationLead, buildLead, formTags } from "../../tests/support/lead-builder.ts";
import { closeServer, listenLocal } from "../../tests/support/server-fixtures.mjs";

/** The stored leads, as `npm run leads -- --export` prints them. @param {string} file */
const readLeads = async (file) => exportLeads(file);

const lead = buildLead({ tags: formTags({ query: [{ name: "utm_source", value: "google" }] }) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CONTACT = "/webhook/contato-form-automation-id";

/** @type {string} */
let dir;
/** @type {string} */
let file;
/** @type {http.Server} */
let server;
/** @type {string} */
let base;
/** @type {string[]} */
let logged;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "lead-inbox-"));
  file = path.join(dir, "nested", "leads.db");
  logged = [];
  const inbox = createLeadInbox({ file, log: (line) => logged.push(line), now: () => new Date("2025-04-08T12:00:00.000Z"), rateLimit: 0 });
  server = http.createServer((req, res) => {
    if ((req.url ?? "").startsWith("/webhook/")) void inbox.handle(req, res);
    else res.writeHead(404).end();
  });
  ({ base } = await listenLocal(server));
});

afterEach(async () => {
  await closeServer(server);
  await rm(dir, { recursive: true, force: true });
});

/** @param {unknown} body @param {string} [id] */
function post(body, id = "contato-form-automation-id") {
  return fetch(`${base}/webhook/${id}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1:5173" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("lead inbox", () => {
  it("stores a lead as one row and answers ok with CORS", async () => {
    const res = await post(lead);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    const stored = await readLeads(file);
    expect(stored).toEqual([
      {
        id: expect.stringMatching(UUID),
        receivedAt: "2025-04-08T12:00:00.000Z",
        automationId: "contato-form-automation-id",
        ...lead,
        status: "inbox",
        attempts: 0,
      },
    ]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("contato-form-automation-id");
    expect(logged[0]).toContain(stored[0]?.id);
  });

  it("logs the lead's id, form and outcome, never its name, e-mail or phone", async () => {
    expect((await post(lead)).status).toBe(200);
    expect((await post({ ...lead, email: "ana@" })).status).toBe(422);
    expect(logged).toHaveLength(2);
    const text = logged.join("\n");
    for (const personal of [lead.name, "Ana", lead.email, "ana@", lead.phone, "987654321"]) expect(text).not.toContain(personal);
    expect(logged[0]).toMatch(/lead [0-9a-f-]{36} contato-form-automation-id: stored/);
    expect(logged[1]).toMatch(/contato-form-automation-id: refused \(422, field email\)/);
  });

  it("creates the database, its WAL and its shared memory 0600 in a folder it creates 0700", async () => {
    expect((await post(lead)).status).toBe(200);
    const names = readdirSync(path.dirname(file)).sort();
    expect(names).toEqual(["leads.db", "leads.db-shm", "leads.db-wal"]);
    for (const name of names) expect(statSync(path.join(path.dirname(file), name)).mode & 0o777, name).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it("answers the CORS preflight for application/json and the form's Idempotency-Key", async () => {
    const res = await fetch(`${base}/webhook/integracao-form-automation-id`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://www.atendra.com.br",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,idempotency-key",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://www.atendra.com.br");
    expect(res.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toBe("Content-Type, Idempotency-Key");
    expect(Number(res.headers.get("access-control-max-age"))).toBeGreaterThan(0);
  });

  it("allows the site's origin and local development origins only: any other gets no CORS header, never *", async () => {
    /** @param {string | undefined} origin */
    const preflight = async (origin) =>
      (
        await fetch(`${base}${CONTACT}`, {
          method: "OPTIONS",
          headers: origin ? { Origin: origin, "Access-Control-Request-Method": "POST" } : {},
        })
      ).headers.get("access-control-allow-origin");
    expect(await preflight(DEFAULT_SITE_URL)).toBe(DEFAULT_SITE_URL);
    expect(await preflight("http://localhost:5173")).toBe("http://localhost:5173");
    expect(await preflight("http://127.0.0.1:4600")).toBe("http://127.0.0.1:4600");
    for (const evil of [
      "https://evil.example",
      "https://www.atendra.com.br.evil.example",
      "http://localhost.evil.example",
      "https://localhost:5173",
      "null",
      undefined,
    ]) {
      expect(await preflight(evil), String(evil)).toBeNull();
    }
    const res = await fetch(`${base}${CONTACT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify(lead),
    });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("vary")).toBe("Origin");
  });

  it("allows the origin VITE_SITE_URL names", async () => {
    const own = createLeadInbox({ file, log: () => undefined, siteOrigin: "https://clinicas.example.com.br/" });
    const srv = http.createServer((req, res) => void own.handle(req, res));
    const { port } = await listenLocal(srv);
    const allowed = async (/** @type {string} */ origin) =>
      (await fetch(`http://127.0.0.1:${port}${CONTACT}`, { method: "OPTIONS", headers: { Origin: origin } })).headers.get(
        "access-control-allow-origin",
      );
    expect(await allowed("https://clinicas.example.com.br")).toBe("https://clinicas.example.com.br");
    expect(await allowed(DEFAULT_SITE_URL)).toBeNull();
    await closeServer(srv);
    // The server's default is the site's own default origin (app/site.ts).
    expect(readFileSync("app/site.ts", "utf8")).toContain(`"${DEFAULT_SITE_URL}"`);
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await post('{"name": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, error: "JSON malformado." });
    expect(await readLeads(file)).toEqual([]);
  });

  it.each([
    ["an array", "[]", "body"],
    ["a missing name", JSON.stringify({ ...lead, name: undefined }), "name"],
    ["an empty e-mail", JSON.stringify({ ...lead, email: "  " }), "email"],
    ["a numeric phone", JSON.stringify({ ...lead, phone: 11987654321 }), "phone"],
    ["no messageToSend", JSON.stringify({ ...lead, messageToSend: null }), "messageToSend"],
    ["tags not a list", JSON.stringify({ ...lead, tags: "form" }), "tags"],
    ["a tag without value", JSON.stringify({ ...lead, tags: [{ name: "form" }] }), "tags[0]"],
    ["a null tag", JSON.stringify({ ...lead, tags: [null] }), "tags[0]"],
  ])("rejects %s with 422 naming the field", async (_label, body, field) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    const answer = await res.json();
    expect(answer).toMatchObject({ ok: false, field });
    expect(answer.error).toMatch(/\w{4,}/);
    expect(await readLeads(file)).toEqual([]);
  });

  it("refuses a body over 64 KB without storing it", async () => {
    const res = await post({ ...lead, messageToSend: "x".repeat(MAX_BODY_BYTES) });
    expect(res.status).toBe(413);
    expect(await readLeads(file)).toEqual([]);
  });

  it("refuses a streamed body over 64 KB (no Content-Length)", async () => {
    const status = await new Promise((resolve, reject) => {
      const req = http.request(`${base}${CONTACT}`, { method: "POST", headers: { "Content-Type": "application/json" } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on("error", reject);
      // Chunked transfer: the size is only known while reading.
      for (let i = 0; i < 20; i++) req.write("x".repeat(8 * 1024));
      req.end();
    });
    expect(status).toBe(413);
  });

  it("answers other methods with 405 and other content types with 415", async () => {
    expect((await fetch(`${base}${CONTACT}`)).status).toBe(405);
    expect((await fetch(`${base}${CONTACT}`, { method: "PUT", body: "{}" })).status).toBe(405);
    const form = await fetch(`${base}${CONTACT}`, {
      method: "POST",
      body: "name=a",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });

  it("answers 404 for a path without a usable automation id", async () => {
    expect((await post(lead, "")).status).toBe(404);
    expect((await post(lead, "a/b")).status).toBe(404);
    expect((await post(lead, "%E0%A4%A")).status).toBe(404);
  });

  it("accepts only the site's two automation ids: any other gets 404 with a JSON error and is not stored", async () => {
    expect(AUTOMATION_IDS).toEqual(["contato-form-automation-id", "integracao-form-automation-id"]);
    for (const id of [
      "x",
      "outra-form-automation-id",
      "CONTATO-FORM-AUTOMATION-ID",
      "contato-form-automation-id%2F..%2Fadmin",
      "contato-form-automation-id/extra",
    ]) {
      const res = await post(lead, id);
      expect(res.status, id).toBe(404);
      expect(res.headers.get("content-type"), id).toMatch(/^application\/json/);
      expect(await res.json(), id).toEqual({ ok: false, error: expect.stringMatching(/Automação/) });
    }
    expect((await fetch(`${base}/webhook/x`, { method: "OPTIONS" })).status).toBe(404);
    expect((await post(buildIntegrationLead(), "integracao-form-automation-id")).status).toBe(200);
    expect((await readLeads(file)).map((l) => l.automationId)).toEqual(["integracao-form-automation-id"]);
  });

  it("gives every lead its own id, and hands a stored lead to the relay only once it is committed", async () => {
    /** @type {{ id: string, status?: string }[]} */
    const handed = [];
    const relayed = createLeadInbox({
      file,
      log: () => undefined,
      relay: {
        // Read through another connection: what a crash right now would leave.
        enqueue: (stored) => void handed.push({ id: stored.id, status: exportLeads(file).find((l) => l.id === stored.id)?.status }),
      },
      rateLimit: 0,
    });
    const srv = http.createServer((req, res) => void relayed.handle(req, res));
    const { port } = await listenLocal(srv);
    const send = () =>
      fetch(`http://127.0.0.1:${port}${CONTACT}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(lead),
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(
      (
        await fetch(`http://127.0.0.1:${port}/webhook/x`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(lead),
        })
      ).status,
    ).toBe(404);
    await closeServer(srv);
    expect(handed).toHaveLength(2);
    expect(handed.every((h) => h.status === "pending" && UUID.test(h.id))).toBe(true);
    expect(handed[0]?.id).not.toBe(handed[1]?.id);
    expect((await readLeads(file)).map((l) => [l.id, l.status])).toEqual(handed.map((h) => [h.id, "pending"]));
  });

  it("never interleaves concurrent leads and never rewrites earlier ones", async () => {
    await writeFile(path.join(dir, "keep.txt"), "");
    // Lines of different lengths (up to 40 KB of tags), written together.
    const many = Array.from({ length: 40 }, (_, i) => ({
      ...lead,
      email: `lead-${i}@clinica.com.br`,
      tags: Array.from({ length: i + 1 }, (_, j) => ({ name: `t${j}`, value: "y".repeat(1000) })),
    }));
    const answers = await Promise.all(many.map((body) => post(body)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const stored = await readLeads(file);
    expect(stored).toHaveLength(40);
    expect(new Set(stored.map((l) => `${l.email} ${l.tags.length}`))).toEqual(new Set(many.map((l) => `${l.email} ${l.tags.length}`)));
    await post(lead);
    expect(await readLeads(file)).toHaveLength(41);
  });

  it("stores every one of many concurrent leads exactly once", async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ ...lead, email: `lead-${i}@clinica.com.br` }));
    const answers = await Promise.all(many.map((body) => post(body)));
    expect(answers.map((r) => r.status)).toEqual(many.map(() => 200));
    const stored = await readLeads(file);
    expect(stored).toHaveLength(300);
    expect(new Set(stored.map((l) => l.email))).toEqual(new Set(many.map((l) => l.email)));
  });

  it("ignores a client that goes away in the middle of its body", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { port } = new URL(base);
    await new Promise((resolve) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => {
        socket.write(
          'POST /webhook/contato-form-automation-id HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on("close", () => resolve(undefined));
    });
    expect((await post(lead)).status).toBe(200);
    expect(await readLeads(file)).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it("answers 503 by its deadline when the database thread is held, and hands a lead committed later to the relay", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(ackMoments(1000, 5000)).toEqual({ beginBy: 5000, answerBy: 5500 });
    /** @type {{ deadlineMs?: number }[]} */
    const asked = [];
    /** @type {(() => void)[]} */
    const commits = [];
    const store = /** @type {import("./lead-ops.mjs").LeadOps} */ (
      /** @type {unknown} */ ({
        insert: (/** @type {unknown} */ _lead, /** @type {{ deadlineMs?: number }} */ options) =>
          new Promise((resolve) => (asked.push(options), commits.push(() => resolve(undefined)))),
      })
    );
    /** @type {string[]} */
    const enqueued = [];
    /** @type {string[]} */
    const logged = [];
    const held = createLeadInbox({
      store,
      log: (line) => logged.push(line),
      rateLimit: 0,
      ackDeadlineMs: 400,
      relay: { enqueue: (l) => enqueued.push(l.id) },
    });
    const srv = http.createServer((req, res) => void held.handle(req, res));
    const { port } = await listenLocal(srv);
    const from = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}${CONTACT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(lead),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, error: apiMessages.storageFull });
    // The database was told to begin by 80 % of the deadline, counted from the request.
    expect(asked[0]?.deadlineMs).toBeGreaterThanOrEqual(from + 320 - 50);
    expect(asked[0]?.deadlineMs).toBeLessThanOrEqual(Date.now());
    expect(enqueued).toEqual([]);
    commits[0]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(enqueued).toHaveLength(1);
    expect(logged.at(-1)).toMatch(/stored after its 503 was sent/);
    await closeServer(srv);
    expect(error).toHaveBeenCalled();
  });

  it("answers 500 when the database cannot be written, and keeps working after", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await post(lead)).status).toBe(200);
    const broken = createLeadInbox({ db: openLeadDatabase(file, { readOnly: true }), log: () => undefined, rateLimit: 0 });
    const srv = http.createServer((req, res) => void broken.handle(req, res));
    const { port } = await listenLocal(srv);
    const res = await fetch(`http://127.0.0.1:${port}${CONTACT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(lead),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ ok: false, error: expect.stringMatching(/gravar/) });
    expect(error).toHaveBeenCalled();
    await closeServer(srv);
    expect((await post(lead)).status).toBe(200);
    expect(await readLeads(file)).toHaveLength(2);
  });

  it("answers 503 in Portuguese when the database is full, stores nothing half-written, and stores the next lead once there is room", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const small = path.join(dir, "small", "leads.db");
    const db = openLeadDatabase(small, { maxBytes: 96 * 1024 });
    const full = createLeadInbox({ db, log: () => undefined, rateLimit: 0 });
    const srv = http.createServer((req, res) => void full.handle(req, res));
    const url = `${(await listenLocal(srv)).base}${CONTACT}`;
    /** @param {string} email */
    const send = (email) =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...lead, email, tags: [{ name: "form", value: "z".repeat(1000) }] }),
      });
    /** @type {Response | undefined} */
    let refused;
    let stored = 0;
    for (let i = 0; i < 500 && !refused; i++) {
      const res = await send(`cheio-${i}@clinica.com.br`);
      if (res.status === 200) stored++;
      else refused = res;
    }
    expect(refused?.status).toBe(503);
    expect(await refused?.json()).toEqual({ ok: false, error: apiMessages.storageFull });
    expect(apiMessages.storageFull).toMatch(/tente novamente/);
    expect(error).toHaveBeenCalled();
    expect(stored).toBeGreaterThan(5);
    // Every acknowledged lead is whole; the refused one is not there at all.
    const kept = await readLeads(small);
    expect(kept.map((l) => l.email)).toEqual(Array.from({ length: stored }, (_, i) => `cheio-${i}@clinica.com.br`));
    // Space returns (the operator raised the limit, or freed the disk): the next lead is stored.
    db.exec("PRAGMA max_page_count = 1000");
    expect((await send("depois@clinica.com.br")).status).toBe(200);
    expect((await readLeads(small)).at(-1)?.email).toBe("depois@clinica.com.br");
    await closeServer(srv);
  });
});

describe("per-client limit", () => {
  /** @param {Parameters<typeof createLeadInbox>[0]} options */
  async function inboxServer(options) {
    const limited = createLeadInbox(options);
    const srv = http.createServer((req, res) => void limited.handle(req, res));
    const url = `${(await listenLocal(srv)).base}${CONTACT}`;
    return {
      /** @param {Record<string, string>} [headers] */
      post: (headers = {}) =>
        fetch(url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(lead) }),
      close: async () => {
        await closeServer(srv);
      },
    };
  }

  it("answers 429 with Retry-After and a Portuguese JSON error past the limit, and stores nothing more", async () => {
    let clock = Date.parse("2026-11-23T12:00:00.000Z");
    const s = await inboxServer({ file, log: () => undefined, rateLimit: 3, now: () => new Date(clock) });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await s.post()).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await s.post();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBe(60);
      expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({ ok: false, error: expect.stringMatching(/Aguarde/) });
      expect(await readLeads(file)).toHaveLength(3);
      clock += 30_000;
      expect(Number((await s.post()).headers.get("retry-after"))).toBe(30);
      // A minute after the first ones, the client may send again.
      clock += 30_001;
      expect((await s.post()).status).toBe(200);
      expect(await readLeads(file)).toHaveLength(4);
    } finally {
      await s.close();
    }
  });

  it("counts per X-Forwarded-For address only behind the proxy (LEAD_TRUST_PROXY)", async () => {
    const proxied = await inboxServer({ file, log: () => undefined, rateLimit: 1, trustProxy: true });
    const direct = await inboxServer({ file: path.join(dir, "direct.db"), log: () => undefined, rateLimit: 1 });
    try {
      expect((await proxied.post({ "X-Forwarded-For": "203.0.113.7" })).status).toBe(200);
      expect((await proxied.post({ "X-Forwarded-For": "203.0.113.7" })).status).toBe(429);
      // nginx sets the header to the address it saw: a forged earlier entry does not matter.
      expect((await proxied.post({ "X-Forwarded-For": "198.51.100.1, 203.0.113.7" })).status).toBe(429);
      expect((await proxied.post({ "X-Forwarded-For": "203.0.113.8" })).status).toBe(200);
      // Without the proxy setting the header is the client's own claim: ignored.
      expect((await direct.post({ "X-Forwarded-For": "203.0.113.9" })).status).toBe(200);
      expect((await direct.post({ "X-Forwarded-For": "203.0.113.10" })).status).toBe(429);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });
});
