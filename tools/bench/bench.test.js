// @ts-check
import { describe, expect, it } from "vitest";
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeFloorBuild, stripScripts } from "./floor.mjs";
import { parseBenchArgs } from "./options.mjs";
import { figuresOf, formatTable, formatTbtTable, median, missesOf, roundTrips, routeResult } from "./report.mjs";

/** @param {Partial<import("./report.mjs").RunFigures>} over @returns {import("./report.mjs").RunFigures} */
const fig = (over) => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  fcpMs: 900,
  bootupMs: 40,
  jsKb: 100,
  totalKb: 200,
  htmlBytes: 12_000,
  benchmarkIndex: 1500,
  lcpElement: "<h1>",
  failedAudits: [],
  ...over,
});

describe("bench options", () => {
  it("defaults to 3 runs on every sitemap route", () => {
    expect(parseBenchArgs([])).toMatchObject({ runs: 3, routes: null, gtm: false, skipBuild: false });
  });
  it("reads --runs, --routes and --gtm", () => {
    expect(parseBenchArgs(["--runs", "1", "--routes", "/,contato", "--gtm"])).toMatchObject({
      runs: 1,
      routes: ["/", "/contato"],
      gtm: true,
    });
    expect(parseBenchArgs(["--runs=2"])).toMatchObject({ runs: 2 });
  });
  it("reads --port, --save-lhr and --build-dir, which implies --skip-build", () => {
    expect(parseBenchArgs(["--port", "6000", "--save-lhr", "--build-dir", ".tmp/x"])).toMatchObject({
      port: 6000,
      saveLhr: true,
      buildDir: ".tmp/x",
      skipBuild: true,
    });
    expect(parseBenchArgs(["--applied"])).toMatchObject({ applied: true });
    expect(parseBenchArgs([])).toMatchObject({ applied: false });
    expect(parseBenchArgs(["-h"])).toEqual({ help: true });
  });
  it("rejects unknown options, stray words, missing and bad values", () => {
    expect(() => parseBenchArgs(["--nope"])).toThrow(/Unknown option '--nope'[\s\S]*Usage: npm run bench/);
    expect(() => parseBenchArgs(["contato"])).toThrow(/Unexpected argument 'contato'/);
    expect(() => parseBenchArgs(["--runs"])).toThrow(/--runs/);
    expect(() => parseBenchArgs(["--runs", "0"])).toThrow(/--runs must be an integer/);
    expect(() => parseBenchArgs(["--runs="])).toThrow(/--runs must be an integer/);
    expect(() => parseBenchArgs(["--port", "80"])).toThrow(/--port must be an integer from 1024/);
    expect(() => parseBenchArgs(["--routes", ","])).toThrow(/--routes needs at least one path/);
  });
});

