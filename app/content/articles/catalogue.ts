import type { ContentCategoryId } from "~/content/hub";
import { articleImagePath } from "~/content/article-image";
import { authorOfPath } from "./authors";

/**
 * The site's own guides and articles: what the hub, the feed, the "Leia também" links, the share
 * links and the share images know about each piece. Dates stay where the page reads them (the
 * MDX frontmatter, the guides' content modules); the word counts come from the build
 * (virtual:reading-words).
 */

export type PieceKind = "Guia" | "Artigo" | "Opinião";

export interface Piece {
  path: string;
  /** As the hub, the feed and the related links name it. */
  title: string;
  description: string;
  kind: PieceKind;
  /** The hub category it is listed under; related pieces share it first. */
  category: ContentCategoryId;
}

export const pieces = [
  {
    path: "/conteudo/llms-para-saude",
    title: "Guia: LLMs para profissionais de saúde",
    description:
      "Compare quatro tipos de assistente de IA por preço, nota, pontos fortes e fracos, e veja o que pode e o que não pode ser feito com eles.",
    kind: "Guia",
    category: "automacao",
  },
  {
    path: "/conteudo/prompts-mais-eficientes",
    title: "Guia: prompts mais eficientes na saúde",
    description:
      "Cinco modelos de prompt prontos para copiar: resumo de artigo, orientação ao paciente, comparação de medicamentos, roteiro de vídeo e triagem.",
    kind: "Guia",
    category: "automacao",
  },
  {
    path: "/gestao_clinicas_modernas",
    title: "Gestão de clínicas modernas",
    description:
      "Artigo completo com os pilares da gestão, o que automatizar, onde a IA ajuda, os indicadores que importam e um plano de implementação.",
    kind: "Artigo",
    category: "gestao",
  },
  {
    path: "/ia-veio-para-ajudar-secretarias-medicas",
    title: "A IA veio para ajudar as secretárias médicas",
    description:
      "Artigo de opinião: por que a inteligência artificial tira o trabalho repetitivo da recepção e devolve tempo para o que só uma pessoa faz bem.",
    kind: "Opinião",
    category: "atendimento",
  },
] as const satisfies readonly Piece[];

export type PiecePath = (typeof pieces)[number]["path"];

export function pieceFor(path: string): Piece {
  const piece = pieces.find((p) => p.path === path);
  if (!piece) throw new Error(`${path} is not in app/content/articles/catalogue.ts`);
  return piece;
}

export function authorOf(piece: Piece): string {
  return authorOfPath(piece.path);
}

export function imageOf(piece: Piece): string {
  return articleImagePath(piece.path);
}

export const RELATED_MIN = 2;
export const RELATED_MAX = 3;

/**
 * "Leia também": the other pieces of the same category (up to three), topped up to two with the
 * rest in catalogue order, so every piece links on to at least two others.
 */
export function relatedPieces(path: string, all: readonly Piece[] = pieces): Piece[] {
  const self = all.find((p) => p.path === path);
  if (!self) throw new Error(`${path} is not in the catalogue`);
  const others = all.filter((p) => p.path !== path);
  const same = others.filter((p) => p.category === self.category).slice(0, RELATED_MAX);
  const rest = others.filter((p) => p.category !== self.category);
  return [...same, ...rest.slice(0, Math.max(0, RELATED_MIN - same.length))];
}

/** The channel description of the RSS feed (its name and address are in site.ts). */
export const feedDescription = "Guias práticos e artigos sobre automação, gestão e atendimento para clínicas médicas e odontológicas.";
