// @ts-check
/**
 * The load run's own build (never ./build): `astro build` + `scripts/postbuild.mjs` with
 * BUILD_DIR set, redone only when a source is newer than the last build (or LOAD_REBUILD=1).
 * It is always built without VITE_AUTOMATION_API_URL, so the Node server hosts the lead inbox.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Files and folders whose change changes the build (scripts/ holds the build's own code). */
const SOURCES = [
  "app",
  "public",
  "scripts",
  "astro.config.mjs",
  "package-lock.json",
  ".env",
  ".env.production",
  ".env.local",
  ".env.production.local",
];

/** @param {string} entry @returns {number} newest modification time under entry, 0 when missing */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/**
 * @param {{ repo: string, buildDir: string, force?: boolean, log?: (line: string) => void }} options
 * @returns {{ rebuilt: boolean, reason: string, seconds: number }}
 */
export function ensureBuild({ repo, buildDir, force = false, log = console.log }) {
  const marker = path.join(repo, buildDir, "build-info.json");
  const builtAt = existsSync(marker) && existsSync(path.join(repo, buildDir, "client", "index.html")) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(repo, s))));
  const reason = force
    ? "LOAD_REBUILD=1"
    : builtAt === 0
      ? "no build yet"
      : sourcesAt > builtAt
        ? "sources changed since the last build"
        : "";
  if (!reason) return { rebuilt: false, reason: "newer than every source", seconds: 0 };

  log(`build: ${reason}; building into ${buildDir} ...`);
  const started = Date.now();
  // An empty VITE_AUTOMATION_API_URL wins over a .env value: leads must go to the local inbox.
  const env = { ...process.env, BUILD_DIR: buildDir, VITE_AUTOMATION_API_URL: "" };
  const steps = /** @type {const} */ ([
    ["npx", ["astro", "build"]],
    [process.execPath, ["scripts/postbuild.mjs"]],
  ]);
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { cwd: repo, env, encoding: "utf8", timeout: 300_000, maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) {
      throw new Error(
        `build step failed: ${command} ${args.join(" ")}\n${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}`,
      );
    }
    if (command === process.execPath) log(result.stdout.trim());
  }
  return { rebuilt: true, reason, seconds: Math.round((Date.now() - started) / 100) / 10 };
}
