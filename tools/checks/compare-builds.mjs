// @ts-check
/**
 * Compares the pages of two builds: `node tools/checks/compare-builds.mjs <before> <after>` (build
 * folders, as BUILD_DIR names them). Every HTML page under client/, the sitemap, the feed and
 * robots.txt must be the same text once the content hashes in asset names are set aside, so a
 * refactor can show it changed no page. Prints each page that differs with the start of a unified
 * diff (the system's `diff`), and exits 1 on a difference or when it compared no page.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";
import { filesUnder } from "../../scripts/lib/files.mjs";

const COMPARED = /(\.html|\/sitemap\.xml|\/feed\.xml|\/robots\.txt)$/;
const DIFF_LINES = 24;

/**
 * A page's text without what changes from build to build alone: the hash in a bundled asset's
 * name (`/assets/name.HASH.ext`, `/_astro/name.HASH.ext`), and the CSP script and style hashes
 * that follow from those names.
 * @param {string} text
 */
export function normalise(text) {
  return text
    .replace(/(\/(?:assets|_astro)\/[\w.-]*?)[.-][\w-]{8}(\.[a-z0-9]+)\b/g, "$1.HASH$2")
    .replace(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g, "'sha$1-HASH'");
}

/**
 * The compared files of a build, by their path under client/.
 * @param {string} buildDir
 * @returns {Map<string, string>}
 */
export function comparedFiles(buildDir) {
  const client = path.join(buildDir, "client");
  const files = new Map();
  for (const file of filesUnder(client)) {
    const rel = "/" + path.relative(client, file).split(path.sep).join("/");
    if (COMPARED.test(rel)) files.set(rel, file);
  }
  return files;
}

/**
 * The pages that differ between two builds, each with a short diff, and how many were compared.
 * @param {string} before
 * @param {string} after
 * @returns {{ compared: number, differences: { page: string, diff: string }[] }}
 */
export function compareBuilds(before, after) {
  const a = comparedFiles(before);
  const b = comparedFiles(after);
  const differences = [];
  const scratch = mkdtempSync(path.join(tmpdir(), "compare-builds-"));
  try {
    for (const page of [...new Set([...a.keys(), ...b.keys()])].sort()) {
      const fileA = a.get(page);
      const fileB = b.get(page);
      if (!fileA || !fileB) {
        differences.push({ page, diff: fileA ? "only in the first build" : "only in the second build" });
        continue;
      }
      const textA = normalise(readFileSync(fileA, "utf8"));
      const textB = normalise(readFileSync(fileB, "utf8"));
      if (textA !== textB) differences.push({ page, diff: shortDiff(scratch, textA, textB) });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return { compared: [...a.keys()].filter((page) => b.has(page)).length, differences };
}

/**
 * A unified diff of two texts split at tags (built pages are often one long line), cut short.
 * @param {string} scratch
 * @param {string} textA
 * @param {string} textB
 */
function shortDiff(scratch, textA, textB) {
  const fileA = path.join(scratch, "before");
  const fileB = path.join(scratch, "after");
  writeFileSync(fileA, textA.replace(/></g, ">\n<"));
  writeFileSync(fileB, textB.replace(/></g, ">\n<"));
  const result = spawnSync("diff", ["-u", "--label", "before", "--label", "after", fileA, fileB], { encoding: "utf8" });
  if (result.error) throw result.error;
  const lines = result.stdout.split("\n");
  const cut = lines.length > DIFF_LINES ? [...lines.slice(0, DIFF_LINES), `… ${lines.length - DIFF_LINES} more lines`] : lines;
  return cut.join("\n");
}

// Compared as paths: a checkout's path may hold spaces, which a file URL encodes.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error("usage: node tools/checks/compare-builds.mjs <build folder before> <build folder after>");
    process.exit(2);
  }
  const { compared, differences } = compareBuilds(before, after);
  for (const { page, diff } of differences) console.log(`differs: ${page}\n${diff}\n`);
  console.log(`compare-builds: ${compared} pages compared, ${differences.length} differ`);
  if (compared === 0) {
    console.error(`compare-builds: no page compared (is ${before}/client or ${after}/client empty?)`);
    process.exit(1);
  }
  if (differences.length > 0) process.exit(1);
}
