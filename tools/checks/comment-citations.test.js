import { describe, expect, it } from "vitest";
import { citationIn } from "../lib/citations.mjs";
import { codeFiles, commentLines, repoFiles } from "../lib/repo-text.mjs";

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
    const found = comments.flatMap((c) => {
      const citation = citationIn(c.text);
      return citation ? [`${c.file}:${c.line}: ${citation.name}, "${citation.match}"`] : [];
    });
    expect(found).toEqual([]);
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
  ])("leaves %s", (text) => {
    expect(citationIn(`// ${text}`)).toBeUndefined();
  });
});
