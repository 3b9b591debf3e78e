import words from "virtual:reading-words";
import { readingTimeLabel } from "~/lib/reading-time";

/** Words of a piece's body, counted by the build; a piece the build did not count fails loudly. */
export function wordsOf(path: string): number {
  const count = words[path];
  if (count === undefined) throw new Error(`no word count for ${path} (virtual:reading-words)`);
  return count;
}

/** "8 min de leitura" for a guide or article of the catalogue, on its page, its cards and related links. */
export function readingTimeOf(path: string): string {
  return readingTimeLabel(wordsOf(path));
}
