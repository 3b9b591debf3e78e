import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { articleImagePath } from "~/content/article-image";
import { articleSchema } from "~/content/frontmatter-schemas";
import { hubCategories } from "~/content/hub";
import { buildRss } from "~/lib/rss";
import { sitemapPaths } from "~/route-table";
import { authorTeams } from "./authors";
import { frontmatterFields, pieceHeader, pieceHeaders } from "./piece-headers";
import { byPublication, hubCategoriesWith, type Piece, piecePath, RELATED_MAX, RELATED_MIN, relatedPieces } from "./pieces";

const folder = join(process.cwd(), "app/content/articles");
const files = readdirSync(folder).filter((f) => f.endsWith(".mdx"));

/** A piece as app/piece-sources.ts derives it from an MDX file (the word count aside, which needs the build). */
function pieceOf(file: string, words = 1000): Piece {
  const source = readFileSync(join(folder, file), "utf8");
  const data = articleSchema.parse(frontmatterFields(source));
  const { id, path } = pieceHeader(file, source);
  return {
    id,
    path,
    title: data.title,
    description: data.description,
    kind: data.kind,
    category: data.category,
    author: authorTeams[data.author],
    datePublished: data.datePublished,
    dateModified: data.dateModified,
    words,
  };
}
const pieces = files.map((f) => pieceOf(f)).sort(byPublication);

describe("the articles collection (content/articles/*.mdx)", () => {
  it("holds the four first pieces at the addresses they always had", () => {
    expect(pieces.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        "/conteudo/llms-para-saude",
        "/conteudo/prompts-mais-eficientes",
        "/gestao_clinicas_modernas",
        "/ia-veio-para-ajudar-secretarias-medicas",
      ]),
    );
    expect(
      pieceHeaders()
        .map((h) => h.path)
        .sort(),
    ).toEqual(pieces.map((p) => p.path).sort());
  });

  it("has frontmatter the collection's schema accepts, dated in order, signed by a team", () => {
    for (const piece of pieces) {
      expect(piece.dateModified >= piece.datePublished, piece.id).toBe(true);
      expect(piece.author).toMatch(/^Equipe de /);
    }
    expect(new Set(pieces.map((p) => p.title)).size).toBe(pieces.length);
    expect(new Set(pieces.map((p) => articleImagePath(p.path))).size).toBe(pieces.length);
  });

  it("refuses frontmatter without a kind the hub knows, naming the field", () => {
    const source = readFileSync(join(folder, files[0]!), "utf8").replace(/^kind: .*$/m, 'kind: "Notícia"');
    const result = articleSchema.safeParse(frontmatterFields(source));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["kind"]);
  });

  it("names a piece /conteudo/{file name} unless its frontmatter keeps a legacy path", () => {
    expect(piecePath("novo-guia")).toBe("/conteudo/novo-guia");
    expect(piecePath("gestao-clinicas-modernas", "/gestao_clinicas_modernas")).toBe("/gestao_clinicas_modernas");
    expect(frontmatterFields('---\ntitle: "A: b"\npath: /x\n---\ntexto')).toEqual({ title: "A: b", path: "/x" });
    expect(frontmatterFields('---\nkind: "Artigo"   # Guia | Artigo\ncategory: gestao # x\n---')).toEqual({
      kind: "Artigo",
      category: "gestao",
    });
  });
});

