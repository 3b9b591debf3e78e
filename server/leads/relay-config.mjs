// @ts-check
/**
 * The relay's settings from the environment of `npm start` (server/leads/lead-relay.mjs uses them),
 * checked before anything starts.
 */
import { DEFAULT_TIMING } from "./relay-policy.mjs";
import { decodeSecret } from "./webhook-signature.mjs";

/** Loopback hosts: plain http is allowed only to these (a host on the same machine). @param {string} hostname */
const isLoopback = (hostname) => hostname === "localhost" || /^127(?:\.\d{1,3}){3}$/.test(hostname) || hostname === "[::1]";

/**
 * The relay's settings from the environment of `npm start`, checked: LEAD_FORWARD_URL (required,
 * https, or http to a loopback host; no user or password, no trailing slash), LEAD_FORWARD_TOKEN,
 * LEAD_FORWARD_SECRET, LEAD_FORWARD_TIMEOUT_MS, LEAD_FORWARD_RETRY_BASE_MS, LEAD_FORWARD_RETRY_CAP_MS,
 * LEAD_FORWARD_CONCURRENCY. The 24 h retry window is not configurable. Error messages never
 * repeat the URL's credentials nor the token or secret.
 * @param {NodeJS.ProcessEnv} env
 */
export function relayConfigFromEnv(env) {
  const forwardUrl = env.LEAD_FORWARD_URL ?? "";
  /** @type {URL} */
  let url;
  try {
    url = new URL(forwardUrl);
  } catch {
    throw new Error("LEAD_FORWARD_URL is not a URL (its value is not repeated here: it may hold a secret)");
  }
  if (url.username || url.password) {
    throw new Error(
      "LEAD_FORWARD_URL must not carry a user or password (not repeated here): put the credential in LEAD_FORWARD_TOKEN (sent as Authorization: Bearer) or sign with LEAD_FORWARD_SECRET",
    );
  }
  if (!/^https?:$/.test(url.protocol) || forwardUrl.endsWith("/") || url.search || url.hash) {
    throw new Error(
      `LEAD_FORWARD_URL must be the automation host's https base URL without a trailing slash, query or fragment: ${url.origin}${url.pathname}`,
    );
  }
  if (url.protocol === "http:" && !isLoopback(url.hostname)) {
    throw new Error(`LEAD_FORWARD_URL must use https (plain http only to a loopback host such as 127.0.0.1): ${url.origin}`);
  }
  /** @param {string} name @param {number} fallback */
  const positive = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number >= 1, not ${raw}`);
    return value;
  };
  const token = env.LEAD_FORWARD_TOKEN ?? "";
  if (/[\s\p{Cc}]/u.test(token)) throw new Error("LEAD_FORWARD_TOKEN must not contain spaces or control characters");
  const secret = env.LEAD_FORWARD_SECRET ?? "";
  if (secret) decodeSecret(secret);
  return {
    forwardUrl,
    token,
    secret,
    concurrency: positive("LEAD_FORWARD_CONCURRENCY", 8),
    timing: {
      attemptTimeoutMs: positive("LEAD_FORWARD_TIMEOUT_MS", DEFAULT_TIMING.attemptTimeoutMs),
      baseDelayMs: positive("LEAD_FORWARD_RETRY_BASE_MS", DEFAULT_TIMING.baseDelayMs),
      capDelayMs: positive("LEAD_FORWARD_RETRY_CAP_MS", DEFAULT_TIMING.capDelayMs),
    },
  };
}
