import { authorOfPath } from "~/content/articles/authors";
import type { ArticleFacts } from "~/lib/json-ld/article";
import { wordsOf } from "./reading-time-of";

/** Author team and word count of a catalogue piece, for its Article JSON-LD; any other path throws. */
export function articleFacts(path: string): ArticleFacts {
  return { author: authorOfPath(path), wordCount: wordsOf(path) };
}