describe("one new MDX file is enough", () => {
  // What an author adds: one file, no other edit. Everything below is derived from the list.
  const source = `---
title: "Lista de espera que funciona"
description: "Como montar e usar uma lista de espera para preencher cancelamentos de última hora sem telefonar para ninguém."
datePublished: "2026-01-05"
dateModified: "2026-01-05"
kind: "Artigo"
category: "gestao"
author: "conteudo"
lead: "Cancelamentos deixam buracos na agenda; uma lista de espera bem feita os preenche."
---

Texto do artigo.
`;
  const header = pieceHeader("lista-de-espera.mdx", source);
  const added: Piece = {
    ...pieceOf(files[0]!),
    id: header.id,
    path: header.path,
    title: header.title,
    category: "gestao",
    datePublished: "2026-01-05",
  };
  const all = [...pieces, added].sort(byPublication);

  it("gets its page address, its share image, a sitemap line and a feed item", async () => {
    expect(articleSchema.safeParse(frontmatterFields(source)).success).toBe(true);
    expect(added.path).toBe("/conteudo/lista-de-espera");
    expect(articleImagePath(added.path)).toBe("/og/lista-de-espera.png");
    expect(sitemapPaths(all.map((p) => p.path))).toContain("/conteudo/lista-de-espera");
    const origin = "https://exemplo.com.br";
    const feed = await buildRss({
      title: "t",
      link: `${origin}/conteudo`,
      self: `${origin}/conteudo/feed.xml`,
      description: "d",
      language: "pt-BR",
      items: all.map((p) => ({ title: p.title, link: `${origin}${p.path}`, description: p.description, published: p.datePublished })),
    });
    expect(feed).toContain(`<link>${origin}/conteudo/lista-de-espera</link>`);
  });

  it("gets a card in its hub category, after the older pieces and before the external sources", () => {
    const gestao = hubCategoriesWith(all).find((c) => c.id === "gestao")!;
    const internal = gestao.links.filter((l) => l.type === "internal").map((l) => l.url);
    expect(internal).toEqual(["/gestao_clinicas_modernas", "/conteudo/lista-de-espera"]);
    expect(gestao.links.slice(0, 2).every((l) => l.type === "internal")).toBe(true);
  });

  it("is read next to the other piece of its category", () => {
    expect(relatedPieces("/gestao_clinicas_modernas", all)[0]?.path).toBe("/conteudo/lista-de-espera");
    expect(relatedPieces("/conteudo/lista-de-espera", all).map((p) => p.path)).toContain("/gestao_clinicas_modernas");
  });
});

describe("hub categories with the pieces", () => {
  it("lists every piece once, under its own category, and keeps every external source", () => {
    const categories = hubCategoriesWith(pieces);
    expect(categories.map((c) => c.id)).toEqual(hubCategories.map((c) => c.id));
    const internal = categories.flatMap((c) => c.links.filter((l) => l.type === "internal").map((l) => [c.id, l.url]));
    expect(internal).toEqual(
      pieces
        .map((p) => [p.category, p.path])
        .sort((a, b) => categories.findIndex((c) => c.id === a[0]) - categories.findIndex((c) => c.id === b[0])),
    );
    expect(categories.flatMap((c) => c.links.filter((l) => l.type === "external"))).toHaveLength(
      hubCategories.flatMap((c): readonly unknown[] => c.links).length,
    );
    expect(categories.flatMap((c) => c.links).find((l) => l.url === "/conteudo/llms-para-saude")?.words).toBe(1000);
  });
});

describe("relatedPieces", () => {
  it("gives every piece two or three others, never itself, same category first", () => {
    for (const piece of pieces) {
      const related = relatedPieces(piece.path, pieces);
      expect(related.length).toBeGreaterThanOrEqual(RELATED_MIN);
      expect(related.length).toBeLessThanOrEqual(RELATED_MAX);
      expect(related.map((p) => p.path)).not.toContain(piece.path);
      expect(new Set(related.map((p) => p.path)).size).toBe(related.length);
    }
    expect(relatedPieces("/conteudo/llms-para-saude", pieces)[0]?.path).toBe("/conteudo/prompts-mais-eficientes");
  });

  it("lists up to three pieces of the same category before any other", () => {
    const make = (path: string, category: Piece["category"]): Piece => ({ ...pieces[0]!, path, category });
    const all = [
      make("/a", "gestao"),
      make("/b", "automacao"),
      make("/c", "gestao"),
      make("/d", "gestao"),
      make("/e", "gestao"),
      make("/f", "inovacao"),
    ];
    expect(relatedPieces("/a", all).map((p) => p.path)).toEqual(["/c", "/d", "/e"]);
    expect(relatedPieces("/f", all).map((p) => p.path)).toEqual(["/a", "/b"]);
    expect(relatedPieces("/b", all).map((p) => p.path)).toEqual(["/a", "/c"]);
  });

  it("fails loudly for a path it does not know", () => {
    expect(() => relatedPieces("/contato", pieces)).toThrow(/not a piece of app\/content\/articles/);
  });
});
