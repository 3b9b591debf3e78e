import { describe, expect, it } from "vitest";
import { citationIn } from "../lib/citations.mjs";
import {
  codeFiles,
  commentLines,
  markdownFiles,
  markdownLines,
  repoFiles,
  testFileStrings,
  testFiles,
  testNames,
} from "../lib/repo-text.mjs";

/** This test and its patterns write the citations they look for, as examples. */
const selfFiles = new Set(["tools/lib/citations.mjs", "tools/checks/comment-citations.test.js"]);

describe("code comments", () => {
  const comments = codeFiles(repoFiles())
    .filter((file) => !selfFiles.has(file))
    .flatMap((file) => commentLines(file));

  it("are found at all (a scan that reads nothing checks nothing)", () => {
    expect(comments.length).toBeGreaterThan(1000);
    expect(comments.some((c) => c.file.endsWith(".astro"))).toBe(true);
  });

  it("cite no document the repository does not hold (they state the rule itself)", () => {
    expect(citationsIn(comments)).toEqual([]);
  });
});

/** @param {{ file: string, line: number, text: string }[]} lines */
function citationsIn(lines) {
  return lines.flatMap((l) => {
    const citation = citationIn(l.text);
    return citation ? [`${l.file}:${l.line}: ${citation.name}, "${citation.match}"`] : [];
  });
}

describe("documents in force (the README, docs/claims.md, every decision record not superseded)", () => {
  const documents = markdownFiles(repoFiles()).map((file) => ({ file, lines: markdownLines(file) }));
  const inForce = documents.filter((d) => d.lines.length > 0);
  const superseded = documents.filter((d) => d.lines.length === 0).map((d) => d.file);

  it("are read, and only the superseded records are left out (a scan that reads nothing checks nothing)", () => {
    const read = inForce.map((d) => d.file);
    expect(read).toEqual(expect.arrayContaining(["README.md", "docs/claims.md", "docs/architecture.md"]));
    expect(read.filter((f) => f.startsWith("docs/decisions/")).length).toBeGreaterThan(20);
    expect(superseded.length).toBeGreaterThan(10);
    expect(superseded.every((f) => f.startsWith("docs/decisions/"))).toBe(true);
  });

  it("cite no document the repository does not hold (they state the rule itself)", () => {
    expect(citationsIn(inForce.flatMap((d) => d.lines))).toEqual([]);
  });
});

describe("test names", () => {
  const files = testFiles(repoFiles());
  const names = files.flatMap((file) => testNames(file));
  const strings = files.filter((file) => !selfFiles.has(file)).flatMap((file) => testFileStrings(file));

  it("are found at all, in unit tests and browser specs", () => {
    expect(names.length).toBeGreaterThan(500);
    expect(names.some((n) => n.file.endsWith(".spec.ts"))).toBe(true);
    expect(names.some((n) => n.file.endsWith(".test.js"))).toBe(true);
  });

  it("cite no document the repository does not hold (they state the rule itself)", () => {
    expect(citationsIn(names)).toEqual([]);
  });

  it("cite none either when built from a test's data: no string of a test file cites one", () => {
    expect(strings.length).toBeGreaterThan(names.length);
    expect(citationsIn(strings)).toEqual([]);
  });
});

describe("the citation matcher", () => {
  it.each([
    ["(issue 21, C5)"],
    ["issue 22 §3"],
    ["(review C7)"],
    ["the review's L3"],
    ["(C8)"],
    ["(L19, C2)"],
    ["(seventh review, item 3)"],
    ["the fourth and sixth reviews' marks"],
    ["(review 2, item 10)"],
    ["spec section 9"],
    ["(spec sections 2, 4)"],
    ["section 2 of the spec"],
    ["the spec lists (section 2)"],
    ["nonlinear (spec): the first half"],
    ["(spec: 500 characters)"],
  ])("finds %s", (text) => {
    expect(citationIn(`// ${text}`)).toBeDefined();
  });

  it.each([
    ["the terms (section 16) admit interruptions"],
    ["docs/decisions/191 says so"],
    ["a Playwright spec run alone"],
    ["HTTP 429 and a Retry-After"],
    ["H1 headings, C major"],
    ["a review of the lead's outcome"],
  ])("leaves %s", (text) => {
    expect(citationIn(`// ${text}`)).toBeUndefined();
  });
});
