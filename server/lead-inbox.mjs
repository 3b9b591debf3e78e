// @ts-check
/**
 * Local lead inbox: what `npm start` answers at /webhook/:automationId when the site was
 * built without VITE_AUTOMATION_API_URL. Each lead becomes one JSON line appended to a file
 * (default data/leads.jsonl), written and fsynced before the browser hears "ok", so a lead
 * the visitor saw confirmed is on disk. Leads that arrive together share one write + fsync
 * (group commit). No dependencies: node:http and node:fs only.
 */
import { mkdir, open, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * @typedef {{ name: string, value: string }} LeadTag
 * @typedef {{ name: string, email: string, phone: string, messageToSend: string, tags: LeadTag[] }} LeadBody
 * @typedef {LeadBody & { receivedAt: string, automationId: string }} StoredLead
 * @typedef {{ file: string, log?: (line: string) => void, now?: () => Date }} InboxOptions
 */

export const MAX_BODY_BYTES = 64 * 1024;
const PREFLIGHT_MAX_AGE_SECONDS = "86400";
const AUTOMATION_ID = /^[A-Za-z0-9._~-]{1,128}$/;

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {Record<string, unknown>} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, body, headers = {}) {
  const data = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(data),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(data);
}

/** CORS for the site's own pages and for a page served elsewhere during development. */
function corsHeaders(/** @type {import("node:http").IncomingMessage} */ req) {
  const origin = req.headers.origin;
  return {
    "Access-Control-Allow-Origin": origin && origin !== "null" ? origin : "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type",
    "Access-Control-Max-Age": PREFLIGHT_MAX_AGE_SECONDS,
    Vary: "Origin",
  };
}

/** @param {unknown} value @returns {value is string} */
const isString = (value) => typeof value === "string";

/**
 * Checks the webhook body the site sends (see app/features/lead-form/submission.ts).
 * @param {unknown} body
 * @returns {{ ok: true, lead: LeadBody } | { ok: false, error: string }}
 */
export function validateLeadBody(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: "Corpo inválido: esperado um objeto JSON." };
  }
  const b = /** @type {Record<string, unknown>} */ (body);
  for (const field of ["name", "email", "phone"]) {
    if (!isString(b[field]) || /** @type {string} */ (b[field]).trim() === "") {
      return { ok: false, error: `Campo "${field}" ausente ou inválido: esperado texto não vazio.` };
    }
  }
  if (!isString(b.messageToSend)) return { ok: false, error: 'Campo "messageToSend" ausente ou inválido: esperado texto.' };
  if (!Array.isArray(b.tags)) return { ok: false, error: 'Campo "tags" ausente ou inválido: esperada uma lista.' };
  /** @type {LeadTag[]} */
  const tags = [];
  for (const [i, tag] of b.tags.entries()) {
    const t = /** @type {Record<string, unknown> | null} */ (typeof tag === "object" && !Array.isArray(tag) ? tag : null);
    if (!t || !isString(t.name) || !isString(t.value)) {
      return { ok: false, error: `Tag ${i} inválida: esperado {"name": texto, "value": texto}.` };
    }
    tags.push({ name: t.name, value: t.value });
  }
  return {
    ok: true,
    lead: {
      name: /** @type {string} */ (b.name),
      email: /** @type {string} */ (b.email),
      phone: /** @type {string} */ (b.phone),
      messageToSend: b.messageToSend,
      tags,
    },
  };
}

/**
 * Reads the request body up to MAX_BODY_BYTES. Resolves null when it is larger (the rest
 * is not read).
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<Buffer | null>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        done = true;
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!done) resolve(Buffer.concat(chunks));
      done = true;
    });
    req.on("error", (error) => {
      if (!done) reject(error);
      done = true;
    });
  });
}

/** @param {string} folder */
async function syncFolder(folder) {
  try {
    const dir = await open(folder, "r");
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    // Some file systems cannot fsync a folder; the file itself is synced.
  }
}

/**
 * @param {InboxOptions} options
 */
