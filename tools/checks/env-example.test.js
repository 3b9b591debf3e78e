import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const operations = readFileSync("docs/operations.md", "utf8");
const example = readFileSync(".env.example", "utf8");

/** The variables docs/operations.md documents for the site: its Configuration and Leads sections. */
function documented() {
  const start = operations.indexOf("\n## Configuration");
  const end = operations.indexOf("\n## Deployment");
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const names = [...operations.slice(start, end).matchAll(/`((?:VITE|LEAD)_[A-Z_]+|PORT|HOST|BUILD_DIR|MAX_CONNECTIONS)`/g)].map(
    (m) => m[1],
  );
  // HSTS_PRELOAD is a build setting documented under Deployment.
  return new Set([...names, ...(operations.includes("`HSTS_PRELOAD=0`") ? ["HSTS_PRELOAD"] : [])]);
}

/** `# NAME=default` lines: every setting is listed commented out, with its default after the `=`. */
const listed = () => new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

describe(".env.example", () => {
  it("lists every variable of the configuration and leads sections of docs/operations.md", () => {
    const names = documented();
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((name) => !listed().has(name))).toEqual([]);
  });

  it("lists nothing docs/operations.md does not document, and sets nothing by itself", () => {
    expect([...listed()].filter((name) => !documented().has(name))).toEqual([]);
    expect(example.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"))).toEqual([]);
  });
});
