/**
 * What the repository's own texts say, line by line: its Markdown documents and the comments of its code.
 * The document checks (dead paths, citations of documents the repository does not hold) read through
 * here, so both see the same files and skip the same superseded decision records.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export const root = new URL("../../", import.meta.url).pathname;

const codeFolders = ["app/", "server/", "scripts/", "tests/", "deploy/"];
const codeExtensions = /\.(?:ts|tsx|js|mjs|astro|css|sh|conf)$/;

/** Tracked and new (not ignored) files, so a check also sees a file written since the last commit. */
export function repoFiles() {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root });
  return out.toString().split("\n").filter(Boolean);
}

/** A reversed record stays as history: its paths and words are those of its own day. */
export function isSuperseded(text) {
  return /^(?:\*\*)?Status:?(?:\*\*)?:? superseded/im.test(text);
}

export function markdownFiles(files = repoFiles()) {
  return files.filter((f) => f === "README.md" || (f.startsWith("docs/") && f.endsWith(".md")));
}

export function codeFiles(files = repoFiles()) {
  return files.filter((f) => codeFolders.some((d) => f.startsWith(d)) && codeExtensions.test(f));
}

/** Every line of a document not superseded, fenced code blocks included (commands name paths too). */
export function markdownLines(file) {
  const text = readFileSync(root + file, "utf8");
  if (isSuperseded(text)) return [];
  return text.split("\n").map((text, i) => ({ file, line: i + 1, text }));
}

/**
 * The comment text of each line of a code file: `//` comments (not the `//` of a URL), block comments
 * over several lines, JSX `{/* *\/}`, HTML `<!-- -->` and `#` comments of shell and nginx files.
 * Strings are not parsed: a `//` inside a string literal counts as a comment, which only errs on the
 * side of checking more.
 */
export function commentLines(file) {
  const text = readFileSync(root + file, "utf8");
  const hashComments = /\.(?:sh|conf)$/.test(file);
  const out = [];
  let inBlock = false;
  text.split("\n").forEach((raw, i) => {
    let comment = "";
    let rest = raw;
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.search(/\*\/|-->/);
        comment += " " + (end < 0 ? rest : rest.slice(0, end));
        if (end < 0) break;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      const m = hashComments ? /(?:^|\s)#(?!!)/.exec(rest) : /(?<![:"'`\\])\/\/|\/\*|<!--/.exec(rest);
      if (!m) break;
      if (hashComments || m[0].endsWith("//")) {
        comment += " " + rest.slice(m.index + m[0].length);
        break;
      }
      inBlock = true;
      rest = rest.slice(m.index + m[0].length);
    }
    if (comment.trim()) out.push({ file, line: i + 1, text: comment });
  });
  return out;
}
