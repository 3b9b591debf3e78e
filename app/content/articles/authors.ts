import { site } from "~/site";

/** The teams that sign guides and articles; each piece names its team's key in `author`. */
export const authorTeams = {
  conteudo: `Equipe de Conteúdo da ${site.productName}`,
  sucesso: `Equipe de Relacionamento com Clientes da ${site.productName}`,
} as const;

export type AuthorTeam = keyof typeof authorTeams;
