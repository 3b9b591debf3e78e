// @ts-check
/** Prints one closing line for the whole test command: `tests: N passed, N failed`. */
import { existsSync, readFileSync } from "node:fs";

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
}
if (playwrightFile && existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, "utf8"));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
