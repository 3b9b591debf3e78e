// @ts-check
/**
 * Finding one person's e-mail address inside stored text, exactly: the whole address, in any
 * letter case, and never a part of a longer one (`ana@x.com` is not in `joana@x.com` nor in
 * `ana@x.com.br`). Used by `--forget` to remove and redact, and by the relay to keep a host's
 * answer without the lead's own e-mail, phone and name.
 */

/** How an address is compared: surrounding spaces and letter case do not make another person. @param {string} email */
export const normalizeEmail = (email) => email.normalize("NFC").trim().toLowerCase();

/** Characters that may stand right before an address's local part without ending it. */
const LOCAL_CHAR = "\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~.\\-";

/**
 * `text` as literal characters of a Unicode-mode pattern. A hyphen is written `\x2d`: Unicode mode
 * refuses `\-` outside a character class, and hyphens are common in e-mail addresses and names.
 * @param {string} text
 */
export const escapeForPattern = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/-/g, "\\x2d");

/**
 * A pattern that finds `email` (normalized) as a whole address, any letter case: not preceded by a
 * character of a local part, not followed by one of a domain (a letter, digit, `-`, or a dot
 * followed by one: `.com.br` continues `.com`, a full stop ending a sentence does not).
 * @param {string} email
 */
export function addressPattern(email) {
  const escaped = escapeForPattern(normalizeEmail(email));
  return new RegExp(`(?<![${LOCAL_CHAR}])${escaped}(?![\\p{L}\\p{N}_\\-]|\\.[\\p{L}\\p{N}])`, "giu");
}

/**
 * `text` with every occurrence of the address replaced (by `replacement`, or by a function of the match).
 * @param {string} text @param {RegExp} pattern from addressPattern @param {string | ((match: string) => string)} replacement
 */
export function redact(text, pattern, replacement) {
  pattern.lastIndex = 0;
  return text.replace(pattern, /** @type {any} */ (replacement));
}

/** Whether `text` holds the address. @param {string} text @param {RegExp} pattern */
export function mentions(text, pattern) {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** Same-length stand-in for a match: a file rewritten in place keeps every byte offset. @param {string} match */
export const mask = (match) => "*".repeat(Buffer.byteLength(match));

/**
 * A host's answer about a lead, without that lead's e-mail, phone and name (whole words, any case):
 * the status and the host's reason are what the operator needs.
 * @param {string} text
 * @param {{ email: string, phone: string, name: string }} lead
 */
export function scrubOwnData(text, { email, phone, name }) {
  let out = email.trim() ? redact(text, addressPattern(email), "[e-mail]") : text;
  // The phone as stored (calling code, a space, the digits) and its national digits alone, any punctuation.
  for (const digits of [phone.replace(/\D/g, ""), (phone.trim().split(/\s+/).pop() ?? "").replace(/\D/g, "")]) {
    if (digits.length >= 6) out = out.replace(new RegExp(digits.split("").join("[\\s().+-]*"), "g"), "[phone]");
  }
  const words = name.trim();
  if (words.length >= 3) {
    const escaped = escapeForPattern(words).replace(/\s+/g, "\\s+");
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu"), "[name]");
  }
  return out;
}
