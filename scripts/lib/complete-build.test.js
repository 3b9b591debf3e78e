import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildDirOf, isCompleteBuild } from "./complete-build.mjs";

/** @type {string[]} */
const dirs = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "complete-build-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("isCompleteBuild", () => {
  it("needs both the build info and the home page", () => {
    const dir = tempDir();
    expect(isCompleteBuild(dir)).toBe(false);
    writeFileSync(path.join(dir, "build-info.json"), "{}");
    expect(isCompleteBuild(dir)).toBe(false);
    mkdirSync(path.join(dir, "client"));
    writeFileSync(path.join(dir, "client", "index.html"), "<!doctype html>");
    expect(isCompleteBuild(dir)).toBe(true);
  });

  it("reads BUILD_DIR, build by default", () => {
    expect(buildDirOf({})).toBe("build");
    expect(buildDirOf({ BUILD_DIR: ".tmp/x" })).toBe(".tmp/x");
  });
});

describe("npm run preview", () => {
  it("never builds: without a build it stops and names the command", () => {
    const dir = tempDir();
    const run = spawnSync(process.execPath, ["scripts/preview.mjs"], { env: { ...process.env, BUILD_DIR: dir }, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`no complete build in ${dir}/: run npm run build first`);
    expect(isCompleteBuild(dir)).toBe(false);
  });
});
