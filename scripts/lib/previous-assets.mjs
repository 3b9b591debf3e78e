// @ts-check
/**
 * The hashed files of earlier builds keep answering after a deploy, as atomic-deploy hosts do. A page
 * open in a tab (an island loads its chunk only when it nears the viewport) or restored from the
 * back/forward cache names the chunks of the build it came from; a build empties build/client, so
 * without this those chunks answer 404 and the page's islands, the lead form among them, never wake.
 *
 * Each build's `assets/` is copied into BUILD_DIR/previous-assets/, and the files there that the new
 * build does not have are copied into its `assets/` (a content-hashed name never stands for two
 * contents, so nothing of the new build is replaced), until KEEP_DAYS after the first build that
 * stopped naming them. BUILD_DIR/previous-assets.json records, for each file, when that happened.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "./files.mjs";

export const KEEP_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * @param {string} buildDir a build that postbuild has just finished (client/ complete, twins written)
 * @param {number} now
 * @returns {{ carried: number, dropped: number }}
 */
export function carryPreviousAssets(buildDir, now = Date.now()) {
  const assetsDir = path.join(buildDir, "client", "assets");
  const keptDir = path.join(buildDir, "previous-assets");
  const ledgerFile = path.join(buildDir, "previous-assets.json");
  /** @type {Record<string, number | null>} file name under assets/ -> when a build stopped naming it (null: this build names it) */
  const ledger = existsSync(ledgerFile) ? JSON.parse(readFileSync(ledgerFile, "utf8")) : {};
  const current = new Set(existsSync(assetsDir) ? filesUnder(assetsDir).map((f) => path.relative(assetsDir, f)) : []);

  for (const name of current) {
    ledger[name] = null;
    copyInto(path.join(assetsDir, name), path.join(keptDir, name));
  }
  let carried = 0;
  let dropped = 0;
  for (const [name, retiredAt] of Object.entries(ledger)) {
    if (current.has(name)) continue;
    const kept = path.join(keptDir, name);
    const since = retiredAt ?? now;
    if (now - since > KEEP_DAYS * DAY_MS || !existsSync(kept)) {
      rmSync(kept, { force: true });
      delete ledger[name];
      dropped++;
      continue;
    }
    ledger[name] = since;
    copyInto(kept, path.join(assetsDir, name));
    carried++;
  }
  writeFileSync(ledgerFile, JSON.stringify(ledger, null, 1));
  return { carried, dropped };
}

/** @param {string} from @param {string} to */
function copyInto(from, to) {
  if (existsSync(to)) return;
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
}
