import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { frontmatterFields } from "~/content/articles/piece-headers";
import { legalSchema } from "~/content/frontmatter-schemas";
import { historyOf, versionHistory } from "./version-history";

const docs = Object.keys(versionHistory);
const frontmatter = (doc: string) => legalSchema.parse(frontmatterFields(readFileSync(join(__dirname, `${doc}.mdx`), "utf8")));

describe("legal version history", () => {
  it("covers the three legal texts", () => {
    expect(docs.sort()).toEqual(["aviso-privacidade", "exclusao-dados", "termos-de-uso"]);
  });

  it.each(docs)("%s: the frontmatter shows the last version and its date, and was published with the first", (doc) => {
    const rows = historyOf(doc);
    const data = frontmatter(doc);
    expect(data.version).toBe(rows[rows.length - 1]!.version);
    expect(data.dateModified).toBe(rows[rows.length - 1]!.date);
    expect(data.datePublished).toBe(rows[0]!.date);
  });

  it.each(docs)("%s: versions count up from 01 with later dates, and each says what changed", (doc) => {
    const rows = historyOf(doc);
    expect(rows[0]).toMatchObject({ version: "01", date: "2025-04-08" });
    rows.forEach((row, i) => {
      expect(row.version).toBe(String(i + 1).padStart(2, "0"));
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (i > 0) expect(row.date > rows[i - 1]!.date).toBe(true);
      expect(row.changes.length).toBeGreaterThan(0);
      for (const change of row.changes) expect(change).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/);
    });
  });

  it("refuses a document without a history", () => {
    expect(() => historyOf("politica-de-cookies")).toThrow(/No version history/);
  });
});
