import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the terminology tests read: every line of text a visitor can see (copy, pages, the video's
 * description track), and the texts burned into the video's frames and the share image. Named
 * "test-kit" so that the scan skips it.
 */

export const root = path.resolve(__dirname, "../..");
const sourceDirs = ["app/content", "app/sections", "app/features", "app/ui", "app/pages", "app/layouts", "app/lib", "public/video"];
const sourceFiles = ["app/site.ts"];
/** Every kind of file whose text reaches a visitor: plain JavaScript too (the lead form's validation messages). */
const textFile = /\.(ts|tsx|js|mjs|astro|mdx|json|vtt|yaml)$/;
const notVisible = /\.test\.|test-kit|phone-metadata/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

export interface SourceLine {
  file: string;
  line: number;
  text: string;
}

/** Code comments are for developers (and in English): only the other lines are scanned. */
function isComment(file: string, text: string): boolean {
  const t = text.trim();
  if (/\.(ts|tsx|js|mjs)$/.test(file)) return /^(\/\/|\/\*|\*|\{\/\*)/.test(t);
  if (file.endsWith(".json")) return t.startsWith('"$comment"');
  if (file.endsWith(".yaml")) return t.startsWith("#");
  return false;
}

export function visibleLines(): SourceLine[] {
  const files = [...sourceDirs.flatMap((d) => walk(path.join(root, d))), ...sourceFiles.map((f) => path.join(root, f))]
    .filter((f) => textFile.test(f) && !notVisible.test(f))
    .map((f) => path.relative(root, f));
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .map((text, i) => ({ file, line: i + 1, text }))
      .filter((l) => !isComment(file, l.text)),
  );
}

export interface Rule {
  rejected: RegExp;
  write: string;
  /** Only files whose path matches (default: all). */
  only?: RegExp;
  /** Lines that match are not reported (e.g. the spec's `source` labels, which are not copy). */
  except?: RegExp;
}

/** "file:line: text" for every line that breaks the rule. */
export function findings(lines: readonly SourceLine[], rule: Rule): string[] {
  return lines
    .filter((l) => (!rule.only || rule.only.test(l.file)) && rule.rejected.test(l.text) && !rule.except?.test(l.text))
    .map((l) => `${l.file}:${l.line}: ${l.text.trim().slice(0, 140)}`);
}

/** The texts drawn into the demo video's frames and into the share image (not under app/). */
export function burnedInLines(): SourceLine[] {
  return ["scripts/demo-video/templates.mjs", "scripts/brand-assets/og-image.html"].flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .map((text, i) => ({ file, line: i + 1, text }))
      .filter((l) => !/^\s*(\/\/|\/\*|\*)/.test(l.text)),
  );
}

/**
 * One review's rejected variants as a suite: each rule must catch `was`, its old text, in the file `in` it
 * was in (so the rule can fail), then no visible or burned-in line may hold it.
 */
export function describeRejectedVariants(title: string, rules: ReadonlyArray<Rule & { was: string; in: string }>): void {
  describe(title, () => {
    const lines = [...visibleLines(), ...burnedInLines()];

    it("catches each rejected text where it was", () => {
      for (const rule of rules) {
        expect(findings([{ file: rule.in, line: 1, text: rule.was }], rule), rule.write).toHaveLength(1);
      }
    });

    for (const rule of rules) {
      it(`has no "${rule.rejected.source}": write ${rule.write}`, () => {
        expect(findings(lines, rule)).toEqual([]);
      });
    }
  });
}
