import { AlternativesCall } from "~/sections/alternatives/alternatives-call";
import { AlternativesMatrix } from "~/sections/alternatives/alternatives-matrix";
import { AlternativesTable } from "~/sections/alternatives/alternatives-table";
import { LlmGuideBody } from "~/sections/llm-guide/llm-guide-body";
import { PromptsGuideBody } from "~/sections/prompts-guide/prompts-guide-body";
import { articleMdxComponents } from "~/ui/mdx-components";

/**
 * The components a guide's or article's MDX uses without importing them, given to its body wherever it is
 * rendered (its page, the word count, the tests). An article is content, the bottom layer, so it cannot import
 * a section; the page layer hands it the sections it names: a body made of one section (the LLM and prompt
 * guides) and the alternatives table, its phone matrix and its call.
 */
export const articleComponents = {
  ...articleMdxComponents,
  AlternativesCall,
  AlternativesMatrix,
  AlternativesTable,
  LlmGuideBody,
  PromptsGuideBody,
};

/** For the word count: the phone's matrix repeats the table's words, so it is counted once (as the table). */
export const countedArticleComponents = { ...articleComponents, AlternativesMatrix: () => null };
