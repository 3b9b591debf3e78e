import { readingTimeText } from "~/content/ui-strings/page-parts";

/** Words a reader gets through in a minute: the usual figure for reading on a screen. */
export const WORDS_PER_MINUTE = 200;

/** Words of a text: runs of letters or digits (accented letters included), hyphenated words count once. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes, rounded up, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function readingTimeLabel(words: number): string {
  return readingTimeText(readingMinutes(words));
}

/** The text a reader reads in rendered HTML: tags and comments out, entities as spaces. */
export function textOfHtml(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/&(?:#x?[0-9a-f]+|[a-z]+);/gi, " ");
}
