// @ts-check
/** Builds the security headers both servers send, from the inline scripts the build produced. */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The text of every executable inline script of an HTML document, in order (JSON-LD blocks are data).
 * @param {string} html
 */
export function inlineScripts(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => !/type\s*=\s*["']?application\/(ld\+)?json/i.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");
}

/**
 * CSP hashes of every executable inline script in the given HTML documents.
 * @param {string[]} documents
 */
export function inlineScriptHashes(documents) {
  return [...new Set(documents.flatMap(inlineScripts).map(sha256))].sort();
}

/**
 * CSP hashes of every `<style>` element. Style attributes cannot be allowed by a hash without
 * 'unsafe-hashes'; the build refuses them instead (tools/checks/check-build-hygiene.mjs).
 * @param {string[]} documents
 */
export function inlineStyleHashes(documents) {
  const hashes = new Set();
  for (const html of documents) for (const match of html.matchAll(INLINE_STYLE)) hashes.add(sha256(match[1] ?? ""));
  return [...hashes].sort();
}

/** @param {string} url */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

/**
 * @param {{ scriptHashes: string[], styleHashes?: string[], automationApi: string, gtmId?: string }} input
 * @returns {Record<string, string>}
 */
export function securityHeaders({ scriptHashes, styleHashes = [], automationApi, gtmId }) {
  const gtm = Boolean(gtmId);
  const analytics = gtm ? ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"] : [];
  const apiOrigin = originOf(automationApi);
  const directives = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...scriptHashes, ...(gtm ? ["https://www.googletagmanager.com"] : [])],
    // No 'unsafe-inline': the pages carry no style attributes (values set at run time through
    // element.style are not restricted) and any <style> element is allowed by its hash. Tag-manager
    // tags that inject inline styles are refused too (docs/decisions/300).
    "style-src": ["'self'", ...styleHashes],
    "img-src": ["'self'", "data:", ...analytics],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...analytics],
    "frame-src": gtm ? ["https://www.googletagmanager.com"] : ["'none'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const csp = Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Other sites cannot embed the pages' files (images, scripts) in their own pages; same-site
    // still lets the platform host (app.) use them. The OG image is fetched by crawlers, which
    // do not apply this header.
    "Cross-Origin-Resource-Policy": "same-site",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  };
}

/**
 * Strict-Transport-Security: two years, subdomains, and by default `preload`, which asks to be
 * put on the browsers' built-in HTTPS-only list (a commitment that is slow to undo, see
 * docs/decisions/300). HSTS_PRELOAD=0 at build time drops it.
 * @param {{ preload: boolean }} options
 */
export function strictTransportSecurity({ preload }) {
  return `max-age=63072000; includeSubDomains${preload ? "; preload" : ""}`;
}

/**
 * The HSTS_PRELOAD build setting: unset, "1" or "true" keep `preload`; "0" or "false" drop it.
 * Anything else stops the build rather than guess.
 * @param {string | undefined} value
 */
export function hstsPreloadSetting(value) {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "" || v === "1" || v === "true") return true;
  if (v === "0" || v === "false") return false;
  throw new Error(`HSTS_PRELOAD must be 0, 1, true or false, not "${value}"`);
}
