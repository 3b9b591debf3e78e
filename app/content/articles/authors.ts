import { site } from "~/site";

/**
 * Who signs each guide and article. Apart from the catalogue so that a page's byline and Article
 * data do not bring the whole catalogue into its first JavaScript.
 */
export const authorTeams = {
  conteudo: `Equipe de Conteúdo ${site.productName}`,
  sucesso: `Equipe de Sucesso do Cliente ${site.productName}`,
} as const;

export type AuthorTeam = keyof typeof authorTeams;

export const pieceAuthors: Record<string, AuthorTeam> = {
  "/conteudo/llms-para-saude": "conteudo",
  "/conteudo/prompts-mais-eficientes": "conteudo",
  "/gestao_clinicas_modernas": "conteudo",
  "/ia-veio-para-ajudar-secretarias-medicas": "sucesso",
};

/** The signing team of a guide or article; a path without one fails loudly. */
export function authorOfPath(path: string): string {
  const team = pieceAuthors[path];
  if (!team) throw new Error(`${path} has no author in app/content/articles/authors.ts`);
  return authorTeams[team];
}
