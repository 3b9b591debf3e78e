// @ts-check
/**
 * Per-client limit of the lead inbox: at most `limit` leads in any window of `windowMs` (a
 * sliding log of the last `limit` admissions per client), so a script posting from one address
 * cannot fill the disk. `limit` 0 turns it off (load tests). At most `maxClients` clients are
 * remembered (the least recently seen is forgotten first), so many addresses cannot fill memory.
 * A client is an IPv4 address, or an IPv6 /64: one subscriber or host is given a whole /64, so
 * counting its addresses one by one would let it walk past the limit.
 */
import { isIPv6 } from "node:net";

/**
 * @param {{ limit: number, windowMs?: number, now?: () => number, maxClients?: number }} options
 */
export function createRateLimiter({ limit, windowMs = 60_000, now = Date.now, maxClients = 100_000 }) {
  /** Admission times per client, oldest first. @type {Map<string, number[]>} */
  const seen = new Map();
  return {
    /**
     * Admits one request of `client`, or says how many seconds until it may try again.
     * @param {string} client
     * @returns {{ ok: true } | { ok: false, retryAfterSeconds: number }}
     */
    take(client) {
      if (limit <= 0) return { ok: true };
      const t = now();
      const key = clientKey(client);
      const times = seen.get(key) ?? [];
      while (times.length > 0 && (times[0] ?? 0) <= t - windowMs) times.shift();
      if (times.length >= limit) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((times[0] ?? t) + windowMs - t) / 1000)) };
      }
      times.push(t);
      // Re-inserted: the Map's order is then least recently admitted first.
      seen.delete(key);
      seen.set(key, times);
      if (seen.size > maxClients) seen.delete(/** @type {string} */ (seen.keys().next().value));
      return { ok: true };
    },
    size: () => seen.size,
  };
}

/**
 * What the limit counts for an address: an IPv4 address itself (also written IPv4-mapped, `::ffff:a.b.c.d`,
 * as a dual-stack socket reports it), an IPv6 address's /64 (`2001:db8:0:7::/64`); anything else as it is.
 * @param {string} address
 */
export function clientKey(address) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return /** @type {string} */ (mapped[1]);
  // A zone (`fe80::1%eth0`) names the interface, not the host.
  const bare = address.split("%")[0] ?? "";
  if (!isIPv6(bare)) return address;
  const [head = "", tail] = bare.toLowerCase().split("::");
  const groups = (/** @type {string} */ part) => (part === "" ? [] : part.split(":"));
  // An embedded IPv4 address (the last 32 bits) is two groups wide.
  const width = (/** @type {string[]} */ list) => list.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const filled = tail === undefined ? front : [...front, ...Array(8 - width(front) - width(back)).fill("0"), ...back];
  return `${filled
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The client's address: the socket's, or with `trustProxy` (the server behind nginx on the same
 * machine) the last address of X-Forwarded-For, which nginx sets to the address it saw.
 * @param {import("node:http").IncomingMessage} req
 * @param {boolean} trustProxy
 */
export function clientAddress(req, trustProxy) {
  if (trustProxy) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/**
 * LEAD_RATE_LIMIT (leads per minute per client, default 10, 0 = off) and LEAD_TRUST_PROXY (1 = behind nginx).
 * @param {NodeJS.ProcessEnv} env
 */
export function rateLimitFromEnv(env) {
  const raw = env.LEAD_RATE_LIMIT ?? "";
  const limit = raw === "" ? 10 : Number(raw);
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`LEAD_RATE_LIMIT must be a whole number >= 0 (0 turns the limit off), not ${raw}`);
  const trust = env.LEAD_TRUST_PROXY ?? "";
  if (!["", "0", "1"].includes(trust)) throw new Error(`LEAD_TRUST_PROXY must be 1 (behind nginx) or 0, not ${trust}`);
  return { rateLimit: limit, trustProxy: trust === "1" };
}
