import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { carryPreviousAssets, KEEP_DAYS } from "./previous-assets.mjs";

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const DAY = 86_400_000;

/** A build as Astro leaves it: client/ emptied, then this build's own assets. @param {string} buildDir @param {Record<string, string>} assets */
function build(buildDir, assets) {
  rmSync(path.join(buildDir, "client"), { recursive: true, force: true });
  for (const [name, text] of Object.entries(assets)) {
    mkdirSync(path.dirname(path.join(buildDir, "client", "assets", name)), { recursive: true });
    writeFileSync(path.join(buildDir, "client", "assets", name), text);
  }
}
const served = (/** @type {string} */ buildDir) => readdirSync(path.join(buildDir, "client", "assets")).sort();

describe("carryPreviousAssets", () => {
  it("serves the files of earlier builds beside the new ones, never over them, until KEEP_DAYS after they were dropped", () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), "previous-assets-"));
    dirs.push(buildDir);
    build(buildDir, { "a.1.js": "a1", "shared.js": "old" });
    expect(carryPreviousAssets(buildDir, 0)).toEqual({ carried: 0, dropped: 0 });

    build(buildDir, { "a.2.js": "a2", "shared.js": "new" });
    expect(carryPreviousAssets(buildDir, DAY)).toEqual({ carried: 1, dropped: 0 });
    expect(served(buildDir)).toEqual(["a.1.js", "a.2.js", "shared.js"]);
    expect(readFileSync(path.join(buildDir, "client", "assets", "shared.js"), "utf8")).toBe("new");

    // a.1.js left the builds on day 1: still served on day 1 + KEEP_DAYS, gone after.
    build(buildDir, { "a.3.js": "a3" });
    expect(carryPreviousAssets(buildDir, DAY + KEEP_DAYS * DAY)).toEqual({ carried: 3, dropped: 0 });
    expect(served(buildDir)).toEqual(["a.1.js", "a.2.js", "a.3.js", "shared.js"]);
    build(buildDir, { "a.3.js": "a3" });
    expect(carryPreviousAssets(buildDir, DAY + KEEP_DAYS * DAY + 1)).toEqual({ carried: 2, dropped: 1 });
    expect(served(buildDir)).toEqual(["a.2.js", "a.3.js", "shared.js"]);
    expect(existsSync(path.join(buildDir, "previous-assets", "a.1.js"))).toBe(false);
  });
});
