// @ts-check
/**
 * Finds `style` attributes in a prerendered page. The CSP's style-src has no 'unsafe-inline'
 * (docs/decisions/300), so the browser would ignore them; styles belong in classes, or are set at
 * run time through `element.style`, which the CSP does not restrict.
 */

const SCRIPT_OR_STYLE_BODY = /(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const TAG_WITH_STYLE = /<[a-zA-Z][\w:-]*\b[^<>]*?\sstyle\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)[^<>]*>/g;

/**
 * @param {string} html
 * @returns {string[]} each tag carrying a style attribute, shortened to 160 characters
 */
export function styleAttributes(html) {
  // Script and style bodies are text, not markup: `style=` inside them is no attribute.
  const markup = html.replace(COMMENT, "").replace(SCRIPT_OR_STYLE_BODY, "$1$3");
  return [...markup.matchAll(TAG_WITH_STYLE)].map((m) => (m[0].length > 160 ? `${m[0].slice(0, 157)}...` : m[0]));
}
