// @ts-check
/**
 * Standard Webhooks signing (https://www.standardwebhooks.com/): the relay signs every attempt
 * with LEAD_FORWARD_SECRET (`whsec_` + base64 of the key), so the automation host can check that
 * a lead comes from this server and is recent. Headers: `webhook-id` (the lead's id, also the
 * Idempotency-Key), `webhook-timestamp` (Unix seconds) and `webhook-signature`
 * (`v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}` with the decoded key).
 */
import { createHmac } from "node:crypto";

/**
 * The key of a `whsec_...` secret; throws (without echoing the secret) when it is not one.
 * @param {string} secret
 */
export function decodeSecret(secret) {
  const base64 = secret.startsWith("whsec_") ? secret.slice("whsec_".length) : "";
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw new Error("LEAD_FORWARD_SECRET must be whsec_ followed by the base64 of the key (Standard Webhooks format)");
  }
  const key = Buffer.from(base64, "base64");
  if (key.length < 16) throw new Error("LEAD_FORWARD_SECRET is too short: use a key of at least 16 bytes (24 recommended)");
  return key;
}

/**
 * @param {Buffer} key decoded secret
 * @param {string} id
 * @param {number} timestamp Unix seconds
 * @param {string} body the exact bytes sent
 * @returns {Record<string, string>}
 */
export function signatureHeaders(key, id, timestamp, body) {
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": `v1,${signature}` };
}
