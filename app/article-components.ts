import { AlternativesTable } from "~/sections/alternatives/alternatives-table";
import { LlmGuideBody } from "~/sections/llm-guide/llm-guide-body";
import { PromptsGuideBody } from "~/sections/prompts-guide/prompts-guide-body";
import { articleMdxComponents } from "~/ui/mdx-components";

/**
 * The components a guide's or article's MDX uses without importing them, given to its body wherever it is
 * rendered (its page, the word count, the tests). An article is content, the bottom layer, so it cannot import
 * a section; the page layer hands it the sections it names: a body made of one section (the LLM and prompt
 * guides) and the alternatives table.
 */
export const articleComponents = { ...articleMdxComponents, AlternativesTable, LlmGuideBody, PromptsGuideBody };
