// @ts-check
/**
 * The build's static files for `npm start` (what sirv did, without its two ways to end the
 * process): the file list and sizes are read once at start; each request opens its file, so a
 * file removed from build/ since then is a 404, and a read error ends that answer only. Ranges:
 * one `bytes=` range, served 206; an unsatisfiable one 416; a malformed or reversed one (or
 * several) is ignored and the whole file is sent, as RFC 9110 allows. Precompressed `.br`/`.gz`
 * twins, weak ETags and 304 as sirv sent them.
 */
import { readdirSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { pipeline } from "node:stream";
import path from "node:path";
import { chooseEncoding } from "./content-encoding.mjs";

/** The suffix of each coding's precompressed twin of a file. */
const TWIN = { br: ".br", gzip: ".gz", "": "" };

/** Types of the files a build holds (mrmime's, which sirv used); anything else is binary. */
const TYPES = /** @type {Record<string, string>} */ ({
  html: "text/html;charset=utf-8",
  css: "text/css",
  js: "text/javascript",
  mjs: "text/javascript",
  json: "application/json",
  xml: "text/xml",
  txt: "text/plain",
  md: "text/markdown",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/x-icon",
  mp4: "video/mp4",
  webm: "video/webm",
  vtt: "text/vtt",
  woff: "font/woff",
  woff2: "font/woff2",
  webmanifest: "application/manifest+json",
  map: "application/json",
  pdf: "application/pdf",
});

/** @param {string} name */
export const typeFor = (name) => TYPES[path.extname(name).slice(1).toLowerCase()] ?? "application/octet-stream";

/**
 * The byte range to send for a Range header, or "unsatisfiable" (416), or null (send everything).
 * @param {string | undefined} header
 * @param {number} size
 * @returns {{ start: number, end: number } | "unsatisfiable" | null}
 */
export function parseRange(header, size) {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d{0,15})\s*-\s*(\d{0,15})\s*$/i.exec(header);
  // Several ranges, other units, garbage: ignored.
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Number(match[2]);
  // A reversed range is invalid: ignored (the whole file), never a negative length.
  if (match[2] !== "" && end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

/**
 * @typedef {{ abs: string, size: number, mtimeMs: number }} FileEntry
 * @param {string} clientDir
 * @param {{ setHeaders?: (res: import("node:http").ServerResponse, pathname: string) => void }} [options]
 */
export function createStaticFiles(clientDir, { setHeaders = () => {} } = {}) {
  /** @type {Map<string, FileEntry>} */
  const files = new Map();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const rel = `/${path.relative(clientDir, abs).split(path.sep).join("/")}`;
    // Dot files (and folders) are not served.
    if (/\/\./.test(rel)) continue;
    const stats = statSync(abs);
    files.set(rel.normalize(), { abs, size: stats.size, mtimeMs: stats.mtimeMs });
  }

  /**
   * Serves `pathname` (decoded, checked by classifyRequest) or calls `missing`.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {string} pathname
   * @param {() => void} missing
   */
  async function serve(req, res, pathname, missing) {
    const base = files.get(pathname);
    if (!base) return missing();
    /** @type {import("./content-encoding.mjs").Coding[]} */
    const held = [];
    if (files.has(`${pathname}.br`)) held.push("br");
    if (files.has(`${pathname}.gz`)) held.push("gzip");
    const encoding = chooseEncoding(req.headers["accept-encoding"], held);
    /** @type {FileEntry} */
    const file = files.get(`${pathname}${TWIN[encoding]}`) ?? base;
    /** @type {import("node:fs/promises").FileHandle} */
    let handle;
    try {
      handle = await open(file.abs, "r");
    } catch {
      // Removed (or unreadable) since the server started.
      return missing();
    }
    let stats;
    try {
      stats = await handle.stat();
      if (!stats.isFile()) throw new Error("not a file");
    } catch {
      await handle.close();
      return missing();
    }
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    /** @type {Record<string, string | number>} */
    const headers = { "Content-Type": typeFor(pathname), "Last-Modified": stats.mtime.toUTCString(), ETag: etag, "Accept-Ranges": "bytes" };
    if (encoding) headers["Content-Encoding"] = encoding;
    res.setHeader("Vary", "Accept-Encoding");
    setHeaders(res, pathname);
    for (const [name, value] of Object.entries(headers)) if (!res.hasHeader(name)) res.setHeader(name, value);
    if (req.headers["if-none-match"] === etag) {
      await handle.close();
      res.writeHead(304);
      return void res.end();
    }
    const range = parseRange(req.headers.range, stats.size);
    if (range === "unsatisfiable") {
      await handle.close();
      res.writeHead(416, { "Content-Range": `bytes */${stats.size}`, "Content-Length": 0 });
      return void res.end();
    }
    const { start, end } = range ?? { start: 0, end: stats.size - 1 };
    res.writeHead(range ? 206 : 200, {
      "Content-Length": Math.max(0, end - start + 1),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${stats.size}` } : {}),
    });
    if (req.method === "HEAD" || stats.size === 0) {
      await handle.close();
      return void res.end();
    }
    // A client that left while the file was being opened: Node 24's pipeline refuses a destroyed
    // response (it throws), so the stream would never start and never close its handle.
    if (res.destroyed) return void (await handle.close());
    const stream = handle.createReadStream({ start, end });
    // The handle is closed with the stream, however the answer ends: finished, cut short by the
    // client (a video seek, even one made while the file was being opened), or a read error (the
    // client sees a cut response; never the process).
    stream.on("close", () => void handle.close().catch(() => undefined));
    pipeline(stream, res, () => undefined);
  }

  return { serve, has: (/** @type {string} */ pathname) => files.has(pathname) };
}
