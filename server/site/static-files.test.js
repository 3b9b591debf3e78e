// @vitest-environment node
// @ts-check
/**
 * Requests that ended `npm start` with sirv 3.0.2 (a reversed Range, a file removed from build/
 * while it ran) and the Range rules that replace its own: the server answers them and the next one.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeMinimalBuild } from "../../tools/load/minimal-build.mjs";
import { closeServer, listenLocal } from "../../tests/support/server-fixtures.mjs";
import { applyServerLimits, createSiteServer, SERVER_LIMITS } from "./server.mjs";
import { parseRange } from "./static-files.mjs";

/** @type {string} */
let dir;
/** @type {string} */
let base;
/** @type {import("node:http").Server} */
let server;
const BODY = "0123456789abcdefghij";

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  const build = writeMinimalBuild(dir);
  mkdirSync(path.join(build, "client", "assets"), { recursive: true });
  writeFileSync(path.join(build, "client", "assets", "a.js"), BODY);
  writeFileSync(path.join(build, "client", "assets", "gone.js"), BODY);
  writeFileSync(path.join(build, "client", "robots.txt"), "User-agent: *\n");
  server = createSiteServer({ buildDir: build });
  ({ base } = await listenLocal(server));
});

afterAll(async () => {
  await closeServer(server);
  rmSync(dir, { recursive: true, force: true });
});

/** @param {string} pathname @param {string} [range] */
const get = (pathname, range) => fetch(`${base}${pathname}`, { headers: range ? { Range: range } : {} });

describe("static files under hostile requests", () => {
  it.each([
    ["bytes=2-1", 200, BODY],
    ["bytes=abc", 200, BODY],
    ["bytes=1-2,4-5", 200, BODY],
    ["items=0-1", 200, BODY],
    ["bytes=-", 200, BODY],
    ["bytes=0-0", 206, "0"],
    ["bytes=2-4", 206, "234"],
    ["bytes=15-", 206, "fghij"],
    ["bytes=-3", 206, "hij"],
    ["bytes=18-1000", 206, "ij"],
    ["bytes=20-25", 416, ""],
    ["bytes=99999999999999-", 416, ""],
    ["bytes=-0", 416, ""],
  ])("Range %s: %i, and the server keeps answering", async (range, status, body) => {
    const res = await get("/assets/a.js", range);
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(body);
    if (status === 416) expect(res.headers.get("content-range")).toBe(`bytes */${BODY.length}`);
    if (status === 206) expect(res.headers.get("content-range")).toMatch(new RegExp(`^bytes \\d+-\\d+/${BODY.length}$`));
    expect((await get("/")).status).toBe(200);
  });

  it("answers 404 for a file removed from build/ after the start, and keeps serving", async () => {
    expect((await get("/assets/gone.js")).status).toBe(200);
    rmSync(path.join(dir, "build", "client", "assets", "gone.js"));
    for (const range of [undefined, "bytes=0-3", "bytes=2-1"]) {
      const res = await get("/assets/gone.js", range);
      expect(res.status, String(range)).toBe(404);
      expect(await res.text()).toContain("Page Not Found");
    }
    expect(await (await get("/assets/a.js")).text()).toBe(BODY);
  });

  it("closes every file it opened, also for clients that leave before their answer (a video seek)", async () => {
    const openFiles = () => readdirSync("/proc/self/fd").length;
    const before = openFiles();
    // 40 range requests whose clients hang up at once, while the server is opening the file.
    await Promise.all(
      Array.from(
        { length: 40 },
        () =>
          new Promise((resolve) => {
            const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () => {
              socket.write("GET /assets/a.js HTTP/1.1\r\nHost: a\r\nRange: bytes=2-4\r\n\r\n");
              socket.destroy();
              resolve(undefined);
            });
          }),
      ),
    );
    await expect.poll(openFiles, { timeout: 5000, interval: 50 }).toBeLessThanOrEqual(before);
    expect(await (await get("/assets/a.js")).text()).toBe(BODY);
  });

  it("serves types, ETags and 304 as before", async () => {
    const res = await get("/assets/a.js");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\//);
    expect((await fetch(`${base}/assets/a.js`, { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await get("/robots.txt")).headers.get("content-type")).toMatch(/^text\/plain/);
    expect((await get("/nao-existe.js")).status).toBe(404);
  });
});

describe("parseRange", () => {
  it("reads one byte range; ignores malformed, reversed and multiple ones", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-200", 100)).toEqual({ start: 0, end: 99 });
    for (const ignored of [undefined, "", "bytes=9-0", "bytes=a-b", "bytes=0-1,3-4", "bits=0-1", "bytes=-"])
      expect(parseRange(ignored, 100), String(ignored)).toBeNull();
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-0", 0)).toBe("unsatisfiable");
  });
});

describe("slow and idle clients", { timeout: 120_000 }, () => {
  /** Opens a connection that sends half a request line and never more. @param {number} port */
  function halfOpen(port) {
    const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: a\r\n"));
    socket.on("error", () => undefined);
    // Read (and drop) what the server sends, so its closing is seen.
    socket.resume();
    const closed = new Promise((resolve) => socket.once("close", () => resolve(undefined)));
    return { socket, closed };
  }

  it("keeps header and request timeouts of at most 20 s", () => {
    expect(SERVER_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(20_000);
    expect(SERVER_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(20_000);
    const limited = applyServerLimits(createSiteServer({ buildDir: path.join(dir, "build") }), {});
    expect([limited.headersTimeout, limited.requestTimeout, limited.maxConnections]).toEqual([
      SERVER_LIMITS.headersTimeoutMs,
      SERVER_LIMITS.requestTimeoutMs,
      SERVER_LIMITS.maxConnections,
    ]);
  });

  it("closes a client that never finishes its headers, and refuses connections past the cap while answering the others", async () => {
    const limited = applyServerLimits(createSiteServer({ buildDir: path.join(dir, "build") }), { MAX_CONNECTIONS: "3" });
    const { port } = await listenLocal(limited);
    try {
      const slow = [halfOpen(port), halfOpen(port), halfOpen(port)];
      await new Promise((resolve) => setTimeout(resolve, 200));
      // A fourth connection is over the cap: closed at once, without an answer.
      const extra = halfOpen(port);
      await extra.closed;
      // The server closes the slow ones by itself (headers timeout), then answers again.
      await Promise.all(slow.map((s) => s.closed));
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      await closeServer(limited);
    }
  });
});
