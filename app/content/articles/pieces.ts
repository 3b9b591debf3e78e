import { type ContentCategory, type ContentCategoryId, type ContentLink, hubCategories } from "~/content/hub";
import { site } from "~/site";

/**
 * What the site knows about each of its guides and articles, derived from the `articles`
 * collection (app/piece-sources.ts): plain data, so the rules below are tested without a build.
 */
export const pieceKinds = ["Guia", "Artigo", "Opinião"] as const;
export type PieceKind = (typeof pieceKinds)[number];

export interface Piece {
  /** The MDX file's name without .mdx. */
  id: string;
  path: string;
  title: string;
  description: string;
  kind: PieceKind;
  category: ContentCategoryId;
  /** The signing team's full name. */
  author: string;
  datePublished: string;
  dateModified: string;
  /** Words of the rendered body (what a reader reads), counted at build. */
  words: number;
}

/** `llms-para-saude` -> `/conteudo/llms-para-saude`, unless the frontmatter keeps an older address. */
export function piecePath(id: string, legacyPath?: string): string {
  return legacyPath ?? `/conteudo/${id}`;
}

/** The order of the hub and "Leia também": oldest first, so a new piece never reshuffles the others. */
export function byPublication(a: Piece, b: Piece): number {
  return a.datePublished.localeCompare(b.datePublished) || a.path.localeCompare(b.path);
}

export const RELATED_MIN = 2;
export const RELATED_MAX = 3;

/**
 * "Leia também": the other pieces of the same category (up to three), topped up to two with the
 * rest in order, so every piece links on to at least two others.
 */
export function relatedPieces(path: string, all: readonly Piece[]): Piece[] {
  const self = all.find((p) => p.path === path);
  if (!self) throw new Error(`${path} is not a piece of app/content/articles`);
  const others = all.filter((p) => p.path !== path);
  const same = others.filter((p) => p.category === self.category).slice(0, RELATED_MAX);
  const rest = others.filter((p) => p.category !== self.category);
  return [...same, ...rest.slice(0, Math.max(0, RELATED_MIN - same.length))];
}

/** The hub's six categories, each with its own pieces first (in order), then its external sources. */
export function hubCategoriesWith(pieces: readonly Piece[]): ContentCategory[] {
  return hubCategories.map((category) => ({
    ...category,
    links: [
      ...pieces
        .filter((piece) => piece.category === category.id)
        .map((piece): ContentLink => ({
          title: piece.title,
          description: piece.description,
          url: piece.path,
          type: "internal",
          words: piece.words,
        })),
      ...category.links,
    ],
  }));
}

/** The channel description of the RSS feed (its name and address are in site.ts). */
/** The RSS feed's title, also the name every page's head gives its link. */
export const feedTitle = `Guias e artigos da ${site.productName}`;
export const feedDescription = "Guias práticos e artigos sobre automação, gestão e atendimento para clínicas médicas e odontológicas.";
