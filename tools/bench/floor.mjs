// @ts-check
/**
 * The "floor" of a page: the same prerendered HTML and CSS with no JavaScript at all. Its LCP is
 * the best the page could do, so the ratio page LCP / floor LCP shows what the scripts cost.
 */
import { cpSync, existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesUnder } from "../../scripts/lib/files.mjs";

/**
 * Removes every `<script>` element that runs (module, inline, src) and every
 * `<link rel="modulepreload">`, which would still download the JavaScript. JSON-LD stays: it is
 * data the page ships whatever its scripts do, and its bytes are part of the page, not of what the
 * JavaScript costs. Astro islands stay as their prerendered HTML. No inline script text contains
 * `</script>` (JSON-LD escapes `<`).
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b(?![^>]*\btype=["']?application\/ld\+json)[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "");
}

/**
 * Copies a build folder (client/ + nginx/) to `floorDir` with the scripts stripped from every
 * .html file, and the .gz/.br twins of those files regenerated like scripts/postbuild.mjs does.
 * @param {string} buildDir
 * @param {string} floorDir
 * @returns {{ pages: number, bytesRemoved: number }}
 */
export function makeFloorBuild(buildDir, floorDir) {
  rmSync(floorDir, { recursive: true, force: true });
  // A deployed checkout's build/ is a link to its current release: copying the link would strip the scripts of the
  // release itself, the site being served. The floor is a copy of what the link points to.
  cpSync(realpathSync(buildDir), floorDir, { recursive: true });
  let pages = 0;
  let bytesRemoved = 0;
  for (const file of filesUnder(path.join(floorDir, "client"))) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8");
    const stripped = stripScripts(html);
    bytesRemoved += Buffer.byteLength(html) - Buffer.byteLength(stripped);
    writeFileSync(file, stripped);
    for (const twin of [`${file}.gz`, `${file}.br`]) if (existsSync(twin)) rmSync(twin);
    const data = Buffer.from(stripped);
    if (data.length >= 512) {
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
    pages++;
  }
  return { pages, bytesRemoved };
}
