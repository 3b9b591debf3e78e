// @ts-check
/** Prints one closing line for the whole test command: `tests: N passed, N failed`. */
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";

// Usage: node tools/print-test-summary.mjs VITEST_JSON PLAYWRIGHT_JSON [MORE_VITEST_JSON...] (a missing file
// counts nothing; the further Vitest files are the cross-engine suite's runs).
const [vitestFile, playwrightFile, ...moreVitestFiles] = parseArgs({ allowPositionals: true, options: {} }).positionals;
let passed = 0;
let failed = 0;
for (const file of [vitestFile, ...moreVitestFiles]) {
  if (!file || !existsSync(file)) continue;
  const v = JSON.parse(readFileSync(file, "utf8"));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
}
if (playwrightFile && existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, "utf8"));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
