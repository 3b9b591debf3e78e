// @ts-check
/** `npm start`: builds when there is no complete build yet, then serves it. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const complete = existsSync(path.join(buildDir, "build-info.json")) && existsSync(path.join(buildDir, "client", "index.html"));

if (!complete) {
  const built = spawnSync("npx", ["astro", "build"], { stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const post = spawnSync(process.execPath, ["scripts/postbuild.mjs"], { stdio: "inherit", env: process.env });
  if (post.status !== 0) process.exit(post.status ?? 1);
}
const { main } = await import("../server/server.mjs");
await main();
