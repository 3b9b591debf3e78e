// @ts-check
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The build folder the servers read (BUILD_DIR, default `build`). */
export const buildDirOf = (env = process.env) => env.BUILD_DIR ?? "build";

/**
 * A build the server can serve: postbuild wrote build-info.json beside a site with its home page.
 * @param {string} buildDir
 */
export function isCompleteBuild(buildDir) {
  return existsSync(path.join(buildDir, "build-info.json")) && existsSync(path.join(buildDir, "client", "index.html"));
}

/**
 * The stamp of the sources and settings a build was made from (./build-stamp.mjs), or null (none recorded).
 * @param {string} buildDir
 * @returns {string | null}
 */
export function builtStamp(buildDir) {
  try {
    const { stamp } = JSON.parse(readFileSync(path.join(buildDir, "build-info.json"), "utf8"));
    return typeof stamp === "string" ? stamp : null;
  } catch {
    return null;
  }
}
