// @ts-check
/** Reading the import graph of built chunks (used by the budget check and the boot transform). */

/**
 * Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not dynamic import().
 * @param {string} code
 * @returns {string[]}
 */
export function staticImports(code) {
  const out = new Set();
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)) out.add(/** @type {string} */ (m[1]));
  for (const m of code.matchAll(/(?:^|[;\s}])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g)) out.add(/** @type {string} */ (m[1]));
  return [...out];
}
