// @vitest-environment node
// @ts-check
/**
 * /healthz's answer: read from the last heartbeat the server's own clock committed, never a write
 * or a count per call; up or down with the reason in words, no figure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHealthCheck, healthAnswer, HEARTBEAT_MS } from "./health-check.mjs";

const bounds = { nowMs: 10_000, maxBacklog: 1000, staleMs: 15_000 };

describe("health answer", () => {
  it("is up with no figure when the last heartbeat committed, a lead fits and the backlog is under its bound", () => {
    expect(healthAnswer({ atMs: 9000, ok: true, full: false, backlog: 999 }, bounds)).toEqual({
      status: 200,
      body: { ok: true, status: "up" },
    });
  });

  it("is down, in words, when the heartbeat failed, is stale, the database is full or deliveries are behind", () => {
    const reason = (/** @type {import("./health-check.mjs").Beat | null} */ beat, nowMs = bounds.nowMs) => {
      const answer = healthAnswer(beat, { ...bounds, nowMs });
      expect(answer.status).toBe(503);
      expect(JSON.stringify(answer.body)).not.toMatch(/\d/);
      return answer.body.reason;
    };
    expect(reason(null)).toBe("the leads database refuses writes");
    expect(reason({ atMs: 9000, ok: false })).toBe("the leads database refuses writes");
    expect(reason({ atMs: 9000, ok: true, full: false, backlog: 0 }, 9000 + 15_001)).toBe(
      "the leads database has not answered the server's heartbeat",
    );
    expect(healthAnswer({ atMs: 9000, ok: true, full: false, backlog: 0 }, { ...bounds, nowMs: 9000 + 15_000 }).status).toBe(200);
    expect(reason({ atMs: 9000, ok: true, full: true, backlog: 0 })).toMatch(/size limit/);
    expect(reason({ atMs: 9000, ok: true, full: false, backlog: 1000 })).toBe("deliveries to the automation host are behind");
  });
});

describe("health check", () => {
  beforeEach(() => void vi.useFakeTimers({ now: 0 }));
  afterEach(() => void vi.useRealTimers());

  it("commits one heartbeat per period however many callers ask, and answers from the last one", async () => {
    /** @type {number[]} */
    const beats = [];
    let full = false;
    const check = createHealthCheck({ store: { health: async (nowMs) => (beats.push(nowMs), { full, backlog: 3 }) } });
    const answers = await Promise.all(Array.from({ length: 200 }, () => check()));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(beats).toEqual([0]);
    full = true;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect((await check()).status).toBe(200);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats).toEqual([0, HEARTBEAT_MS]);
    expect(await check()).toMatchObject({ status: 503, body: { ok: false, reason: expect.stringMatching(/size limit/) } });
    check.stop();
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_MS);
    expect(beats).toHaveLength(2);
    expect((await check()).status).toBe(503);
  });

  it("counts a heartbeat that fails or hangs as down, and shares one refresh among concurrent asks", async () => {
    let calls = 0;
    /** @type {"fail" | "hang" | "ok"} */
    let mode = "fail";
    const store = {
      health: () => {
        calls++;
        if (mode === "fail") return Promise.reject(new Error("disk I/O error /data/leads.db"));
        if (mode === "hang") return new Promise(() => {});
        return Promise.resolve({ full: false, backlog: 0 });
      },
    };
    const check = createHealthCheck({ store, intervalMs: 1000, timeoutMs: 500 });
    expect(await check()).toEqual({ status: 503, body: { ok: false, reason: "the leads database refuses writes" } });
    mode = "ok";
    await Promise.all([check.refresh(), check.refresh()]);
    expect(calls).toBe(2);
    expect((await check()).status).toBe(200);
    mode = "hang";
    const hanging = check.refresh();
    expect(check.refresh()).toBe(hanging);
    await vi.advanceTimersByTimeAsync(500);
    await hanging;
    expect((await check()).status).toBe(503);
    check.stop();
  });

  it("answers up without a database when this build posts leads straight to the host", async () => {
    const check = createHealthCheck({ store: null });
    expect(await check()).toEqual({ status: 200, body: { ok: true, leads: "not stored here" } });
    check.stop();
    await check.refresh();
  });
});
