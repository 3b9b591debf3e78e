// @ts-check
/**
 * One build of the checkout into a new release, switched in when complete (./releases.mjs): what
 * `npm start` does when the served build is not the checkout's, and `npm run deploy` always.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { prepareRelease, pruneReleases, releaseId, switchTo } from "./releases.mjs";

/** Astro's command as its package declares it (the `bin` of its package.json): its files move between versions. */
function astroCommand() {
  const manifest = createRequire(import.meta.url).resolve("astro/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8"));
  const entry = typeof bin === "string" ? bin : bin?.astro;
  if (!entry) throw new Error(`${manifest} declares no astro command`);
  return path.resolve(path.dirname(manifest), entry);
}

/**
 * Builds into a new release and switches BUILD_DIR to it; a failed build leaves the served one as it was.
 * @param {{ root: string, buildDir: string, stamp: string, env: NodeJS.ProcessEnv, now?: Date }} options
 *   `buildDir` relative to `root` (Astro's configuration writes under its root)
 * @returns {{ release: string, before: string | null, pruned: string[] }}
 */
export function makeRelease({ root, buildDir, stamp, env, now = new Date() }) {
  const release = prepareRelease(path.resolve(root, buildDir), releaseId(now, stamp));
  const releaseEnv = { ...env, BUILD_DIR: path.relative(root, release), BUILD_STAMP: stamp };
  const postbuild = fileURLToPath(new URL("../postbuild.mjs", import.meta.url));
  // The Node running this script (the project's Node 24 under npm) builds too, not whichever `node` is on PATH.
  for (const args of [[astroCommand(), "build"], [postbuild]]) {
    const step = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: releaseEnv });
    if (step.status !== 0) throw new Error(`the build into ${release} failed (exit ${step.status}); still serving the build before`);
  }
  const before = switchTo(path.resolve(root, buildDir), release);
  return { release, before, pruned: pruneReleases(path.resolve(root, buildDir)) };
}
