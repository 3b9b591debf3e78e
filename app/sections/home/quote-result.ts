/**
 * Splits a quote around the words that state its result. The words must be the quote's own; a result that is
 * not in its quote is a content error and stops the build.
 */
export function splitQuote(content: string, result: string): [before: string, result: string, after: string] {
  const at = result ? content.indexOf(result) : -1;
  if (at < 0) throw new Error(`The result "${result}" is not in its quote: "${content}"`);
  return [content.slice(0, at), result, content.slice(at + result.length)];
}

/**
 * The quote as the card prints it: plain text, its result not set apart (an invented figure in bold reads as a
 * measurement). It still checks that the result is the quote's own words (splitQuote), so the build stops if not.
 */
export function quoteText(content: string, result: string): string {
  return splitQuote(content, result).join("");
}
