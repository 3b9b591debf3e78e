// @ts-check
/** `npm start`: builds when there is no complete build yet, then serves it. */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildDirOf, isCompleteBuild } from "./lib/complete-build.mjs";

if (!isCompleteBuild(buildDirOf())) {
  // The Node running this script (the project's Node 24 under npm) builds too, not whichever `node` is on PATH.
  const astro = fileURLToPath(new URL("../node_modules/astro/astro.js", import.meta.url));
  const built = spawnSync(process.execPath, [astro, "build"], { stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const post = spawnSync(process.execPath, ["scripts/postbuild.mjs"], { stdio: "inherit", env: process.env });
  if (post.status !== 0) process.exit(post.status ?? 1);
}
const { main } = await import("../server/server.mjs");
await main();
