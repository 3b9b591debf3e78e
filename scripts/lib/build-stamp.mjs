// @ts-check
/**
 * What a build was made from, in one hash: every source file the build reads and the build settings
 * (the VITE_* variables and HSTS_PRELOAD, from the environment and the .env files Vite reads). Postbuild
 * writes it into build-info.json; `npm start` compares it with the checkout's to know whether the build
 * it would serve is still the one the checkout makes. Content, not dates: a `git pull` or a checkout of
 * an older commit rewrites files and their dates alike, and a copied tree keeps no dates.
 * About 600 files and a few MB: a few tens of milliseconds, without git (a copied tree has none).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { filesUnder } from "./files.mjs";

/** Folders whose files the build reads (tests aside), and the single files that decide how it builds. */
export const STAMPED_FOLDERS = ["app", "public", "scripts"];
export const STAMPED_FILES = ["astro.config.mjs", "package.json", "package-lock.json", "tsconfig.json"];
/** The .env files Vite reads for a production build, lowest precedence first. */
const ENV_FILES = [".env", ".env.local", ".env.production", ".env.production.local"];

/** @param {string} name */
const isBuildSetting = (name) => name.startsWith("VITE_") || name === "HSTS_PRELOAD";

/**
 * The build settings as the build resolves them: the .env files in Vite's order, the environment last.
 * @param {string} root @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>}
 */
export function buildSettings(root, env) {
  /** @type {Record<string, string>} */
  const merged = {};
  for (const name of ENV_FILES) {
    const file = path.join(root, name);
    if (existsSync(file)) Object.assign(merged, parseEnv(readFileSync(file, "utf8")));
  }
  for (const [name, value] of Object.entries(env)) if (value !== undefined) merged[name] = value;
  return Object.fromEntries(
    Object.entries(merged)
      .filter(([name]) => isBuildSetting(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * @param {string} root the checkout
 * @param {NodeJS.ProcessEnv} env
 * @returns {string} hex SHA-256 of the sources' paths and bytes and the settings
 */
export function buildStamp(root, env) {
  const hash = createHash("sha256");
  const files = STAMPED_FOLDERS.flatMap((folder) => (existsSync(path.join(root, folder)) ? filesUnder(path.join(root, folder)) : []))
    .map((file) => path.relative(root, file).split(path.sep).join("/"))
    .filter((file) => !/\.test\.[cm]?[jt]sx?$/.test(file) && !/(^|\/)\./.test(file))
    .concat(STAMPED_FILES.filter((file) => existsSync(path.join(root, file))))
    .sort();
  for (const file of files) {
    const data = readFileSync(path.join(root, file));
    // Each file framed by its name and length: no two trees hash alike by moving bytes between files.
    hash.update(`${file}\0${data.length}\0`).update(data);
  }
  hash.update(JSON.stringify(buildSettings(root, env)));
  return hash.digest("hex");
}
