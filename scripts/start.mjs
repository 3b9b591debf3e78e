// @ts-check
/**
 * `npm start`: serves what is checked out. It reads `.env` first (Node's own parser; a variable set in the
 * environment wins), then builds (into a new release, ./lib/make-release.mjs) when there is no complete
 * build or the served one was made from other sources or build settings (./lib/build-stamp.mjs).
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildStamp } from "./lib/build-stamp.mjs";
import { buildDirOf, builtStamp, isCompleteBuild } from "./lib/complete-build.mjs";
import { makeRelease } from "./lib/make-release.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
if (existsSync(".env")) process.loadEnvFile(".env");
const buildDir = buildDirOf();
const stamp = buildStamp(root, process.env);
const why = !isCompleteBuild(buildDir)
  ? "there is no complete build"
  : builtStamp(buildDir) !== stamp
    ? "the sources or the build settings changed since the last build"
    : null;
if (why) {
  console.log(`npm start: building, as ${why}`);
  try {
    makeRelease({ root, buildDir, stamp, env: process.env });
  } catch (error) {
    console.error(`npm start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
const { main } = await import("../server/site/server.mjs");
await main();
