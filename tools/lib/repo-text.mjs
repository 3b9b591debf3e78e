// @ts-check
/**
 * What the repository's own texts say, line by line: its Markdown documents, the comments of its code and
 * the names of its tests. The document checks (dead paths, citations of documents the repository does not
 * hold) read through here, so both see the same files and skip the same superseded decision records.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// A path, not a URL's pathname: a checkout's path may hold spaces.
export const root = fileURLToPath(new URL("../../", import.meta.url));

/** @typedef {{ file: string, line: number, text: string }} TextLine */

const codeFolders = ["app/", "server/", "scripts/", "tools/", "tests/", "deploy/"];
const codeExtensions = /\.(?:ts|tsx|js|mjs|astro|css|sh|conf)$/;

/**
 * Tracked and new (not ignored) files, so a check also sees a file written since the last commit.
 * @returns {string[]}
 */
export function repoFiles() {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root });
  return out.toString().split("\n").filter(Boolean);
}

/**
 * A reversed record stays as history: its paths and words are those of its own day.
 * @param {string} text
 */
export function isSuperseded(text) {
  return /^(?:\*\*)?Status:?(?:\*\*)?:? superseded/im.test(text);
}

/** @param {string[]} [files] */
export function markdownFiles(files = repoFiles()) {
  return files.filter((f) => f === "README.md" || (f.startsWith("docs/") && f.endsWith(".md")));
}

/** @param {string[]} [files] */
export function codeFiles(files = repoFiles()) {
  return files.filter((f) => codeFolders.some((d) => f.startsWith(d)) && codeExtensions.test(f));
}

/**
 * Every line of a document not superseded, fenced code blocks included (commands name paths too).
 * @param {string} file
 * @returns {TextLine[]}
 */
export function markdownLines(file) {
  const text = readFileSync(root + file, "utf8");
  if (isSuperseded(text)) return [];
  return text.split("\n").map((text, i) => ({ file, line: i + 1, text }));
}

const testFile = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

/** @param {string[]} [files] */
export function testFiles(files = repoFiles()) {
  return files.filter((f) => testFile.test(f) && !f.startsWith("node_modules/"));
}

/**
 * A test's name: the first argument of `it`, `test`, `describe` and their variants (`test.describe.serial`,
 * `test.step`, `it.each([...])(...)`), a quoted string or a template literal on one or more lines.
 */
const testNameCall = /(?:\b(?:it|test|describe)(?:\.\w+)*|\]\s*\))\(\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g;

/**
 * The name of each test, suite and step a test file declares, at the line where it starts.
 * @param {string} file
 * @returns {TextLine[]}
 */
export function testNames(file) {
  const text = readFileSync(root + file, "utf8");
  return [...text.matchAll(testNameCall)].map((m) => ({
    file,
    line: text.slice(0, m.index).split("\n").length,
    text: m[2] ?? "",
  }));
}

/** A string literal on one line: quoted or a template literal without a line break. */
const oneLineString = /(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;

/**
 * Every one-line string literal of a test file. A test's name is often built from its data (`it(\`has no
 * ${rule.rejected}: write ${rule.write}\`)`), so the strings are where such a name's words are written.
 * @param {string} file
 * @returns {TextLine[]}
 */
export function testFileStrings(file) {
  return readFileSync(root + file, "utf8")
    .split("\n")
    .flatMap((line, i) => [...line.matchAll(oneLineString)].map((m) => ({ file, line: i + 1, text: m[2] ?? "" })));
}

/**
 * The comment text of each line of a code file: `//` comments (not the `//` of a URL), block comments
 * over several lines, JSX `{/* *\/}`, HTML `<!-- -->` and `#` comments of shell and nginx files. Quoted
 * strings on a line are skipped, so a glob such as "./articles/*.mdx" opens no comment; a template
 * literal over several lines and a regular expression holding a quote are read as code, which can only
 * make the scan miss a comment on that line, never invent one.
 * @param {string} file
 * @returns {TextLine[]}
 */
export function commentLines(file) {
  const text = readFileSync(root + file, "utf8");
  const hashComments = /\.(?:sh|conf)$/.test(file);
  /** @type {TextLine[]} */
  const out = [];
  let inBlock = false;
  text.split("\n").forEach((line, i) => {
    let body = "";
    if (hashComments) body = hashComment(line);
    else ({ text: body, inBlock } = slashComments(line, inBlock));
    if (body.trim()) out.push({ file, line: i + 1, text: body });
  });
  return out;
}

/** @param {string} line */
function hashComment(line) {
  const m = /(?:^|\s)#(?!!)/.exec(line);
  return m ? line.slice(m.index + m[0].length) : "";
}

/**
 * The comment text of one line of a C-like or HTML-like file, and whether a block comment is still open.
 * @param {string} line
 * @param {boolean} inBlock
 * @returns {{ text: string, inBlock: boolean }}
 */
function slashComments(line, inBlock) {
  let text = "";
  let i = 0;
  while (i < line.length) {
    if (inBlock) {
      const end = line.slice(i).search(/\*\/|-->/);
      if (end < 0) return { text: text + " " + line.slice(i), inBlock };
      text += " " + line.slice(i, i + end);
      i += end + (line.startsWith("-->", i + end) ? 3 : 2);
      inBlock = false;
      continue;
    }
    const c = line[i];
    if (c === '"' || c === "'" || c === "`") {
      const close = line.slice(i + 1).search(new RegExp(`(?<!\\\\)${c}`));
      if (close < 0) return { text, inBlock };
      i += close + 2;
      continue;
    }
    if (line.startsWith("//", i) && line[i - 1] !== ":") return { text: text + " " + line.slice(i + 2), inBlock };
    if (line.startsWith("/*", i) || line.startsWith("<!--", i)) {
      i += line.startsWith("/*", i) ? 2 : 4;
      inBlock = true;
      continue;
    }
    i++;
  }
  return { text, inBlock };
}
