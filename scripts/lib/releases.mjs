// @ts-check
/**
 * Builds that replace the served one in one step. The servers read BUILD_DIR (default `build`); here
 * BUILD_DIR is a symbolic link to one release, a complete build in `BUILD_DIR-releases/<id>/`. A new
 * build goes into a new release while the old one is served whole (pages, hashed files and the CSP
 * hashes of its own inline scripts), and the link is replaced by a rename, which is atomic: a request
 * sees the old build or the new one, never a half-written folder or new pages under old headers.
 *
 * The new release starts with the live one's record of earlier builds' hashed files
 * (`previous-assets/`, `previous-assets.json`), so postbuild carries them on (./previous-assets.mjs).
 * A BUILD_DIR that is still a plain folder (a checkout built before releases) becomes the first release.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

/** Releases kept besides the live one: enough to switch back by hand, bounded on disk. */
export const KEEP_RELEASES = 3;

/** @param {string} buildDir */
export const releasesDirOf = (buildDir) => `${path.resolve(buildDir)}-releases`;

/**
 * A release id that sorts by time: `20261129T004512Z` and a few letters of the build's stamp.
 * @param {Date} now @param {string} stamp
 */
export const releaseId = (now, stamp) => `${now.toISOString().replace(/[-:]|\.\d+/g, "")}-${stamp.slice(0, 8)}`;

/**
 * The release BUILD_DIR links to now, or null (no build, or a plain folder).
 * @param {string} buildDir
 */
export function liveRelease(buildDir) {
  if (!existsSync(buildDir) || !lstatSync(buildDir).isSymbolicLink()) return null;
  return path.resolve(path.dirname(path.resolve(buildDir)), readlinkSync(buildDir));
}

/**
 * A new, empty release holding the live build's record of earlier builds' files.
 * @param {string} buildDir @param {string} id
 * @returns {string} the release folder (build into it with BUILD_DIR set to it)
 */
export function prepareRelease(buildDir, id) {
  const release = path.join(releasesDirOf(buildDir), id);
  if (existsSync(release)) throw new Error(`deploy: the release ${release} exists already`);
  mkdirSync(release, { recursive: true });
  if (existsSync(buildDir)) {
    for (const name of ["previous-assets", "previous-assets.json"]) {
      const from = path.join(buildDir, name);
      if (existsSync(from)) cpSync(from, path.join(release, name), { recursive: true });
    }
  }
  return release;
}

/**
 * Points BUILD_DIR at `release` in one rename (a plain BUILD_DIR folder first becomes a release of its
 * own: the one moment BUILD_DIR is missing, once, when a checkout first deploys this way).
 * @param {string} buildDir @param {string} release
 * @returns {string | null} the release served before, if any
 */
export function switchTo(buildDir, release) {
  const link = path.resolve(buildDir);
  let before = liveRelease(buildDir);
  if (!before && existsSync(link)) {
    // Named to sort before every timed release: pruned as the oldest.
    before = path.join(releasesDirOf(buildDir), "0-before-releases");
    rmSync(before, { recursive: true, force: true });
    renameSync(link, before);
  }
  const next = `${link}.next`;
  rmSync(next, { force: true });
  // Relative: the checkout can move, or be mounted elsewhere, and its link still points inside it.
  symlinkSync(path.relative(path.dirname(link), release), next);
  renameSync(next, link);
  return before;
}

/**
 * Removes all but the newest `keep` releases other than the live one.
 * @param {string} buildDir @param {number} [keep]
 * @returns {string[]} the releases removed
 */
export function pruneReleases(buildDir, keep = KEEP_RELEASES) {
  const dir = releasesDirOf(buildDir);
  if (!existsSync(dir)) return [];
  const live = liveRelease(buildDir);
  const others = readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((release) => release !== live)
    .sort()
    .reverse();
  const removed = others.slice(keep);
  for (const release of removed) rmSync(release, { recursive: true, force: true });
  return removed;
}