describe("floor", () => {
  it("copies what a linked build points to and leaves that build's pages alone", () => {
    const root = mkdtempSync(path.join(tmpdir(), "floor-"));
    const release = path.join(root, "releases", "r1");
    mkdirSync(path.join(release, "client"), { recursive: true });
    const page = '<html><head><script type="module" src="/a.js"></script></head><body><h1>Oi</h1></body></html>';
    writeFileSync(path.join(release, "client", "index.html"), page);
    symlinkSync(release, path.join(root, "build"));
    try {
      const made = makeFloorBuild(path.join(root, "build"), path.join(root, "floor"));
      expect(made.pages).toBe(1);
      expect(readFileSync(path.join(release, "client", "index.html"), "utf8")).toBe(page);
      expect(readFileSync(path.join(root, "floor", "client", "index.html"), "utf8")).not.toContain("<script");
      expect(lstatSync(path.join(root, "floor")).isSymbolicLink()).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("strips every script that runs and every module preload, keeps JSON-LD and the rest", () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/m.js"/><script>x()</script>' +
      '<script type="application/ld+json">{"a":1}</script></head><body><h1>Oi</h1><script type="module" async="">import "/m.js";</script></body>';
    expect(stripScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><script type="application/ld+json">{"a":1}</script></head><body><h1>Oi</h1></body>',
    );
  });
});

describe("report", () => {
  it("takes the median of each figure", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const r = routeResult("/", [fig({ lcpMs: 1200 }), fig({ lcpMs: 1000 }), fig({ lcpMs: 3000 })], [fig({ lcpMs: 1000 })]);
    expect(r.median.lcpMs).toBe(1200);
    expect(r.lcpRatio).toBeCloseTo(1.2);
    expect(r.misses).toEqual(["ratio"]);
  });
  it("lists every missed target and marks it in the table", () => {
    expect(missesOf(fig({ performance: 97, tbtMs: 60, cls: 0.03, lcpMs: 1600 }), 1, 20)).toEqual(["perf", "LCP", "TBT", "CLS"]);
    expect(missesOf(fig({ tbtMs: 60 }), 1, 40)).toEqual([]);
    expect(missesOf(fig({}), 1.06, 0)).toEqual(["ratio"]);
    const table = formatTable([routeResult("/contato", [fig({ tbtMs: 80 })], [fig({ performance: 99, tbtMs: 20 })])]);
    expect(table).toMatch(/\/contato .* 80 ✗/);
    expect(table).toMatch(/floor perf +floor TBT/);
    expect(table).toMatch(/ 99 +20 /);
    expect(table.split("\n")).toHaveLength(5);
  });
  it("counts the round trips a new connection needs for a document, as Lighthouse's simulation does", () => {
    // 10 segments of 1,460 bytes, then 20, then 21 (slow 4G's ceiling) per round trip.
    expect(roundTrips(0)).toBe(1);
    expect(roundTrips(14_600)).toBe(1);
    expect(roundTrips(14_601)).toBe(2);
    expect(roundTrips(43_800)).toBe(2);
    expect(roundTrips(43_801)).toBe(3);
    expect(roundTrips(74_460)).toBe(3);
    expect(roundTrips(74_461)).toBe(4);
    expect(roundTrips(NaN)).toBeNaN();
  });
  it("reads the page's own document from the report and shows its round trips beside the floor's", () => {
    const url = "http://127.0.0.1:5000/contato";
    const lhr = {
      finalDisplayedUrl: url,
      audits: {
        "network-requests": {
          details: {
            items: [
              { url: "http://127.0.0.1:5000/favicon.svg", resourceType: "Other", transferSize: 900 },
              { url, resourceType: "Document", transferSize: 16_787 },
            ],
          },
        },
      },
    };
    expect(figuresOf(lhr).htmlBytes).toBe(16_787);
    expect(figuresOf({ ...lhr, finalDisplayedUrl: "http://127.0.0.1:5000/outra" }).htmlBytes).toBeNaN();
    const table = formatTable([routeResult("/contato", [fig({ htmlBytes: 16_787 })], [fig({ htmlBytes: 13_230 })])]);
    expect(table).toMatch(/HTML KB +floor HTML KB +HTML trips/);
    expect(table).toMatch(/ 16\.4 +12\.9 +2\/1 /);
  });
  it("compares blocking time with the floor run by run", () => {
    const runs = [fig({ tbtMs: 300, bootupMs: 350 }), fig({ tbtMs: 120, bootupMs: 300 }), fig({ tbtMs: 90, bootupMs: 320 })];
    const floorRuns = [fig({ tbtMs: 250, bootupMs: 30 }), fig({ tbtMs: 100 }), fig({ tbtMs: 40 })];
    const table = formatTbtTable([
      routeResult("/termos-de-uso", runs, floorRuns),
      routeResult("/", [fig({ tbtMs: 200 })], [fig({ tbtMs: 100 })]),
    ]);
    const [header, , legal, home] = table.split("\n");
    expect(header).toMatch(/^route +TBT ms +floor TBT +TBT - floor/);
    // Differences 50, 20, 50: median 50 (the difference of the medians would be 20).
    expect(legal).toMatch(/^\/termos-de-uso +120 +100 +50 +50 20 50 +320 +40 +✗$/);
    expect(home).toMatch(/^\/ +200 +100 +100 +100 +40 +40 +✗$/);
    expect(formatTbtTable([routeResult("/", [fig({ tbtMs: 130 })], [fig({ tbtMs: 100 })])])).toMatch(/ 30 +30 +40 +40 +✓$/);
  });
});
