// @ts-check
/** Builds the security headers both servers send, from the inline scripts the build produced. */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * CSP hashes of every executable inline script in the given HTML documents (JSON-LD blocks are data).
 * @param {string[]} documents
 */
export function inlineScriptHashes(documents) {
  const hashes = new Set();
  for (const html of documents) {
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      const attributes = match[1] ?? "";
      if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
      const body = match[2] ?? "";
      hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
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
 * @param {{ scriptHashes: string[], automationApi: string, gtmId?: string }} input
 * @returns {Record<string, string>}
 */
export function securityHeaders({ scriptHashes, automationApi, gtmId }) {
  const gtm = Boolean(gtmId);
  const analytics = gtm
    ? ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
    : [];
  const apiOrigin = originOf(automationApi);
  const directives = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...scriptHashes, ...(gtm ? ["https://www.googletagmanager.com"] : [])],
    // Inline style attributes only (progress bars); no inline <style> blocks are emitted.
    "style-src": ["'self'", "'unsafe-inline'"],
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
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  };
}

export const HSTS = "max-age=31536000; includeSubDomains";
