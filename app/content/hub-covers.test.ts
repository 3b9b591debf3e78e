import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { comparisonRows } from "./alternatives";
import { hubCovers } from "./hub-covers";

const pieceIds = readdirSync("app/content/articles")
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => file.replace(/\.mdx$/, ""));

describe("the hub's cover pictures", () => {
  it("gives every guide and article a picture of its own kind, and names no piece that does not exist", () => {
    expect(Object.keys(hubCovers).sort()).toEqual([...pieceIds].sort());
    const kinds = Object.values(hubCovers).map((art) => art.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it("draws the comparison's stub from the article's own answers: the product's column all yes, the others as the table says", () => {
    const table = hubCovers["atendra-e-alternativas"];
    if (table?.kind !== "table") throw new Error("the comparison article's cover is not a table");
    expect(table.columns.at(-1)).toBe("Atendra");
    for (const row of table.rows) expect(row.tones.at(-1)).toBe("yes");
    const outOfHours = comparisonRows.find((row) => row.id === "fora-do-horario")!;
    expect(table.rows[0]?.tones).toEqual([outOfHours.cells.recepcao.tone, outOfHours.cells["chatbot-de-menu"].tone, "yes"]);
  });

  it("shows no figure that is not a time of day in a picture (no counts, no percentages)", () => {
    const words = JSON.stringify(hubCovers).replace(/\d{1,2}h(\d{2})?/g, "");
    // The prompt template's own lines may carry its limits; the pictures' other words may not.
    const prompt = hubCovers["prompts-mais-eficientes"];
    const rest = prompt?.kind === "prompt" ? words.replace(JSON.stringify(prompt.lines).slice(1, -1), "") : words;
    expect(rest).not.toMatch(/\d/);
  });
});
