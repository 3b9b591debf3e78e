// @ts-check
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compareBuilds, normalise } from "./compare-builds.mjs";

/** @type {string[]} */
const scratch = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** @param {Record<string, string>} files paths under client/ and their text */
function build(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "compare-builds-test-"));
  scratch.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, "client", rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

const script = path.join(import.meta.dirname, "compare-builds.mjs");
/** @param {string} a @param {string} b */
const run = (a, b) => spawnSync(process.execPath, [script, a, b], { encoding: "utf8" });

describe("compare-builds", () => {
  it("sets aside the hash in asset names and CSP hashes, nothing else", () => {
    expect(normalise('<script src="/assets/site.B3xQ_9aZ.js"></script>')).toBe('<script src="/assets/site.HASH.js"></script>');
    expect(normalise('<link href="/_astro/index.Dk2-aQ1x.css">')).toBe('<link href="/_astro/index.HASH.css">');
    expect(normalise("script-src 'sha256-abc+/=' 'self'")).toBe("script-src 'sha256-HASH' 'self'");
    expect(normalise('<a href="/assets/logo.svg">Início</a>')).toBe('<a href="/assets/logo.svg">Início</a>');
  });

  it("passes two builds that differ only in asset hashes", () => {
    const a = build({ "index.html": '<script src="/assets/a.AAAAAAAA.js"></script>', "sitemap.xml": "<urlset/>" });
    const b = build({ "index.html": '<script src="/assets/a.BBBBBBBB.js"></script>', "sitemap.xml": "<urlset/>" });
    expect(compareBuilds(a, b)).toEqual({ compared: 2, differences: [] });
    const result = run(a, b);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("2 pages compared, 0 differ");
  });

  it("names a page whose text changed, with a diff, and one present in one build only", () => {
    const a = build({ "planos/index.html": "<h1>Planos</h1><p>Antes</p>", "robots.txt": "Allow: /" });
    const b = build({ "planos/index.html": "<h1>Planos</h1><p>Depois</p>", "novo/index.html": "<p>novo</p>", "robots.txt": "Allow: /" });
    const { compared, differences } = compareBuilds(a, b);
    expect(compared).toBe(2);
    expect(differences.map((d) => d.page)).toEqual(["/novo/index.html", "/planos/index.html"]);
    expect(differences[1]?.diff).toContain("-<p>Antes</p>");
    expect(differences[1]?.diff).toContain("+<p>Depois</p>");
    const result = run(a, b);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("differs: /planos/index.html");
  });

  it("fails when it compared no page", () => {
    const result = run(build({ "a.css": "x" }), build({ "a.css": "x" }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("no page compared");
  });
});
