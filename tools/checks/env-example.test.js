import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync("README.md", "utf8");
const example = readFileSync(".env.example", "utf8");

/** The variables the README documents for the site: its Configuration and Leads sections. */
function documented() {
  const start = readme.indexOf("\n## Configuration");
  const end = readme.indexOf("\n## Project layout");
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const names = [...readme.slice(start, end).matchAll(/`((?:VITE|LEAD)_[A-Z_]+|PORT|HOST|BUILD_DIR|MAX_CONNECTIONS)`/g)].map((m) => m[1]);
  // HSTS_PRELOAD is a build setting documented under Deployment.
  return new Set([...names, ...(readme.includes("`HSTS_PRELOAD=0`") ? ["HSTS_PRELOAD"] : [])]);
}

/** `# NAME=default` lines: every setting is listed commented out, with its default after the `=`. */
const listed = () => new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

describe(".env.example", () => {
  it("lists every variable of the README's configuration and leads sections", () => {
    const names = documented();
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((name) => !listed().has(name))).toEqual([]);
  });

  it("lists nothing the README does not document, and sets nothing by itself", () => {
    expect([...listed()].filter((name) => !documented().has(name))).toEqual([]);
    expect(example.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"))).toEqual([]);
  });
});
