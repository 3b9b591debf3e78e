import { describe, expect, it } from "vitest";
import { internalContentPaths } from "~/content/hub";
import { pageRoutes } from "~/route-table";
import { authorOf, type Piece, pieceFor, pieces, RELATED_MAX, RELATED_MIN, relatedPieces } from "./catalogue";

describe("catalogue of guides and articles", () => {
  it("holds exactly the four pieces the hub links to, each a page of the route table", () => {
    expect(pieces.map((p) => p.path).sort()).toEqual([...internalContentPaths].sort());
    for (const piece of pieces) expect(pageRoutes.some((r) => r.path === piece.path)).toBe(true);
  });

  it("names a team as the author of every piece", () => {
    for (const piece of pieces) expect(authorOf(piece)).toMatch(/^Equipe de /);
  });

  it("fails loudly for a path it does not know", () => {
    expect(() => pieceFor("/contato")).toThrow(/not in app\/content\/articles\/catalogue/);
  });
});

describe("relatedPieces", () => {
  it("gives every piece two or three others, never itself, same category first", () => {
    for (const piece of pieces) {
      const related = relatedPieces(piece.path);
      expect(related.length).toBeGreaterThanOrEqual(RELATED_MIN);
      expect(related.length).toBeLessThanOrEqual(RELATED_MAX);
      expect(related.map((p) => p.path)).not.toContain(piece.path);
      expect(new Set(related.map((p) => p.path)).size).toBe(related.length);
    }
    expect(relatedPieces("/conteudo/llms-para-saude")[0]?.path).toBe("/conteudo/prompts-mais-eficientes");
  });

  it("lists up to three pieces of the same category before any other", () => {
    const make = (path: string, category: Piece["category"]): Piece => ({ path, title: path, description: "", kind: "Guia", category });
    const all = [make("/a", "gestao"), make("/b", "automacao"), make("/c", "gestao"), make("/d", "gestao"), make("/e", "gestao"), make("/f", "inovacao")];
    expect(relatedPieces("/a", all).map((p) => p.path)).toEqual(["/c", "/d", "/e"]);
    expect(relatedPieces("/f", all).map((p) => p.path)).toEqual(["/a", "/b"]);
    expect(relatedPieces("/b", all).map((p) => p.path)).toEqual(["/a", "/c"]);
  });
});
