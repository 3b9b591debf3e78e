// @ts-check
/** Pure request-path rules shared by the Node server and its tests (nginx mirrors them in deploy/nginx.conf). */
import { stripHtmlSuffix } from "../../app/lib/html-suffix.js";

export const MAX_URL_LENGTH = 4096;

/**
 * Decides what a request path refers to, before any file is looked up.
 * @param {string} rawUrl the request target, e.g. `/contato.html?utm_source=x`
 * @param {Set<string>} pages page paths that have a prerendered index.html (e.g. `/contato`)
 * @returns {{ kind: "page", path: string } | { kind: "webhook" } | { kind: "static" } | { kind: "not-found" }}
 */
export function classifyRequest(rawUrl, pages) {
  if (rawUrl.length > MAX_URL_LENGTH) return { kind: "not-found" };
  const q = rawUrl.indexOf("?");
  const rawPath = q >= 0 ? rawUrl.slice(0, q) : rawUrl;
  if (!rawPath.startsWith("/")) return { kind: "not-found" };
  // Every /webhook/ request, however odd its id, gets the inbox's JSON answer (404 for an id that
  // is not one of the site's forms), never the HTML pages' 405 or 404.
  if (rawPath.startsWith("/webhook/")) return { kind: "webhook" };

  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: "not-found" };
  }
  // NUL bytes, backslashes and dot segments never name a file of the build.
  if (/[\0\\]/.test(pathname) || pathname.split("/").some((s) => s === ".." || s === ".")) return { kind: "not-found" };
  // The not-found page's own prerendered copy is not a page of the site.
  if (pathname === "/404" || pathname.startsWith("/404/") || pathname.startsWith("/__")) return { kind: "not-found" };

  const alias = stripHtmlSuffix(pathname);
  const trimmed = alias.length > 1 && alias.endsWith("/") ? alias.slice(0, -1) : alias;
  if (pages.has(trimmed)) return { kind: "page", path: trimmed };
  return { kind: "static" };
}

/** Every HTML answer, the not-found page included (deploy/nginx.conf sends the same). */
export const PAGE_CACHE_CONTROL = "no-cache";

/**
 * Cache policy: hashed build assets forever; pages revalidated on every visit (`no-cache` with their
 * ETag: a 304 costs a round trip and no body), so a deploy reaches a returning visitor at once and a
 * cached page never names scripts a newer build dropped; the demo video's files revalidated too (they are
 * re-rendered under the same names, and a WebKitGTK player that read a cached copy's first bytes and the
 * new file's ranges could not demultiplex it: docs/decisions/562); crawler files an hour, other public files a day.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (pathname.endsWith(".html") || pathname.endsWith("/")) return PAGE_CACHE_CONTROL;
  if (pathname.startsWith("/video/")) return "no-cache";
  if (pathname === "/sitemap.xml" || pathname === "/robots.txt" || pathname === FEED_PATH) return "public, max-age=3600";
  return "public, max-age=86400";
}

/** The RSS feed of the guides and articles (app/pages/conteudo/feed.xml.ts); nginx names its type too. */
export const FEED_PATH = "/conteudo/feed.xml";

/**
 * Content types the file extension does not tell (by extension the feed would be plain XML).
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function contentTypeFor(pathname) {
  return pathname === FEED_PATH ? "application/rss+xml; charset=utf-8" : undefined;
}
