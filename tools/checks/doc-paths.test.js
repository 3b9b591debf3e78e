import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pathExists, pathsInLine } from "../lib/repo-paths.mjs";
import { codeFiles, commentLines, markdownFiles, markdownLines, repoFiles, root } from "../lib/repo-text.mjs";

/** Paths written as examples of a shape, not as a file: each with the reason it may not exist. */
const examples = new Map([
  ["docs/decisions/NNN-title.md", "the name a new decision record takes (README, the template)"],
  ["docs/decisions/MMM-title.md", "the record that supersedes it, in the same explanation"],
]);

/** Every path named by a document not superseded and by a code comment, with where it is named. */
function namedPaths() {
  const files = repoFiles();
  const lines = [
    ...markdownFiles(files).flatMap((file) => markdownLines(file).map((l) => ({ ...l, markdown: true }))),
    ...codeFiles(files).flatMap((file) => commentLines(file).map((l) => ({ ...l, markdown: false }))),
  ];
  return lines.flatMap((l) => pathsInLine(l.text, l.file, { markdown: l.markdown }).map((p) => ({ ...p, where: `${l.file}:${l.line}` })));
}

describe("paths named by the documents and the code comments", () => {
  const named = namedPaths();

  it("are found at all (a matcher that finds nothing checks nothing)", () => {
    expect(named.length).toBeGreaterThan(200);
    // The documents a newcomer and a deployer follow: each must be read and name paths, or its paths go unchecked.
    const documents = ["README.md", "docs/architecture.md", "docs/operations.md", "docs/testing.md", "docs/guides/"];
    expect(documents.filter((doc) => !named.some((p) => p.where.startsWith(doc)))).toEqual([]);
    expect(named.some((p) => p.where.startsWith("server/"))).toBe(true);
  });

  it("each exist in the repository", () => {
    const dead = named.filter((p) => !examples.has(p.resolved) && !pathExists(root, p.resolved)).map((p) => `${p.where}: ${p.path}`);
    expect(dead).toEqual([]);
  });

  it("leave examples only where one is written", () => {
    const unused = [...examples.keys()].filter((path) => !named.some((p) => p.resolved === path));
    expect(unused).toEqual([]);
  });
});

describe("npm scripts named by the documents", () => {
  const scripts = Object.keys(JSON.parse(readFileSync(root + "package.json", "utf8")).scripts);
  const named = markdownFiles().flatMap((file) =>
    markdownLines(file).flatMap((l) =>
      [...l.text.matchAll(/npm run ([\w:.-]+)/g)].map((m) => ({ script: m[1], where: `${l.file}:${l.line}` })),
    ),
  );

  it("are found at all, in the README and the operations and testing documents", () => {
    const documents = ["README.md", "docs/operations.md", "docs/testing.md"];
    expect(documents.filter((doc) => !named.some((n) => n.where.startsWith(`${doc}:`)))).toEqual([]);
  });

  it("each exist in package.json", () => {
    expect(named.filter((n) => !scripts.includes(n.script ?? "")).map((n) => `${n.where}: npm run ${n.script}`)).toEqual([]);
  });
});

describe("the path matcher", () => {
  it("finds repository paths, folders and decision numbers, and resolves relative links", () => {
    const line = "see `app/site.ts`, app/pages/ and docs/decisions/180; [guide](../guides/lead-path.md#form).";
    expect(pathsInLine(line, "docs/decisions/300-x.md", { markdown: true }).map((p) => p.resolved)).toEqual([
      "app/site.ts",
      "app/pages/",
      "docs/decisions/180",
      "docs/guides/lead-path.md",
    ]);
  });

  it("leaves out URLs, globs, templates, paths inside other paths and words without an extension", () => {
    const line = "https://x.dev/app/a.ts app/**/*.ts app/content/articles/<slug>.mdx node_modules/astro/app/x.js app/pages";
    expect(pathsInLine(line, "README.md", { markdown: true })).toEqual([]);
    expect(pathsInLine("[site](https://atendra.com.br/a.md) [top](#x)", "README.md", { markdown: true })).toEqual([]);
  });
});
