// @ts-check
/**
 * The built files must not expose source maps, local paths or the values of environment
 * variables that are not meant to be public (only VITE_* ones are). The test command sets a
 * canary variable during the build; finding its value in the output fails the check. Pages must
 * carry no style attributes: the CSP refuses them (docs/decisions/300).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { styleAttributes } from "../lib/style-attributes.mjs";
import { filesUnder } from "../../scripts/lib/files.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const canary = process.env.BUILD_CANARY_SECRET;

const problems = [];
const files = filesUnder(path.join(buildDir, "client"));
let pages = 0;
for (const file of files) {
  if (file.endsWith(".map")) problems.push(`source map: ${file}`);
  if (!/\.(html|js|css|xml|txt|json|vtt)$/.test(file)) continue;
  const text = readFileSync(file, "utf8");
  if (text.includes("sourceMappingURL=")) problems.push(`source map reference in ${file}`);
  if (text.includes(process.cwd())) problems.push(`local path ${process.cwd()} in ${file}`);
  if (canary && text.includes(canary)) problems.push(`non-public environment value in ${file}`);
  if (!file.endsWith(".html")) continue;
  pages++;
  for (const tag of styleAttributes(text)) problems.push(`style attribute (refused by the CSP's style-src) in ${file}: ${tag}`);
}
// A check that inspects no page proves nothing.
if (pages === 0) problems.push(`no prerendered page (.html) under ${path.join(buildDir, "client")}`);
console.log(
  `build hygiene: ${files.length} files checked, ${pages} pages checked for style attributes${canary ? ", canary variable absent" : ""}`,
);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
