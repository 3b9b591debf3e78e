// @ts-check
/**
 * The repository paths a line of text names. A path starts at one of the top folders, is not part of a
 * longer path or a URL, and ends in a file extension or a trailing slash; `docs/decisions/NNN` names a
 * record by its number. A glob or a template (`app/**`, `app/pages/<slug>.astro`, `${dir}/x`) names
 * no single file and is left out. Relative Markdown links are resolved from the document's folder.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

const topFolders = "app|server|scripts|tools|tests|deploy|public|docs";
const pathPattern = new RegExp(`(?<![\\w./~@$-])(?:${topFolders})/[\\w.\\[\\]/-]*`, "g");
const markdownLink = /\]\(([^)\s]+)\)/g;

/** A glob, a template or a placeholder continues where the path stops. */
const continuesAsPattern = /^[*{<$]/;

/**
 * The paths in one line: `{ path, resolved }`, `resolved` relative to the repository root.
 * @param {string} text
 * @param {string} file the file the line is in (relative links start from its folder)
 * @param {{ markdown?: boolean }} [options]
 */
export function pathsInLine(text, file, { markdown = false } = {}) {
  /** @type {{ path: string, resolved: string }[]} */
  const found = [];
  for (const m of text.matchAll(pathPattern)) {
    const next = text.slice(m.index + m[0].length);
    if (continuesAsPattern.test(next)) continue;
    const path = m[0].replace(/\.+$/, "");
    if (/\/\/|\.\.|\*/.test(path)) continue;
    const record = /^docs\/decisions\/(\d{3})$/.exec(path);
    if (record || /\/$/.test(path) || /\.[a-z0-9]+$/i.test(path)) found.push({ path, resolved: path });
  }
  if (markdown) {
    for (const [, target = ""] of text.matchAll(markdownLink)) {
      if (/^(?:[a-z]+:|#|\/)/i.test(target)) continue;
      const path = target.split("#")[0] ?? "";
      if (path) found.push({ path, resolved: normalize(join(dirname(file), path)) });
    }
  }
  return found;
}

/**
 * A file or folder that exists, or a decision record's number that one record carries.
 * @param {string} root
 * @param {string} resolved
 */
export function pathExists(root, resolved) {
  const record = /^docs\/decisions\/(\d{3})$/.exec(resolved);
  if (record) return readdirSync(join(root, "docs/decisions")).some((f) => f.startsWith(`${record[1]}-`));
  return existsSync(join(root, resolved));
}
