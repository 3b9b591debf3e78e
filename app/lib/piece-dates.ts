import { frontmatter as gestao } from "~/content/articles/gestao-clinicas-modernas.mdx";
import { frontmatter as secretarias } from "~/content/articles/ia-veio-para-ajudar-secretarias-medicas.mdx";
import { llmGuideDates } from "~/content/llm-comparison";
import { promptsGuideDates } from "~/content/prompt-templates";
import { parseFrontmatter } from "~/lib/frontmatter";
import type { PiecePath } from "~/content/articles/catalogue";

export interface PieceDates {
  datePublished: string;
  dateModified: string;
}

/**
 * The dates of each piece, read from where its page reads them (the MDX frontmatter, the
 * guides' modules). Only the feed, rendered at build time, imports this: it carries whole articles.
 */
export const pieceDates: Record<PiecePath, PieceDates> = {
  "/conteudo/llms-para-saude": llmGuideDates,
  "/conteudo/prompts-mais-eficientes": promptsGuideDates,
  "/gestao_clinicas_modernas": parseFrontmatter(gestao, "gestao-clinicas-modernas.mdx"),
  "/ia-veio-para-ajudar-secretarias-medicas": parseFrontmatter(secretarias, "ia-veio-para-ajudar-secretarias-medicas.mdx"),
};
