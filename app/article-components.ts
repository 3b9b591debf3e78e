import { AlternativesCall } from "~/sections/alternatives/alternatives-call";
import { AlternativesMatrix, CountedComparison } from "~/sections/alternatives/alternatives-matrix";
import { VendorQuestion, VendorQuestions } from "~/sections/alternatives/vendor-questions";
import { LlmGuideBody } from "~/sections/llm-guide/llm-guide-body";
import { PromptsGuideBody } from "~/sections/prompts-guide/prompts-guide-body";
import { articleMdxComponents } from "~/ui/mdx-components";

/**
 * The components a guide's or article's MDX uses without importing them, given to its body wherever it is
 * rendered (its page, the word count, the tests). An article is content, the bottom layer, so it cannot import
 * a section; the page layer hands it the sections it names: a body made of one section (the LLM and prompt
 * guides) and the alternatives comparison, its call and its folded questions.
 */
export const articleComponents = {
  ...articleMdxComponents,
  AlternativesCall,
  AlternativesMatrix,
  LlmGuideBody,
  PromptsGuideBody,
  VendorQuestion,
  VendorQuestions,
};

/** For the word count: the comparison's icons, column labels and screen-reader words repeat its answers, so each is counted once. */
export const countedArticleComponents = { ...articleComponents, AlternativesMatrix: CountedComparison };
