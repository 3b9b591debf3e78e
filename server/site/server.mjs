// @ts-check
/**
 * Production server for the prerendered site (`npm start`): static files (./static-files.mjs), the
 * `.html` aliases, a real 404, cache and security headers, and, when the site was built
 * without VITE_AUTOMATION_API_URL, the local lead inbox at /webhook/:automationId, which with
 * LEAD_FORWARD_URL also relays each lead to the automation host (server/leads/lead-relay.mjs).
 * Short header and request timeouts and a cap on open connections: slow clients cannot hold it.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { chooseEncoding } from "./content-encoding.mjs";
import { createHealthCheck } from "../leads/health-check.mjs";
import { cacheControlFor, classifyRequest, contentTypeFor, PAGE_CACHE_CONTROL } from "./site-paths.mjs";
import { createStaticFiles } from "./static-files.mjs";
import { apiMessages } from "../../app/content/lead-contract/api-messages.ts";

/** Node's limits for slow or idle clients (docs/decisions/304). */
export const SERVER_LIMITS = Object.freeze({
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: 10_000,
  /** The whole request (headers and body) must arrive within this. */
  requestTimeoutMs: 20_000,
  /** An idle keep-alive connection is closed after this (nginx keeps its upstream ones for less). */
  keepAliveTimeoutMs: 30_000,
  /** How often Node looks for connections past those timeouts. */
  checkIntervalMs: 1000,
  /** Open connections at most; more are closed at once (MAX_CONNECTIONS overrides). */
  maxConnections: 10_000,
});

/**
 * @typedef {{ handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> }} Inbox
 * @typedef {{ automationApi: string, pages: string[], headers: Record<string, string> }} BuildInfo
 */

/**
 * @param {{ buildDir: string, inbox?: Inbox | null, health?: ReturnType<typeof createHealthCheck> }} options
 *   `health`: what GET /healthz answers (by default: up, no leads stored here)
 */
