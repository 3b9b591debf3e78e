// @ts-check
/** `npm start`: builds when there is no complete build yet, then serves it. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDirOf, isCompleteBuild } from "./lib/complete-build.mjs";

/** Astro's command as its package declares it (the `bin` of its package.json): its files move between versions. */
function astroCommand() {
  const manifest = createRequire(import.meta.url).resolve("astro/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8"));
  const entry = typeof bin === "string" ? bin : bin?.astro;
  if (!entry) throw new Error(`npm start: ${manifest} declares no astro command`);
  return path.resolve(path.dirname(manifest), entry);
}

if (!isCompleteBuild(buildDirOf())) {
  // The Node running this script (the project's Node 24 under npm) builds too, not whichever `node` is on PATH.
  const built = spawnSync(process.execPath, [astroCommand(), "build"], { stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const postbuild = fileURLToPath(new URL("./postbuild.mjs", import.meta.url));
  const post = spawnSync(process.execPath, [postbuild], { stdio: "inherit", env: process.env });
  if (post.status !== 0) process.exit(post.status ?? 1);
}
const { main } = await import("../server/site/server.mjs");
await main();
