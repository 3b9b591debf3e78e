// @vitest-environment node
// @ts-check
import { describe, expect, it } from "vitest";
import {
  classifyStatus,
  DEFAULT_TIMING,
  describeNetworkError,
  ERASED_DURING_ATTEMPT,
  erasedDuring,
  parseRetryAfter,
  retryDelay,
  settlementFor,
  startAllowed,
} from "./relay-policy.mjs";
import { relayConfigFromEnv } from "./relay-config.mjs";

describe("classifyStatus", () => {
  it("delivers on 2xx, fails only on 400, 401, 403, 410, 413, 415 and 422, retries every other status", () => {
    expect([200, 201, 202, 204, 299].map(classifyStatus)).toEqual(Array(5).fill("delivered"));
    const retried = [404, 405, 408, 409, 425, 429, 451, 499, 500, 502, 503, 504, 599, 300, 301, 302, 304, 100];
    expect(retried.map(classifyStatus)).toEqual(retried.map(() => "retry"));
    expect([400, 401, 403, 410, 413, 415, 422].map(classifyStatus)).toEqual(Array(7).fill("failed"));
  });
});

describe("retryDelay", () => {
  const backoff = { baseDelayMs: DEFAULT_TIMING.baseDelayMs, capDelayMs: DEFAULT_TIMING.capDelayMs };

  it("waits about 1 s before the first retry, then doubles, with ±20% jitter", () => {
    expect(retryDelay(1, backoff, 0.5)).toBe(1000);
    expect(retryDelay(1, backoff, 0)).toBe(800);
    expect(retryDelay(1, backoff, 0.999999)).toBe(1200);
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, backoff, 0.5))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it("never waits more than 5 minutes, however many attempts failed", () => {
    expect(retryDelay(9, backoff, 0.5)).toBe(256_000);
    expect(retryDelay(10, backoff, 0)).toBe(300_000 * 1);
    for (const n of [10, 11, 50, 1000]) expect(retryDelay(n, backoff, 0.999)).toBe(300_000);
    expect(retryDelay(1000, backoff, 0)).toBeGreaterThanOrEqual(240_000);
  });

  it("honours a Retry-After longer than the backoff, up to the cap", () => {
    expect(retryDelay(1, backoff, 0.5, 30_000)).toBe(30_000);
    expect(retryDelay(1, backoff, 0.5, 3_600_000)).toBe(300_000);
    expect(retryDelay(5, backoff, 0.5, 1000)).toBe(16_000);
  });

  it("keeps within 24 h of retries at least 280 attempts (capped waits)", () => {
    let elapsed = 0;
    let attempts = 1;
    while (elapsed < 24 * 3_600_000) elapsed += retryDelay(attempts++, backoff, 0.999);
    expect(attempts).toBeGreaterThan(280);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates, and ignores the rest", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Mon, 23 Nov 2026 12:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Mon, 23 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(" 5 ", now)).toBe(5000);
    expect(["soon", "x5", "5x"].map((h) => parseRetryAfter(h, now))).toEqual([0, 0, 0]);
    expect(parseRetryAfter(null, now)).toBe(0);
  });
});

describe("describeNetworkError", () => {
  it("names the reason undici hides in `cause`, and timeouts in seconds", () => {
    const refused = Object.assign(new TypeError("fetch failed"), {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }),
    });
    expect(describeNetworkError(refused, 10_000)).toBe("connect ECONNREFUSED 127.0.0.1:1");
    expect(describeNetworkError(new DOMException("The operation was aborted due to timeout", "TimeoutError"), 10_000)).toBe(
      "no answer within 10 s",
    );
    expect(describeNetworkError(new Error("x".repeat(500)), 10_000)).toHaveLength(200);
  });
});

