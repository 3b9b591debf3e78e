// @vitest-environment node
// @ts-check
/**
 * The limiter's arithmetic on a fake clock: the window's edge, the wait it names, the memory bound and
 * the settings, an IPv6 client counted by its /64. The 429 answer and X-Forwarded-For behind nginx: lead-inbox.test.js.
 */
import { describe, expect, it } from "vitest";
import { clientAddress, clientKey, createRateLimiter, rateLimitFromEnv } from "./rate-limit.mjs";

describe("rate limit", () => {
  it("admits `limit` per sliding window, names the whole seconds left, and admits again exactly a window later", () => {
    let t = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: () => t });
    expect([limiter.take("a"), limiter.take("a")]).toEqual([{ ok: true }, { ok: true }]);
    t += 1;
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 10 });
    t += 8_999;
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.take("b")).toEqual({ ok: true });
    t += 1_000;
    expect(limiter.take("a")).toEqual({ ok: true });
    expect(limiter.take("a")).toEqual({ ok: true });
    expect(limiter.take("a")).toMatchObject({ ok: false });
  });

  it("is off at limit 0, and forgets the least recently admitted client past maxClients", () => {
    const off = createRateLimiter({ limit: 0 });
    for (let i = 0; i < 5; i++) expect(off.take("a")).toEqual({ ok: true });
    expect(off.size()).toBe(0);
    const limiter = createRateLimiter({ limit: 2, maxClients: 2, now: () => 0 });
    for (const client of ["a", "b", "a", "c"]) limiter.take(client);
    expect(limiter.size()).toBe(2);
    // "b" was admitted least recently: forgotten; "a", seen again after it, is still counted.
    expect(limiter.take("a")).toMatchObject({ ok: false });
    expect(limiter.take("b")).toEqual({ ok: true });
  });

  it("counts an IPv6 client by its /64, so the addresses of one subscriber share one limit", () => {
    const limiter = createRateLimiter({ limit: 2, now: () => 0 });
    expect([limiter.take("2001:db8:0:7::1"), limiter.take("2001:db8:0:7:ffff:1:2:3")]).toEqual([{ ok: true }, { ok: true }]);
    expect(limiter.take("2001:DB8:0:7::abcd")).toMatchObject({ ok: false });
    expect(limiter.take("2001:db8:0:8::1")).toEqual({ ok: true });
    expect([limiter.take("203.0.113.7"), limiter.take("::ffff:203.0.113.7")]).toEqual([{ ok: true }, { ok: true }]);
    expect(limiter.take("203.0.113.7")).toMatchObject({ ok: false });
    expect(limiter.take("203.0.113.8")).toEqual({ ok: true });
    expect(limiter.size()).toBe(4);
  });

  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113", "::ffff:203.0.113"],
    ["unknown", "unknown"],
    ["2001:db8:0:7:a:b:c:d", "2001:db8:0:7::/64"],
    ["2001:0DB8:0000:0007::", "2001:db8:0:7::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8::1:2:3:4:5", "2001:db8:0:1::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    ["1:2::4:5:6:192.0.2.33", "1:2:0:4::/64"],
    ["1:2:3:4:5:6:192.0.2.33", "1:2:3:4::/64"],
  ])("counts %s as %s", (address, key) => expect(clientKey(address)).toBe(key));

  it("takes the socket's address when no proxy is trusted or the proxy sent none", () => {
    const req = (/** @type {string | undefined} */ forwarded, /** @type {string | undefined} */ remoteAddress) =>
      /** @type {import("node:http").IncomingMessage} */ (
        /** @type {unknown} */ ({ headers: { "x-forwarded-for": forwarded }, socket: { remoteAddress } })
      );
    expect(clientAddress(req("203.0.113.7", "127.0.0.1"), false)).toBe("127.0.0.1");
    expect(clientAddress(req(" , ", "127.0.0.1"), true)).toBe("127.0.0.1");
    expect(clientAddress(req("198.51.100.1, 203.0.113.7 ", "127.0.0.1"), true)).toBe("203.0.113.7");
    expect(clientAddress(req(undefined, undefined), true)).toBe("unknown");
  });

  it("reads LEAD_RATE_LIMIT (default 10, 0 off) and LEAD_TRUST_PROXY (1 or 0), refusing anything else", () => {
    expect(rateLimitFromEnv({})).toEqual({ rateLimit: 10, trustProxy: false });
    expect(rateLimitFromEnv({ LEAD_RATE_LIMIT: "0", LEAD_TRUST_PROXY: "1" })).toEqual({ rateLimit: 0, trustProxy: true });
    expect(rateLimitFromEnv({ LEAD_RATE_LIMIT: "", LEAD_TRUST_PROXY: "0" })).toEqual({ rateLimit: 10, trustProxy: false });
    for (const raw of ["-1", "2.5", "dez"])
      expect(() => rateLimitFromEnv({ LEAD_RATE_LIMIT: raw })).toThrow(
        `LEAD_RATE_LIMIT must be a whole number >= 0 (0 turns the limit off), not ${raw}`,
      );
    expect(() => rateLimitFromEnv({ LEAD_TRUST_PROXY: "yes" })).toThrow("LEAD_TRUST_PROXY must be 1 (behind nginx) or 0, not yes");
  });
});
