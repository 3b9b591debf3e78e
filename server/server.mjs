// @ts-check
/**
 * Production server for the prerendered site (`npm start`): static files through sirv, the
 * `.html` aliases, a real 404, cache and security headers, and, when the site was built
 * without VITE_AUTOMATION_API_URL, the local lead inbox at /webhook/:automationId, which with
 * LEAD_FORWARD_URL also relays each lead to the automation host (server/lead-relay.mjs).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { cacheControlFor, classifyRequest, contentTypeFor } from "./site-paths.mjs";

/**
 * @typedef {{ handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> }} Inbox
 * @typedef {{ automationApi: string, pages: string[], headers: Record<string, string> }} BuildInfo
 */

/**
 * @param {{ buildDir: string, inbox?: Inbox | null }} options
 */
export function createSiteServer({ buildDir, inbox = null }) {
  const clientDir = path.resolve(buildDir, "client");
  /** @type {BuildInfo} */
  const info = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8"));
  const pages = new Set(info.pages);
  const notFound = variants(readFileSync(path.join(clientDir, "404", "index.html")));
  const pageFiles = new Map(info.pages.map((page) => [page, loadPage(clientDir, page)]));
  const assets = sirv(clientDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders: (res, pathname) => {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      const type = contentTypeFor(pathname);
      if (type) res.setHeader("Content-Type", type);
    },
  });

  /** @param {http.ServerResponse} res */
  function securityHeaders(res) {
    for (const [name, value] of Object.entries(info.headers)) res.setHeader(name, value);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function sendNotFound(req, res) {
    const body = pick(notFound, req.headers["accept-encoding"]);
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "Content-Length": body.data.length,
      Vary: "Accept-Encoding",
      ...(body.encoding ? { "Content-Encoding": body.encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body.data);
  }

  return http.createServer((req, res) => {
    securityHeaders(res);
    const target = classifyRequest(req.url ?? "/", pages);

    if (target.kind === "webhook") {
      if (inbox) {
        inbox.handle(req, res).catch((error) => {
          console.error("lead inbox failed", error);
          if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ ok: false, error: "internal error" }));
        });
        return;
      }
      return sendNotFound(req, res);
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      return res.end("Method Not Allowed");
    }
    if (target.kind === "not-found") return sendNotFound(req, res);
    if (target.kind === "page") {
      const page = pageFiles.get(target.path);
      if (page && !req.headers.range) return sendPage(req, res, page);
      const q = (req.url ?? "").indexOf("?");
      req.url = `${target.path === "/" ? "" : target.path}/index.html${q >= 0 ? (req.url ?? "").slice(q) : ""}`;
    }
    assets(req, res, () => sendNotFound(req, res));
  });
}

/**
 * @typedef {{ data: Buffer, headers: Record<string, string | number> }} PageVariant
 * @typedef {{ identity: PageVariant, gzip: PageVariant | null, br: PageVariant | null, cacheControl: string }} PageFile
 */

/**
 * A prerendered page and its precompressed twins, read once at start with the headers sirv
 * would send for them (sirv, without `dev`, also reads the build's file list and sizes once), so
 * a page request costs no file system call. Everything else, and ranges, stay with sirv.
 * @param {string} clientDir
 * @param {string} page e.g. `/contato`
 * @returns {PageFile}
 */
function loadPage(clientDir, page) {
  const pathname = `${page === "/" ? "" : page}/index.html`;
  const file = path.join(clientDir, pathname);
  /** @param {string} name @param {string} encoding @returns {PageVariant | null} */
  const read = (name, encoding) => {
    if (!existsSync(name)) return null;
    const stats = statSync(name);
    /** @type {Record<string, string | number>} */
    const headers = {
      "Content-Length": stats.size,
      "Content-Type": "text/html;charset=utf-8",
      "Last-Modified": stats.mtime.toUTCString(),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      ETag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
    };
    return { data: readFileSync(name), headers };
  };
  const identity = read(file, "");
  if (!identity) throw new Error(`missing ${file}`);
  return { identity, gzip: read(`${file}.gz`, "gzip"), br: read(`${file}.br`, "br"), cacheControl: cacheControlFor(pathname) };
}

