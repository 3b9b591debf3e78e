// @ts-check
/**
 * Production server for the prerendered site (`npm start`): static files (./static-files.mjs), the
 * `.html` aliases, a real 404, cache and security headers. The leads are not its business: `main`
 * asks server/leads/start-leads.mjs for them once and mounts what it gets, the handler of
 * /webhook/:automationId and the answer of /healthz.
 * Short header and request timeouts and a cap on open connections: slow clients cannot hold it.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { chooseEncoding } from "./content-encoding.mjs";
import { startLeads } from "../leads/start-leads.mjs";
import { cacheControlFor, classifyRequest, contentTypeFor, PAGE_CACHE_CONTROL } from "./site-paths.mjs";
import { createStaticFiles } from "./static-files.mjs";

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
 * @typedef {{ automationApi: string, pages: string[], headers: Record<string, string> }} BuildInfo
 * @typedef {Pick<import("../leads/start-leads.mjs").Leads, "handle" | "health">} MountedLeads
 */

/**
 * @param {{ buildDir: string, leads?: MountedLeads | null }} options
 *   `leads`: what answers /webhook/ and /healthz (without it, both are the not-found page)
 */
export function createSiteServer({ buildDir, leads = null }) {
  // Replaced whole by reloadBuild(): a request is answered from one build, never a mix.
  let site = loadBuild(buildDir);

  /** @param {http.ServerResponse} res */
  function securityHeaders(res) {
    for (const [name, value] of Object.entries(site.info.headers)) res.setHeader(name, value);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function sendNotFound(req, res) {
    const body = pick(site.notFound, req.headers["accept-encoding"]);
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
  return Object.assign(server, {
    /** Reads the build again (after a deploy switched BUILD_DIR to another release); returns its info. */
    reloadBuild() {
      site = loadBuild(buildDir);
      return site.info;
    },
  });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function route(req, res) {
    securityHeaders(res);
    if (leads && /^\/healthz(?:\?|$)/.test(req.url ?? "") && (req.method === "GET" || req.method === "HEAD")) {
      void leads.health().then(({ status, body }) => {
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
    const { pages, pageFiles, assets } = site;
    const target = classifyRequest(req.url ?? "/", pages);

    if (target.kind === "webhook") return leads?.handle ? leads.handle(req, res) : sendNotFound(req, res);
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
 * A build as the server holds it: its info, page list, pages in memory, not-found page and file list.
 * @param {string} buildDir
 */
function loadBuild(buildDir) {
  const clientDir = path.resolve(buildDir, "client");
  /** @type {BuildInfo} */
  const info = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8"));
  const assets = createStaticFiles(clientDir, {
    setHeaders: (res, pathname) => {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      const type = contentTypeFor(pathname);
      if (type) res.setHeader("Content-Type", type);
    },
  });
  return {
    info,
    pages: new Set(info.pages),
    notFound: variants(readFileSync(path.join(clientDir, "404", "index.html"))),
    pageFiles: new Map(info.pages.map((page) => [page, loadPage(clientDir, page)])),
    assets,
  };
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
 * The timeouts and the connection cap of SERVER_LIMITS (MAX_CONNECTIONS overrides the cap).
 * @template {http.Server} S
 * @param {S} server
 * @param {NodeJS.ProcessEnv} env
 * @returns {S}
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
  /** @type {BuildInfo} */
  const info = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8"));
  /** @type {import("../leads/start-leads.mjs").Leads} */
  let leads;
  try {
    leads = await startLeads(info, process.env);
  } catch (error) {
    // A wrong setting or a held lock: one clear line, no stack, exit at once.
    console.error(`npm start: ${/** @type {Error} */ (error)?.message ?? error}`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST;
  const server = applyServerLimits(createSiteServer({ buildDir, leads }), process.env);
  server.listen(port, host, () => {
    const address = server.address();
    // A file's path, relative; PostgreSQL's URL (its password already out) as it is.
    const saved =
      leads.file && /^[a-z]+:\/\//.test(leads.file) ? leads.file : leads.file && (path.relative(process.cwd(), leads.file) || leads.file);
    const where = saved ? ` (leads saved to ${saved})` : "";
    console.log(`Site at http://${host ?? "localhost"}:${typeof address === "object" && address ? address.port : port}/${where}`);
    void leads.afterListen();
  });
  // A deploy switched BUILD_DIR to a new release (scripts/deploy.mjs): serve it without a restart,
  // which would refuse leads for a moment. The leads keep running; a build that moved them elsewhere
  // (VITE_AUTOMATION_API_URL) needs a restart.
  process.on("SIGHUP", () => {
    try {
      const reloaded = server.reloadBuild();
      if (reloaded.automationApi !== info.automationApi)
        console.warn("npm start: the new build sends leads elsewhere (VITE_AUTOMATION_API_URL): restart the server");
      console.log(`Serving the build in ${buildDir} again (SIGHUP)`);
    } catch (error) {
      console.error(
        `npm start: the build in ${buildDir} could not be read; still serving the one before:`,
        /** @type {Error} */ (error)?.message,
      );
    }
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      server.close(() => void leads.stop().finally(() => process.exit(0)));
      // Idle keep-alive connections would hold close() open for their timeout.
      server.closeIdleConnections();
    });
  }
  return server;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) await main();
