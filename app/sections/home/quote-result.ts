/**
 * Splits a quote around the words that state its result, so the card can set them in bold inside the quote:
 * the figure is read as part of what the (illustrative) person says, not as a measured headline. The words must
 * be the quote's own; a result that is not in its quote is a content error and stops the build.
 */
export function splitQuote(content: string, result: string): [before: string, result: string, after: string] {
  const at = result ? content.indexOf(result) : -1;
  if (at < 0) throw new Error(`The result "${result}" is not in its quote: "${content}"`);
  return [content.slice(0, at), result, content.slice(at + result.length)];
}