describe("relayConfigFromEnv", () => {
  it("takes the base URL and the tuning variables, with the production defaults", () => {
    expect(relayConfigFromEnv({ LEAD_FORWARD_URL: "https://automacao.example.com" })).toEqual({
      forwardUrl: "https://automacao.example.com",
      token: "",
      secret: "",
      concurrency: 8,
      timing: { attemptTimeoutMs: 10_000, baseDelayMs: 1000, capDelayMs: 300_000 },
    });
    const tuned = relayConfigFromEnv({
      LEAD_FORWARD_URL: "http://127.0.0.1:5600/api",
      LEAD_FORWARD_TIMEOUT_MS: "2000",
      LEAD_FORWARD_RETRY_BASE_MS: "50",
      LEAD_FORWARD_RETRY_CAP_MS: "500",
      LEAD_FORWARD_CONCURRENCY: "2",
    });
    expect(tuned).toEqual({
      forwardUrl: "http://127.0.0.1:5600/api",
      token: "",
      secret: "",
      concurrency: 2,
      timing: { attemptTimeoutMs: 2000, baseDelayMs: 50, capDelayMs: 500 },
    });
  });

  it("refuses a URL it would misuse and numbers that are not whole and positive", () => {
    for (const url of [
      "",
      "automacao.example.com",
      "https://automacao.example.com/",
      "ftp://a.example",
      "https://a.example?x=1",
      "https://a.example#w",
    ]) {
      expect(() => relayConfigFromEnv({ LEAD_FORWARD_URL: url }), url).toThrow(/LEAD_FORWARD_URL/);
    }
    expect(() => relayConfigFromEnv({ LEAD_FORWARD_URL: "https://a.example", LEAD_FORWARD_CONCURRENCY: "0" })).toThrow(
      /LEAD_FORWARD_CONCURRENCY/,
    );
    expect(() => relayConfigFromEnv({ LEAD_FORWARD_URL: "https://a.example", LEAD_FORWARD_TIMEOUT_MS: "1.5" })).toThrow(
      /LEAD_FORWARD_TIMEOUT_MS/,
    );
  });

  it("refuses credentials in the URL and plain http to another machine, without repeating the credentials", () => {
    for (const url of [
      "https://user:s3cr3t-pass@automacao.example.com",
      "https://s3cr3t-token@automacao.example.com",
      "http://:s3cr3t-pass@127.0.0.1:5600",
    ]) {
      let message = "";
      try {
        relayConfigFromEnv({ LEAD_FORWARD_URL: url });
      } catch (error) {
        message = /** @type {Error} */ (error).message;
      }
      expect(message, url).toMatch(/user or password/);
      expect(message, url).not.toContain("s3cr3t");
    }
    expect(() => relayConfigFromEnv({ LEAD_FORWARD_URL: "not a url s3cr3t" })).toThrow(/^(?!.*s3cr3t).*not a URL/);
    for (const url of ["http://automacao.example.com", "http://10.0.0.5:8080", "http://127.example.com"]) {
      expect(() => relayConfigFromEnv({ LEAD_FORWARD_URL: url }), url).toThrow(/must use https/);
    }
    for (const url of ["http://127.0.0.1:5600", "http://localhost:5600", "http://[::1]:5600", "https://automacao.example.com/base"]) {
      expect(relayConfigFromEnv({ LEAD_FORWARD_URL: url }).forwardUrl, url).toBe(url);
    }
  });

  it("takes a bearer token and a Standard Webhooks secret, and refuses a malformed secret without repeating it", () => {
    const secret = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`;
    expect(
      relayConfigFromEnv({ LEAD_FORWARD_URL: "https://a.example", LEAD_FORWARD_TOKEN: "tok-123", LEAD_FORWARD_SECRET: secret }),
    ).toMatchObject({ token: "tok-123", secret });
    for (const bad of ["s3cr3tnotwhsec", "whsec_s3cr3t!!", "whsec_czNjcjN0"]) {
      let message = "";
      try {
        relayConfigFromEnv({ LEAD_FORWARD_URL: "https://a.example", LEAD_FORWARD_SECRET: bad });
      } catch (error) {
        message = /** @type {Error} */ (error).message;
      }
      expect(message, bad).toMatch(/LEAD_FORWARD_SECRET/);
      expect(message, bad).not.toContain("s3cr3t");
      expect(message, bad).not.toContain("czNjcjN0");
    }
    expect(() => relayConfigFromEnv({ LEAD_FORWARD_URL: "https://a.example", LEAD_FORWARD_TOKEN: "a b" })).toThrow(/LEAD_FORWARD_TOKEN/);
  });
});

describe("settlementFor", () => {
  const timing = { ...DEFAULT_TIMING, baseDelayMs: 1000 };
  const clock = { timing, nowMs: 10_000, wallMs: 50_000, random: 0.5, wakeAtMs: null };
  const lead = { id: "l1", attempt: 3, sinceMs: 0 };
  it("schedules a retry on the wall clock after the backoff, fails a refusal, and expires past the window", () => {
    expect(settlementFor({ ...lead, outcome: { status: 503, answer: "", retryAfter: null } }, clock)).toMatchObject({
      kind: "retry",
      nextMs: 54_000,
      error: "HTTP 503",
      unreachable: false,
    });
    // A Retry-After longer than the backoff; the host's answer on one line, cut at 200 characters.
    expect(
      settlementFor({ ...lead, outcome: { status: 503, answer: ` busy\n\n ${"x".repeat(300)}`, retryAfter: "30" } }, clock),
    ).toMatchObject({
      nextMs: 80_000,
      error: `HTTP 503: busy ${"x".repeat(195)}`,
    });
    expect(settlementFor({ ...lead, outcome: { error: "ECONNREFUSED" } }, clock)).toMatchObject({ kind: "retry", unreachable: true });
    expect(settlementFor({ ...lead, outcome: { status: 422, answer: "no", retryAfter: null } }, clock)).toMatchObject({
      kind: "failed",
      failure: { reason: "rejected", status: 422, answer: "no" },
    });
    const late = { ...clock, nowMs: timing.giveUpAfterMs };
    expect(settlementFor({ ...lead, outcome: { error: "ECONNREFUSED" } }, late)).toMatchObject({
      kind: "failed",
      failure: { reason: "expired" },
    });
    expect(settlementFor({ ...lead, outcome: { status: 422, answer: "", retryAfter: null } }, late)).toMatchObject({
      failure: { reason: "rejected" },
    });
    expect(settlementFor({ ...lead, outcome: { status: 201, answer: "", retryAfter: null } }, clock)).toMatchObject({ kind: "delivered" });
  });

  it("starts an attempt only while the last write worked, no outcome waits in memory and no pause holds", () => {
    const ready = { writable: true, unrecorded: 0, pausedUntil: 100, wallMs: 100 };
    expect(startAllowed(ready)).toBe(true);
    expect(startAllowed({ ...ready, writable: false })).toBe(false);
    expect(startAllowed({ ...ready, unrecorded: 1 })).toBe(false);
    expect(startAllowed({ ...ready, wallMs: 99 })).toBe(false);
  });
});

describe("erasedDuring", () => {
  const base = { id: "a", at: "2026-11-29T00:00:00.000Z", attempt: 1 };
  it("drops every host text holding an address, keeping the status; texts without one stay", () => {
    const quoted = 'HTTP 422: {"error":"de ana@x.com"}';
    expect(
      erasedDuring({
        ...base,
        kind: "failed",
        failure: { reason: "rejected", error: quoted, status: 422, answer: '{"error":"de ana@x.com"}' },
      }),
    ).toEqual({
      ...base,
      kind: "failed",
      failure: { reason: "rejected", error: `HTTP 422: ${ERASED_DURING_ATTEMPT}`, status: 422, answer: ERASED_DURING_ATTEMPT },
    });
    const kept = { reason: /** @type {const} */ ("rejected"), error: "HTTP 422: recusado", status: 422, answer: "recusado" };
    expect(erasedDuring({ ...base, kind: "failed", failure: kept })).toEqual({ ...base, kind: "failed", failure: kept });
    const noAnswer = { reason: /** @type {const} */ ("expired"), error: "conexão recusada por ana@x.com" };
    expect(erasedDuring({ ...base, kind: "failed", failure: noAnswer })).toStrictEqual({
      ...base,
      kind: "failed",
      failure: { reason: "expired", error: ERASED_DURING_ATTEMPT },
    });
    const retry = { ...base, kind: /** @type {const} */ ("retry"), nextMs: 1, sinceMs: 0, unreachable: false };
    expect(erasedDuring({ ...retry, error: "HTTP 503: ana@x.com", status: 503 })).toEqual({
      ...retry,
      error: `HTTP 503: ${ERASED_DURING_ATTEMPT}`,
      status: 503,
    });
    expect(erasedDuring({ ...retry, error: "ECONNRESET" })).toEqual({ ...retry, error: "ECONNRESET" });
    const delivered = { ...base, kind: /** @type {const} */ ("delivered"), status: 200, wakeAtMs: null };
    expect(erasedDuring(delivered)).toBe(delivered);
  });
});