export function createLeadInbox({ file, log = (line) => console.log(line), now = () => new Date() }) {
  /** @type {{ line: string, resolve: () => void, reject: (error: unknown) => void }[]} */
  let waiting = [];
  let flushing = false;

  /**
   * Group commit: lines that arrive while a write is in progress wait and go to disk together in
   * the next single write + fsync, one batch after another, so two leads never interleave and
   * each promise resolves only once its line is on disk.
   * @param {string} line
   * @returns {Promise<void>}
   */
  function append(line) {
    return new Promise((resolve, reject) => {
      waiting.push({ line, resolve, reject });
      if (!flushing) void flush();
    });
  }

  async function flush() {
    flushing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await writeSynced(batch.map((entry) => entry.line).join(""));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        // A failed write must not block the next ones.
        for (const entry of batch) entry.reject(error);
      }
    }
    flushing = false;
  }

  /** @param {string} data whole lines, each ending in "\n" */
  async function writeSynced(data) {
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, "a+");
    try {
      // A torn last line (a crash or a failed write mid-line) must not swallow the next lead:
      // start on a fresh line, so only the torn fragment is unreadable. Cheap next to the fsync.
      const { size } = await handle.stat();
      if (size > 0) {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        if (last[0] !== 0x0a) data = `\n${data}`;
      }
      // writeFile loops until every byte is written (a single write() may be short).
      await handle.writeFile(data, "utf8");
      await handle.sync();
      // A new file's name lives in its folder: sync the folder too when the file was empty, or
      // a power cut could lose the whole file with its first acknowledged leads.
      if (size === 0) await syncFolder(path.dirname(file));
    } finally {
      await handle.close();
    }
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function handle(req, res) {
    const cors = corsHeaders(req);
    const pathname = new URL(req.url ?? "/", "http://inbox.local").pathname;
    const match = /^\/webhook\/([^/]+)\/?$/.exec(pathname);
    let automationId = "";
    try {
      automationId = match?.[1] ? decodeURIComponent(match[1]) : "";
    } catch {
      automationId = "";
    }
    if (!AUTOMATION_ID.test(automationId)) {
      return sendJson(res, 404, { ok: false, error: "Automação não encontrada: use /webhook/{automationId}." }, cors);
    }

    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...cors, "Content-Length": "0" });
      return void res.end();
    }
    if (req.method !== "POST") {
      return sendJson(res, 405, { ok: false, error: "Método não permitido: use POST." }, { ...cors, Allow: "POST, OPTIONS" });
    }

    const contentType = String(req.headers["content-type"] ?? "");
    if (!/^application\/json\b/i.test(contentType)) {
      return sendJson(res, 415, { ok: false, error: "Envie o corpo como application/json." }, cors);
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    /** @type {Buffer | null} */
    let body;
    try {
      body = declared > MAX_BODY_BYTES ? null : await readBody(req);
    } catch {
      // The client went away mid-body: nothing to store and nobody to answer.
      return void res.destroy();
    }
    if (body === null) {
      // Stop reading: close the connection once the answer is out.
      res.on("finish", () => req.destroy());
      return sendJson(res, 413, { ok: false, error: `Corpo maior que ${MAX_BODY_BYTES / 1024} KB.` }, { ...cors, Connection: "close" });
    }

    /** @type {unknown} */
    let parsed;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      return sendJson(res, 400, { ok: false, error: "JSON malformado." }, cors);
    }
    const checked = validateLeadBody(parsed);
    if (!checked.ok) return sendJson(res, 400, { ok: false, error: checked.error }, cors);

    /** @type {StoredLead} */
    const stored = { receivedAt: now().toISOString(), automationId, ...checked.lead };
    try {
      await append(`${JSON.stringify(stored)}\n`);
    } catch (error) {
      console.error("[lead-inbox] could not store the lead", error);
      return sendJson(res, 500, { ok: false, error: "Não foi possível gravar o lead." }, cors);
    }
    log(`[lead-inbox] ${stored.receivedAt} ${automationId}: ${stored.name} <${stored.email}> ${stored.phone} -> ${file}`);
    return sendJson(res, 200, { ok: true }, cors);
  }

  return { handle };
}

/**
 * Every lead in the file, in order. A line that does not parse (a write torn by a crash,
 * a hand edit) is skipped with a warning. A missing file is an empty inbox.
 * @param {string} file
 * @returns {Promise<StoredLead[]>}
 */
export async function readLeads(file) {
  /** @type {string} */
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return [];
    throw error;
  }
  /** @type {StoredLead[]} */
  const leads = [];
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    try {
      leads.push(/** @type {StoredLead} */ (JSON.parse(line)));
    } catch {
      console.warn(`[lead-inbox] ${file}:${index + 1}: skipped a line that is not valid JSON (torn write?)`);
    }
  });
  return leads;
}
