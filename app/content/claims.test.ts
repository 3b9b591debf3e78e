import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { claims } from "./claims";

const root = join(__dirname, "..", "..");

/** Leaf paths of the register: "setupHours", "results.noShowToPercent", ... */
function leaves(value: unknown, prefix = ""): Array<[string, unknown]> {
  if (value === null || typeof value !== "object") return [[prefix, value]];
  return Object.entries(value).flatMap(([key, v]) => leaves(v, prefix ? `${prefix}.${key}` : key));
}

describe("docs/claims.md", () => {
  const doc = readFileSync(join(root, "docs", "claims.md"), "utf8");

  it("has a row for every figure of the register, stating its current value", () => {
    for (const [path, value] of leaves(claims)) {
      const row = doc.split("\n").find((line) => line.includes(`\`claims.${path}\``));
      expect(row, `no row for claims.${path}`).toBeDefined();
      expect(row, `claims.${path} is ${String(value)} in the code`).toContain(String(value));
    }
  });
});

/** Where the site states product claims (guides and articles quote other people's figures). */
function claimSources(): string[] {
  const skip = /\.test\.|content\/(articles|hub\.ts|llm-comparison\.ts|prompt-templates\.ts|claims\.ts)/;
  const files = ["app/content", "app/pages", "app/layouts", "app/features", "app/lib/json-ld", "app/ui"].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => join(root, dir, f)),
  );
  return files.filter((f) => /\.(ts|tsx|astro|mdx)$/.test(f) && !skip.test(relative(root, f)));
}

const literalClaims: Array<[string, RegExp]> = [
  ["setup or integration hours", /\b(72|48)\s*(h\b|horas)/],
  ["availability", /\b24\s*(h\b|horas)|24\/7/],
  ["real time", /tempo real/i],
  ["a registered percentage", /(?<![\w.-])(65|80|25|5|95)\s*%/],
  ["a market figure", /\b(400|280)\s*mil/],
  ["the rating", /\b4[.,]8\b|\b127\b/],
  ["the refund period", /\b30 dias (corridos|de garantia)|reembolso[^.`"]*\b30\b|\b30\b[^.`"]*reembolso/],
];

describe("figures on the pages come from the register", () => {
  it("no content, route or component writes a registered figure as a literal", () => {
    const files = claimSources().map((f) => relative(root, f));
    // The scan must actually read the files that state claims.
    for (const f of [
      "app/content/contact-benefits.ts",
      "app/content/legal/termos-de-uso.mdx",
      "app/pages/index.astro",
      "app/lib/json-ld/software.ts",
    ]) {
      expect(files).toContain(f);
    }
    const found: string[] = [];
    for (const file of claimSources()) {
      // Comments may name a figure to explain it; only what reaches a page counts.
      const code = readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/(^|\s)\/\/.*$/gm, "$1");
      code.split("\n").forEach((line, i) => {
        for (const [what, pattern] of literalClaims) {
          if (pattern.test(line)) found.push(`${relative(root, file)}:${i + 1} ${what}: ${line.trim().slice(0, 100)}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it("the scan would catch a literal (the patterns are live)", () => {
    for (const sample of [
      "em menos de 72 horas",
      "< 48 h",
      "24 horas por dia",
      "24/7",
      "em tempo real",
      "caiu 80%",
      "400 mil+",
      "nota 4,8",
      "127 avaliações",
      "reembolso em até 30 dias",
    ]) {
      expect(
        literalClaims.some(([, p]) => p.test(sample)),
        sample,
      ).toBe(true);
    }
  });
});
