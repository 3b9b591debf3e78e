/**
 * Ends a sentence on a name that may already end in a full stop ("… Ltda."), so the configured company
 * name never leaves a sentence without its stop or with two.
 */
export function endSentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}