export function createSiteServer({ buildDir, inbox = null, health = createHealthCheck({ store: null }) }) {
  const clientDir = path.resolve(buildDir, "client");
  /** @type {BuildInfo} */
  const info = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8"));
  const pages = new Set(info.pages);
  const notFound = variants(readFileSync(path.join(clientDir, "404", "index.html")));
  const pageFiles = new Map(info.pages.map((page) => [page, loadPage(clientDir, page)]));
  const assets = createStaticFiles(clientDir, {
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
      "Cache-Control": PAGE_CACHE_CONTROL,
      "Content-Length": body.data.length,
      Vary: "Accept-Encoding",
      ...(body.encoding ? { "Content-Encoding": body.encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body.data);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function failed(req, res, /** @type {unknown} */ error) {
    console.error(`[server] ${req.method} request failed:`, /** @type {Error} */ (error)?.message ?? error);
    if (res.headersSent) return void res.destroy();
    res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("Internal Server Error");
  }

  const server = http.createServer({ connectionsCheckingInterval: SERVER_LIMITS.checkIntervalMs }, (req, res) => {
    try {
      route(req, res);
    } catch (error) {
      failed(req, res, error);
    }
  });
  // A malformed request or one past the timeouts ends that connection only (Node answers 400/408 and closes it).
  return server;

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function route(req, res) {
    securityHeaders(res);
    if (/^\/healthz(?:\?|$)/.test(req.url ?? "") && (req.method === "GET" || req.method === "HEAD")) {
      void health().then(({ status, body }) => {
        const data = JSON.stringify(body);
        res.writeHead(status, {
          "Content-Type": "application/json; charset=utf-8",
          "Cache-Control": "no-store",
          "Content-Length": Buffer.byteLength(data),
        });
        res.end(req.method === "HEAD" ? undefined : data);
      });
      return;
    }
    const target = classifyRequest(req.url ?? "/", pages);

    if (target.kind === "webhook") {
      if (inbox) {
        inbox.handle(req, res).catch((error) => {
          console.error("[lead-inbox] request failed:", /** @type {Error} */ (error)?.message ?? error);
          if (res.headersSent) return void res.destroy();
          res.writeHead(500, { "Content-Type": "application/json", "Cache-Control": "no-store" });
          res.end(JSON.stringify({ ok: false, error: apiMessages.internalError }));
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
    /** @type {string} */
    let pathname;
    if (target.kind === "page") {
      const page = pageFiles.get(target.path);
      if (page && !req.headers.range) return sendPage(req, res, page);
      pathname = `${target.path === "/" ? "" : target.path}/index.html`;
    } else {
      const raw = req.url ?? "/";
      const q = raw.indexOf("?");
      // classifyRequest has decoded it once already: it decodes.
      pathname = decodeURIComponent(q >= 0 ? raw.slice(0, q) : raw).normalize();
    }
    assets.serve(req, res, pathname, () => sendNotFound(req, res)).catch((error) => failed(req, res, error));
  }
}

/**
 * @typedef {{ data: Buffer, headers: Record<string, string | number> }} PageVariant
 * @typedef {{ identity: PageVariant, gzip: PageVariant | null, br: PageVariant | null, cacheControl: string }} PageFile
 */

/**
 * A prerendered page and its precompressed twins, read once at start with the headers the static
 * file handler would send for them, so a page request costs no file system call. Everything else,
 * and ranges, go to ./static-files.mjs.
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
 * Same choice, conditional answer and headers as ./static-files.mjs (gzip + brotli + etag) for a page.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {PageFile} page
 */
function sendPage(req, res, page) {
  const held = /** @type {const} */ (["br", "gzip"]).filter((coding) => page[coding]);
  const variant = page[chooseEncoding(req.headers["accept-encoding"], held) || "identity"] ?? page.identity;
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Cache-Control", page.cacheControl);
  // A page is revalidated on every visit: the unchanged one costs a 304 with no body.
  if (req.headers["if-none-match"] === variant.headers.ETag) {
    res.writeHead(304, { ETag: variant.headers.ETag });
    return res.end();
  }
  res.writeHead(200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.data);
}

/** @param {Buffer} data */
function variants(data) {
  return { identity: data, gzip: gzipSync(data), br: brotliCompressSync(data) };
}

/** @param {ReturnType<typeof variants>} v @param {string | string[] | undefined} accept */
function pick(v, accept) {
  const encoding = chooseEncoding(accept);
  return { data: v[encoding || "identity"], encoding };
}

/**
 * Loads the lead inbox only when the build posts leads to this same origin: takes the database's
 * lock (one server per database), opens the database in its own thread, and with LEAD_FORWARD_URL
 * starts the relay, which resumes every undelivered lead. Once the server listens, `afterListen`
 * imports an earlier version's JSON-lines files and purges leads past LEAD_RETENTION_DAYS.
 * @param {BuildInfo} info
 */
async function loadInbox(info) {
  const forwarding = Boolean(process.env.LEAD_FORWARD_URL);
  if (info.automationApi !== "") {
    if (forwarding) console.warn(`LEAD_FORWARD_URL ignored: this build posts leads straight to ${info.automationApi}`);
    return null;
  }
  const modulePath = new URL("../leads/lead-inbox.mjs", import.meta.url);
  if (!existsSync(modulePath)) return null;
  const { createLeadInbox, DEFAULT_SITE_URL } = await import(modulePath.href);
  const { isJsonLinesFile, leadStorePaths, maxBytesFromEnv } = await import("../leads/lead-store.mjs");
  const { lockServer } = await import("../leads/server-lock.mjs");
  const { startLeadWorker } = await import("../leads/lead-db-client.mjs");
  const { purgeArchives, retentionDaysFromEnv } = await import("../leads/lead-upkeep.mjs");
  const { rateLimitFromEnv } = await import("../leads/rate-limit.mjs");
  const paths = leadStorePaths(process.env);
  const quiet = process.env.QUIET === "1";
  const log = quiet ? () => {} : (/** @type {string} */ line) => console.log(line);
  // Every setting is checked before anything is read: a wrong one stops the start at once.
  const limits = rateLimitFromEnv(process.env);
  const retentionDays = retentionDaysFromEnv(process.env);
  const maxBytes = maxBytesFromEnv(process.env);
  const siteOrigin = new URL(process.env.VITE_SITE_URL || DEFAULT_SITE_URL).origin;
  let relayConfig = null;
  if (forwarding) relayConfig = (await import("../leads/relay-config.mjs")).relayConfigFromEnv(process.env);
  if (existsSync(paths.db) && isJsonLinesFile(paths.db)) throw new Error(`${paths.db} is not a SQLite database`);

  const lock = lockServer(paths.db);
  // A database thread that dies leaves no lead acknowledged without its commit (its calls fail);
  // the process then ends, so that the service manager starts a whole new one.
  const onExit = (/** @type {Error} */ error) => {
    console.error(`npm start: ${error.message}; exiting so that the service manager starts the server again`);
    process.exit(1);
  };
  const worker = await startLeadWorker({ file: paths.db, maxBytes, onExit }).catch((error) => {
    lock.release();
    throw error;
  });
  const { store } = worker;

  const archives = [paths.legacyInbox, paths.legacyDelivery].map((f) => `${f}.imported`);
  const purge = async () => {
    const removed = await store.purge(retentionDays, Date.now());
    const files = await purgeArchives(archives, retentionDays, Date.now());
    if (removed + files.length > 0)
      log(`[lead-store] retention (${retentionDays} days): removed ${removed} settled lead(s) and ${files.length} import archive(s)`);
  };
  /** @param {string} what @param {unknown} error */
  const failed = (what, error) => console.error(`[lead-store] ${what} failed:`, /** @type {Error} */ (error)?.message ?? error);
  const daily = setInterval(() => void purge().catch((error) => failed("retention purge", error)), 24 * 3_600_000);
  daily.unref();

  let relay = null;
  if (relayConfig) {
    const { createLeadRelay } = await import("../leads/lead-relay.mjs");
    relay = createLeadRelay({ ...relayConfig, store, log });
    const started = await relay.start();
    console.log(
      `Leads relayed to ${new URL(relayConfig.forwardUrl).origin}/…/webhook/{automationId}: ${started.resumed} undelivered resumed, ${started.failed} failed (npm run leads)`,
    );
  } else {
    const pending = await store.pendingCount();
    if (pending > 0)
      console.warn(`${pending} relayed lead(s) wait for delivery: start with LEAD_FORWARD_URL to deliver them (npm run leads)`);
  }
  const inbox = createLeadInbox({ store, log, relay, ...limits, siteOrigin });
  const afterListen = async () => {
    try {
      // The import line is said even with QUIET: it happens once and changes the files.
      await store.importLegacy(paths);
      relay?.enqueue();
    } catch (error) {
      failed("import of the earlier version's files (it resumes where it stopped at the next start)", error);
    }
    await purge().catch((error) => failed("retention purge", error));
  };
  // The heartbeat and the backlog count run on the server's clock; /healthz reads their last result.
  const health = createHealthCheck({ store });
  const stop = async () => {
    health.stop();
    clearInterval(daily);
    await relay?.stop();
    await worker.stop();
    lock.release();
  };
  return { inbox, relay, file: paths.db, stop, afterListen, health };
}

/**
 * The timeouts and the connection cap of SERVER_LIMITS (MAX_CONNECTIONS overrides the cap).
 * @param {http.Server} server
 * @param {NodeJS.ProcessEnv} env
 */
export function applyServerLimits(server, env) {
  const cap = env.MAX_CONNECTIONS ? Number(env.MAX_CONNECTIONS) : SERVER_LIMITS.maxConnections;
  if (!Number.isInteger(cap) || cap < 1) throw new Error(`MAX_CONNECTIONS must be a whole number >= 1, not ${env.MAX_CONNECTIONS}`);
  server.headersTimeout = SERVER_LIMITS.headersTimeoutMs;
  server.requestTimeout = SERVER_LIMITS.requestTimeoutMs;
  server.keepAliveTimeout = SERVER_LIMITS.keepAliveTimeoutMs;
  server.maxConnections = cap;
  return server;
}

/** Serves BUILD_DIR (default `build`) on PORT (default 4173), HOST (default all interfaces). */
export async function main() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const info = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8"));
  /** @type {Awaited<ReturnType<typeof loadInbox>>} */
  let leads;
  try {
    leads = await loadInbox(info);
  } catch (error) {
    // A wrong setting or a held lock: one clear line, no stack, exit at once.
    console.error(`npm start: ${/** @type {Error} */ (error)?.message ?? error}`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST;
  const server = applyServerLimits(createSiteServer({ buildDir, inbox: leads?.inbox, health: leads?.health }), process.env);
  server.listen(port, host, () => {
    const address = server.address();
    const where = leads ? ` (leads saved to ${path.relative(process.cwd(), leads.file) || leads.file})` : "";
    console.log(`Site at http://${host ?? "localhost"}:${typeof address === "object" && address ? address.port : port}/${where}`);
    void leads?.afterListen();
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      server.close(() => void (leads?.stop() ?? Promise.resolve()).finally(() => process.exit(0)));
      // Idle keep-alive connections would hold close() open for their timeout.
      server.closeIdleConnections();
    });
  }
  return server;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) await main();
