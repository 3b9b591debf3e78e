// @ts-check
/**
 * Citations of documents the repository does not hold: the issue tracker ("issue 21"), the editor's
 * review and its item numbers ("review C5", "(L19)"), the design reviews ("sixth review, item 4"), the product specification's numbered sections
 * ("spec section 9", "section 2 of the spec"). A comment states the rule itself, or cites a document
 * the repository holds (a decision record, docs/claims.md).
 */
export const citationPatterns = [
  { name: "an issue number", pattern: /\bissues? #?\d+/i },
  { name: "a review item", pattern: /\breview(?:'s)? [A-Z]\d+\b/ },
  { name: "a review item", pattern: /[(,;] ?[CLF]\d{1,2}\b(?=[,;)])/ },
  {
    name: "a design review",
    pattern:
      /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)) reviews?\b|\breview \d+, items? \d/i,
  },
  { name: "a section of the specification", pattern: /\bspec(?:ification)?(?:'s)? sections? \d/i },
  { name: "a section of the specification", pattern: /\bsections? \d+(?:\.\d+)? of the spec/i },
  { name: "a section of the specification", pattern: /\bspec(?:ification)?(?:'s)?\b[^.;]{0,40}\(sections? \d/i },
  { name: "the specification, as a bare citation", pattern: /\(spec(?:ification)?(?:\)|:)|\bspec timings\b/i },
  { name: "the specification's file", pattern: /\bsite-spec\b/i },
  { name: "the editor's review file", pattern: /\breviews\/editorial/i },
];

/**
 * The first citation a line of text makes, or undefined.
 * @param {string} text
 */
export function citationIn(text) {
  for (const { name, pattern } of citationPatterns) {
    const m = pattern.exec(text);
    if (m) return { name, match: m[0] };
  }
  return undefined;
}
