/**
 * Words a visitor reads live in app/content/ (docs/decisions/380): a page's copy in its content module, the
 * interface strings (labels, buttons, errors, the player, the footer) in app/content/ui-strings/. This rule
 * keeps literals out of the code layers with ESLint's own `no-restricted-syntax`, so it needs no plugin.
 *
 * It reports text between JSX tags, a literal in an attribute a visitor reads or hears (aria-label, title, alt,
 * placeholder, label), and any string with a Portuguese accented letter. A word without an accent in plain
 * code ("Enviar") is not caught by the last check; the first two catch the places such words are shown.
 */

/** Accented letters of Portuguese: a string holding one is text for a person, not an identifier. */
const accents = "áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇ";
const letters = `A-Za-z${accents}`;
const spoken = "^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|alt|placeholder|label)$";

const message = "Visitor-facing text lives in app/content/ (interface strings in app/content/ui-strings/; docs/decisions/380).";

/** The selectors, one message each; exported so the unit test can name what each one catches. */
export const literalSelectors = [
  { selector: `JSXText[value=/[${letters}]/]`, message },
  // The attribute's value itself, or either branch of a ternary there: not every literal inside (a comparison's operand).
  ...["", " > JSXExpressionContainer", " > JSXExpressionContainer > ConditionalExpression"].flatMap((path) => [
    { selector: `JSXAttribute[name.name=/${spoken}/]${path} > Literal[value=/[${letters}]/]`, message },
    { selector: `JSXAttribute[name.name=/${spoken}/]${path} > TemplateLiteral > TemplateElement[value.raw=/[${letters}]/]`, message },
  ]),
  { selector: `Literal[value=/[${accents}]/]`, message },
  { selector: `TemplateElement[value.raw=/[${accents}]/]`, message },
];

/**
 * The deliberate exceptions, each with its reason. A file here may hold literals; nothing else may.
 * Tests are left out everywhere: they assert what a visitor sees, in the visitor's words.
 */
export const literalExceptions = [
  {
    file: "app/features/navigation/brand-mark.tsx",
    reason: "The brand's wordmark: a name drawn as a logo, not text to translate.",
  },
  {
    file: "app/layouts/seo-head.astro",
    reason: "The inline head scripts run before any module loads and cannot import the dictionary.",
  },
];

const code = "{ts,tsx,js,jsx,mjs,astro}";
const layers = ["sections", "features", "ui", "lib", "layouts", "page-script", "pages", "directives"];

/** The selectors the code layers already restrict elsewhere, kept here because a later rule entry replaces an earlier one. */
export function literalConfigs(otherSelectors = []) {
  return [
    {
      files: layers.map((layer) => `app/${layer}/**/*.${code}`),
      ignores: ["**/*.test.*"],
      rules: { "no-restricted-syntax": ["error", ...otherSelectors, ...literalSelectors] },
    },
  ];
}