/**
 * Same choice, conditional answer and headers as sirv (gzip + brotli + etag) for a page.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {PageFile} page
 */
function sendPage(req, res, page) {
  const accept = req.headers["accept-encoding"] ?? "";
  const variant = (/(br|brotli)/i.test(accept) && page.br) || (accept.includes("gzip") && page.gzip) || page.identity;
  if (req.headers["if-none-match"] === variant.headers.ETag) {
    res.writeHead(304);
    return res.end();
  }
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Cache-Control", page.cacheControl);
  res.writeHead(200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.data);
}

/** @param {Buffer} data */
function variants(data) {
  return { identity: data, gzip: gzipSync(data), br: brotliCompressSync(data) };
}

/** @param {ReturnType<typeof variants>} v @param {string | undefined} accept */
function pick(v, accept = "") {
  if (/\bbr\b/.test(accept)) return { data: v.br, encoding: "br" };
  if (/\bgzip\b/.test(accept)) return { data: v.gzip, encoding: "gzip" };
  return { data: v.identity, encoding: "" };
}

/**
 * Loads the lead inbox only when the build posts leads to this same origin, and with
 * LEAD_FORWARD_URL the relay, which resumes every undelivered lead before the server listens.
 * @param {BuildInfo} info
 */
async function loadInbox(info) {
  const forwarding = Boolean(process.env.LEAD_FORWARD_URL);
  if (info.automationApi !== "") {
    if (forwarding) console.warn(`LEAD_FORWARD_URL ignored: this build posts leads straight to ${info.automationApi}`);
    return null;
  }
  const modulePath = new URL("./lead-inbox.mjs", import.meta.url);
  if (!existsSync(modulePath)) return null;
  const { createLeadInbox } = await import(modulePath.href);
  const { leadFiles, loadDeliveryState, countStates } = await import("./delivery-state.mjs");
  const files = leadFiles(process.env);
  const quiet = process.env.QUIET === "1";
  const log = quiet ? () => {} : (/** @type {string} */ line) => console.log(line);
  let relay = null;
  if (forwarding) {
    const { createLeadRelay, relayConfigFromEnv } = await import("./lead-relay.mjs");
    relay = createLeadRelay({ ...relayConfigFromEnv(process.env), files, log });
    const started = await relay.start();
    console.log(`Leads relayed to ${process.env.LEAD_FORWARD_URL}/webhook/{automationId}: ${started.resumed} undelivered resumed, ${started.failed} failed (npm run leads)`);
  } else if (existsSync(files.delivery)) {
    const waiting = countStates((await loadDeliveryState(files)).byId.values()).pending;
    if (waiting > 0) console.warn(`${waiting} relayed lead(s) wait for delivery: start with LEAD_FORWARD_URL to deliver them (npm run leads)`);
  }
  return { inbox: createLeadInbox({ file: files.inbox, log, relay }), relay, file: files.inbox };
}

/** Serves BUILD_DIR (default `build`) on PORT (default 4173), HOST (default all interfaces). */
export async function main() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const info = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8"));
  const leads = await loadInbox(info);
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST;
  const server = createSiteServer({ buildDir, inbox: leads?.inbox });
  server.keepAliveTimeout = 65_000;
  server.listen(port, host, () => {
    const address = server.address();
    const where = leads ? ` (leads saved to ${path.relative(process.cwd(), leads.file) || leads.file})` : "";
    console.log(`Site at http://${host ?? "localhost"}:${typeof address === "object" && address ? address.port : port}/${where}`);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => server.close(() => void (leads?.relay?.stop() ?? Promise.resolve()).finally(() => process.exit(0))));
  }
  return server;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) await main();
