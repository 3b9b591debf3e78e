// @vitest-environment node
// @ts-check
/**
 * Releases on real folders: a new one starts with the live one's record of earlier builds' files, the
 * switch is one rename of a link (a plain build folder becomes the first release), old ones are pruned.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { liveRelease, prepareRelease, pruneReleases, releaseId, releasesDirOf, switchTo } from "./releases.mjs";

/** @type {string} */
let dir;
/** @type {string} */
let build;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "releases-"));
  build = path.join(dir, "build");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A complete-looking build in `folder`, whose home page says `text`. @param {string} folder @param {string} text */
function fill(folder, text) {
  mkdirSync(path.join(folder, "client", "assets"), { recursive: true });
  writeFileSync(path.join(folder, "client", "index.html"), text);
  mkdirSync(path.join(folder, "previous-assets"), { recursive: true });
  writeFileSync(path.join(folder, "previous-assets", `${text}.js`), text);
  writeFileSync(path.join(folder, "previous-assets.json"), JSON.stringify({ [`${text}.js`]: null }));
}
const home = () => readFileSync(path.join(build, "client", "index.html"), "utf8");

describe("releases", () => {
  it("names a release by time and stamp, sortable", () => {
    expect(releaseId(new Date("2026-11-29T00:45:12.345Z"), "abcdef0123456789")).toBe("20261129T004512Z-abcdef01");
  });

  it("turns a plain build folder into the first release, switches by a relative link, and carries the record of earlier files", () => {
    fill(build, "one");
    const second = prepareRelease(build, "2");
    expect(readFileSync(path.join(second, "previous-assets", "one.js"), "utf8")).toBe("one");
    expect(JSON.parse(readFileSync(path.join(second, "previous-assets.json"), "utf8"))).toEqual({ "one.js": null });
    expect(existsSync(path.join(second, "client"))).toBe(false);
    expect(() => prepareRelease(build, "2")).toThrow(/exists already/);
    fill(second, "two");
    expect(home()).toBe("one");
    const before = switchTo(build, second);
    expect(home()).toBe("two");
    expect(lstatSync(build).isSymbolicLink()).toBe(true);
    expect(path.isAbsolute(readlinkSync(build))).toBe(false);
    expect(liveRelease(build)).toBe(second);
    expect(before).toBe(path.join(releasesDirOf(build), "0-before-releases"));
    expect(readFileSync(path.join(/** @type {string} */ (before), "client", "index.html"), "utf8")).toBe("one");

    const third = prepareRelease(build, "3");
    fill(third, "three");
    expect(switchTo(build, third)).toBe(second);
    expect(home()).toBe("three");
    expect(existsSync(`${build}.next`)).toBe(false);
  });

  it("keeps the live release and the newest others, removing the rest", () => {
    expect(pruneReleases(build)).toEqual([]);
    const made = ["0-before-releases", "1", "2", "3", "4", "5", "6"].map((id) => {
      const release = prepareRelease(build, id);
      fill(release, id);
      return release;
    });
    switchTo(build, /** @type {string} */ (made[2]));
    // The plain folder of before the releases counts as the oldest.
    expect(pruneReleases(build, 2).sort()).toEqual([made[0], made[1], made[3], made[4]]);
    expect(made.map((r) => existsSync(r))).toEqual([false, false, true, false, false, true, true]);
    expect(home()).toBe("2");
    expect(liveRelease(path.join(dir, "none"))).toBeNull();
  });
});
