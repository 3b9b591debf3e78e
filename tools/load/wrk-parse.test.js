// @ts-check
import { describe, expect, it } from "vitest";
import { parseWrkOutput } from "./wrk-parse.mjs";

/** What the mix expects, in the order given to wrk-mix.lua: five 2xx/3xx URLs, then the not-found URL. */
const EXPECT = [200, 200, 200, 200, 200, 404];

/**
 * @param {Partial<{ statuses: string, issued: string, errors: string, latency: string, requests: number }>} over
 * @returns {string} wrk's standard output for `wrk -t1 -c50 -d5s -s tools/load/wrk-mix.lua`, as wrk 4.1.0 prints it
 */
const sample = (over = {}) => `Running 5s test @ http://127.0.0.1:5520
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    16.27ms   54.20ms 401.22ms   94.00%
    Req/Sec    17.37k     3.39k   24.64k    76.00%
  86692 requests in 5.03s, 1.00GB read
  Non-2xx or 3xx responses: 14449
Requests/sec:  17239.41
Transfer/sec:    203.26MB
wrk-result {"durationUs":5028709,"requests":${over.requests ?? 86692},"bytes":1071783912,"errors":${over.errors ?? '{"connect":0,"read":0,"write":0,"status":14449,"timeout":0}'},"latencyUs":${over.latency ?? '{"p50":1804,"p90":19533,"p99":322503,"max":401217,"mean":16274.2}'},"statuses":${over.statuses ?? '{"200":72243,"404":14449}'},"issued":${over.issued ?? '{"1":14454,"2":14454,"3":14454,"4":14453,"5":14453,"6":14453}'},"threads":1,"cpuTicks":295}
`;

describe("parseWrkOutput", () => {
  it("reads req/s, latency and statuses from a real wrk run, and counts the not-found URL's 404s as expected", () => {
    const r = parseWrkOutput(sample(), EXPECT);
    expect(r.requests).toBe(86692);
    expect(r.seconds).toBe(5.03);
    expect(r.rps).toBe(17239); // 86692 / 5.028709 s, as wrk's own "Requests/sec: 17239.41"
    expect(r.p50Ms).toBe(1.8);
    expect(r.p99Ms).toBe(322.5);
    expect(r.maxMs).toBe(401.22);
    expect(r.statuses).toEqual({ 200: 72243, 404: 14449 });
    expect(r.issued).toEqual([14454, 14454, 14454, 14453, 14453, 14453]);
    expect(r.inFlight).toBe(29); // 86,721 sent, 86,692 answered when wrk stopped
    expect(r.expected404).toBe(14449);
    expect(r.unexpected).toBe(0);
    expect(r.errors).toBe(0);
    expect(r.cpuTicks).toBe(295);
  });

  it("counts 5xx statuses and every kind of socket error", () => {
    const r = parseWrkOutput(
      sample({
        statuses: '{"200":72200,"404":14449,"502":43}',
        errors: '{"connect":2,"read":3,"write":4,"status":14492,"timeout":5}',
      }),
      EXPECT,
    );
    expect(r.unexpected).toBe(43);
    expect(r.socketErrors).toEqual({ connect: 2, read: 3, write: 4, timeout: 5 });
    expect(r.errors).toBe(43 + 2 + 3 + 4 + 5);
  });

  it("flags 404s beyond what the not-found URL was sent (a page that went missing)", () => {
    // 1,000 of the /contato requests answered 404: more 404s than requests to the not-found URL.
    const r = parseWrkOutput(sample({ statuses: '{"200":71243,"404":15449}' }), EXPECT);
    expect(r.expected404).toBe(14453);
    expect(r.unexpected).toBe(15449 - 14453);
    expect(r.errors).toBe(996);
  });

  it("flags a not-found URL that answers 200, and counts a 5xx from it only once", () => {
    const ok200 = parseWrkOutput(sample({ statuses: '{"200":86692}' }), EXPECT);
    expect(ok200.expected404).toBe(0);
    expect(ok200.unexpected).toBe(14453 - 29); // all its requests, less the 29 that may have been in flight
    const err500 = parseWrkOutput(sample({ statuses: '{"200":72243,"500":14449}' }), EXPECT);
    expect(err500.unexpected).toBe(14449);
  });

  it("treats 404 as an error when the mix has no not-found URL", () => {
    const r = parseWrkOutput(sample({ statuses: '{"200":86690,"404":2}' }), [200, 200, 200, 200, 200, 200]);
    expect(r.expected404).toBe(0);
    expect(r.unexpected).toBe(2);
  });

  it("fails loudly when the script's line is missing or malformed", () => {
    const plain = sample()
      .split("\n")
      .filter((l) => !l.startsWith("wrk-result"))
      .join("\n");
    expect(() => parseWrkOutput(plain, EXPECT)).toThrow(/no "wrk-result" line/);
    expect(() => parseWrkOutput(sample({ latency: '{"p50":1,"p90":2,"max":3}' }), EXPECT)).toThrow(/latencyUs.p99/);
    expect(() => parseWrkOutput(sample({ requests: -1 }), EXPECT)).toThrow(/requests/);
  });
});
