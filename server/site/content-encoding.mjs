// @ts-check
/**
 * The one choice of a response's content coding from the request's Accept-Encoding, for pages,
 * the 404 page and static files alike (RFC 9110 section 12.5.3): each listed coding may carry a
 * q-value, and q=0 refuses it; `*` stands for every coding not listed; `x-gzip` is gzip. Of the
 * codings the server holds, the one the client weighs highest wins, brotli on a tie (smaller);
 * `identity` (the file as it is) wins only when the client weighs it above both. No header, an
 * empty one, or nothing acceptable: the file as it is, which every client reads, rather than a 406.
 */

/** @typedef {"br" | "gzip"} Coding */

/** The codings the server can send, best first. */
const PREFERRED = /** @type {const} */ (["br", "gzip"]);

/**
 * The weight (0 to 1) of each coding the header names.
 * @param {string} header
 * @returns {Map<string, number>}
 */
function weights(header) {
  const map = new Map();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const value = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ""));
    // A malformed q-value: the coding is not weighed at all, as if unlisted.
    if (!Number.isFinite(value) || value < 0 || value > 1) continue;
    map.set(name === "x-gzip" ? "gzip" : name, value);
  }
  return map;
}

/**
 * The coding to send: "br", "gzip", or "" for the file as it is.
 * @param {string | string[] | undefined} header the request's Accept-Encoding
 * @param {Iterable<Coding>} [available] the codings held for this response (both, by default)
 * @returns {Coding | ""}
 */
export function chooseEncoding(header, available = PREFERRED) {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  if (!text.trim()) return "";
  const listed = weights(text);
  const held = new Set(available);
  /** @type {Coding | ""} */
  let best = "";
  let bestWeight = 0;
  for (const coding of PREFERRED) {
    if (!held.has(coding)) continue;
    const weight = listed.get(coding) ?? listed.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  const identity = listed.get("identity");
  return identity !== undefined && identity > bestWeight ? "" : best;
}
