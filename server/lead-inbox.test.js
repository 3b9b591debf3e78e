// @vitest-environment node
// @ts-check
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOMATION_IDS, createLeadInbox, MAX_BODY_BYTES, readLeads, validateLeadBody } from "./lead-inbox.mjs";

const lead = {
  name: "Ana Lúcia Araújo",
  email: "ana@clinica.com.br",
  phone: "+55 11987654321",
  messageToSend: "",
  tags: [
    { name: "form", value: "Conheça o produto" },
    { name: "utm_source", value: "google" },
    { name: "originUrl", value: "http://127.0.0.1/contato" },
    { name: "leadUserIndex", value: "" },
  ],
};

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
  file = path.join(dir, "nested", "leads.jsonl");
  logged = [];
  const inbox = createLeadInbox({ file, log: (line) => logged.push(line), now: () => new Date("2025-04-08T12:00:00.000Z") });
  server = http.createServer((req, res) => {
    if ((req.url ?? "").startsWith("/webhook/")) void inbox.handle(req, res);
    else res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
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
  it("stores a lead as one JSON line and answers ok with CORS", async () => {
    const res = await post(lead);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    const text = await readFile(file, "utf8");
    expect(text.split("\n")).toHaveLength(2);
    expect(JSON.parse(text)).toEqual({ id: expect.stringMatching(UUID), receivedAt: "2025-04-08T12:00:00.000Z", automationId: "contato-form-automation-id", ...lead });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("contato-form-automation-id");
  });

  it("answers the CORS preflight for application/json", async () => {
    const res = await fetch(`${base}/webhook/integracao-form-automation-id`, {
      method: "OPTIONS",
      headers: { Origin: "https://www.atendra.com.br", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://www.atendra.com.br");
    expect(res.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toBe("Content-Type");
    expect(Number(res.headers.get("access-control-max-age"))).toBeGreaterThan(0);
  });

  it("allows any origin when the request has none", async () => {
    const res = await fetch(`${base}${CONTACT}`, { method: "OPTIONS" });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it.each([
    ["malformed JSON", "{\"name\": "],
    ["an array", "[]"],
    ["a missing name", JSON.stringify({ ...lead, name: undefined })],
    ["an empty e-mail", JSON.stringify({ ...lead, email: "  " })],
    ["a numeric phone", JSON.stringify({ ...lead, phone: 11987654321 })],
    ["no messageToSend", JSON.stringify({ ...lead, messageToSend: null })],
    ["tags not a list", JSON.stringify({ ...lead, tags: "form" })],
    ["a tag without value", JSON.stringify({ ...lead, tags: [{ name: "form" }] })],
    ["a null tag", JSON.stringify({ ...lead, tags: [null] })],
  ])("rejects %s with 400 and a clear error", async (_label, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.ok).toBe(false);
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
    const form = await fetch(`${base}${CONTACT}`, { method: "POST", body: "name=a", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
  });

  it("answers 404 for a path without a usable automation id", async () => {
    expect((await post(lead, "")).status).toBe(404);
    expect((await post(lead, "a/b")).status).toBe(404);
    expect((await post(lead, "%E0%A4%A")).status).toBe(404);
  });

  it("accepts only the site's two automation ids: any other gets 404 with a JSON error and is not stored", async () => {
    expect(AUTOMATION_IDS).toEqual(["contato-form-automation-id", "integracao-form-automation-id"]);
    // The forms name their ids in app/ (TypeScript the server cannot import): each must still be there.
    const appSources = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
      .map((name) => readFileSync(path.join("app", name), "utf8"))
      .join("\n");
    for (const id of AUTOMATION_IDS) expect(appSources, id).toContain(`"${id}"`);
    for (const id of ["x", "outra-form-automation-id", "CONTATO-FORM-AUTOMATION-ID", "contato-form-automation-id%2F..%2Fadmin", "contato-form-automation-id/extra"]) {
      const res = await post(lead, id);
      expect(res.status, id).toBe(404);
      expect(res.headers.get("content-type"), id).toMatch(/^application\/json/);
      expect(await res.json(), id).toEqual({ ok: false, error: expect.stringMatching(/Automação/) });
    }
    expect((await fetch(`${base}/webhook/x`, { method: "OPTIONS" })).status).toBe(404);
    expect((await post(lead, "integracao-form-automation-id")).status).toBe(200);
    expect((await readLeads(file)).map((l) => l.automationId)).toEqual(["integracao-form-automation-id"]);
  });

  it("gives every lead its own id, and hands a stored lead to the relay only once it is on disk", async () => {
    /** @type {{ id: string, onDisk: boolean, relay?: true }[]} */
    const handed = [];
    const relayed = createLeadInbox({
      file,
      log: () => undefined,
      relay: { enqueue: (stored) => void handed.push({ id: stored.id, relay: stored.relay, onDisk: readFileSync(file, "utf8").includes(stored.id) }) },
    });
    const srv = http.createServer((req, res) => void relayed.handle(req, res));
    await new Promise((resolve) => srv.listen(0, "127.0.0.1", () => resolve(undefined)));
    const address = srv.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const send = () => fetch(`http://127.0.0.1:${port}${CONTACT}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(lead) });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/webhook/x`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(lead) })).status).toBe(404);
    srv.closeAllConnections();
    await new Promise((resolve) => srv.close(() => resolve(undefined)));
    expect(handed).toHaveLength(2);
    expect(handed.every((h) => h.onDisk && h.relay === true && UUID.test(h.id))).toBe(true);
    expect(handed[0]?.id).not.toBe(handed[1]?.id);
    expect((await readLeads(file)).map((l) => [l.id, l.relay])).toEqual(handed.map((h) => [h.id, true]));
  });

  it("never interleaves concurrent leads and never rewrites earlier ones", async () => {
    await writeFile(path.join(dir, "keep.txt"), "");
    const many = Array.from({ length: 40 }, (_, i) => ({ ...lead, name: `Paciente ${"a".repeat(i * 50)}`, messageToSend: "y".repeat(2000) }));
    const answers = await Promise.all(many.map((body) => post(body)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const stored = await readLeads(file);
    expect(stored).toHaveLength(40);
    expect(new Set(stored.map((l) => l.name))).toEqual(new Set(many.map((l) => l.name)));
    await post(lead);
    expect(await readLeads(file)).toHaveLength(41);
  });

  it("starts on a fresh line after a torn last line, so the next lead is kept", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await post(lead);
    // What a crash in the middle of a write leaves behind.
    await writeFile(file, `${await readFile(file, "utf8")}{"receivedAt":"2025-04-0`);
    const after = { ...lead, email: "depois@clinica.com.br" };
    expect((await post(after)).status).toBe(200);
    const stored = await readLeads(file);
    expect(stored.map((l) => l.email)).toEqual([lead.email, after.email]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("stores every one of many concurrent leads exactly once, each on its own line", async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ ...lead, email: `lead-${i}@clinica.com.br` }));
    const answers = await Promise.all(many.map((body) => post(body)));
    expect(answers.map((r) => r.status)).toEqual(many.map(() => 200));
    const lines = (await readFile(file, "utf8")).split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(300);
    expect(new Set(lines.map((line) => JSON.parse(line).email))).toEqual(new Set(many.map((l) => l.email)));
  });

  it("ignores a client that goes away in the middle of its body", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { port } = new URL(base);
    await new Promise((resolve) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => {
        socket.write("POST /webhook/contato-form-automation-id HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"name\":");
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on("close", () => resolve(undefined));
    });
    expect((await post(lead)).status).toBe(200);
    expect(await readLeads(file)).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it("answers 500 when the file cannot be written, and keeps working after", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await writeFile(path.join(dir, "blocker"), "a file where a folder should be");
    const broken = createLeadInbox({ file: path.join(dir, "blocker", "leads.jsonl"), log: () => undefined });
    const srv = http.createServer((req, res) => void broken.handle(req, res));
    await new Promise((resolve) => srv.listen(0, "127.0.0.1", () => resolve(undefined)));
    const address = srv.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}${CONTACT}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(lead) });
    expect(res.status).toBe(500);
    expect(error).toHaveBeenCalled();
    srv.closeAllConnections();
    await new Promise((resolve) => srv.close(() => resolve(undefined)));
    expect((await post(lead)).status).toBe(200);
  });
});

describe("readLeads", () => {
  it("skips a torn last line with a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await post(lead);
    await writeFile(file, `${await readFile(file, "utf8")}{"receivedAt":"2025-04-0`, { flag: "w" });
    const leads = await readLeads(file);
    expect(leads).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not valid JSON"));
  });

  it("treats a missing file as an empty inbox", async () => {
    expect(await readLeads(path.join(dir, "none.jsonl"))).toEqual([]);
  });
});

describe("validateLeadBody", () => {
  it("keeps only the known fields", () => {
    const result = validateLeadBody({ ...lead, receivedAt: "forged", extra: 1 });
    expect(result).toEqual({ ok: true, lead });
  });
});
