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

/** The selectors, one message each; exported for a file that sets its own list of restricted syntax (ExternalLink). */
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
 * The deliberate exceptions, each with its reason and a snippet the rule lets pass (app/visible-literals.test.ts
 * lints each one, so an exception the rule stops honouring fails a test). No file is exempt as a whole.
 */
export const literalExceptions = [
  {
    what: "Tests",
    reason: "They assert what a visitor sees, in the visitor's words.",
    file: "app/features/plans/plan-card.test.tsx",
    code: 'export const shown = "Começar agora";\n',
  },
  {
    what: "Names and addresses in app/site.ts",
    reason: "The product's and company's names, address and links are configuration, read by content and code alike.",
    file: "app/site.ts",
    code: 'export const company = { name: "Serra Clara Tecnologia em Saúde Ltda." };\n',
  },
  {
    what: "Text without a letter",
    reason: 'Punctuation and signs between values (" · ", "/", "©") belong to the markup, not to the wording.',
    file: "app/features/navigation/site-footer.tsx",
    code: "export const Line = ({ a, b }: { a: string; b: string }) => <p>{a} · {b} ©</p>;\n",
  },
  {
    what: "Messages for developers",
    reason: "console output, error names and log labels are in English without accents; a visitor never reads them.",
    file: "app/features/lead-form/submission.ts",
    code: 'console.info("[lead-form] lead delivered");\n',
  },
  {
    what: "Attributes nobody reads",
    reason: "Class names, ids, data attributes and addresses: only aria-label, title, alt, placeholder and label are read or heard.",
    file: "app/sections/home/home-hero.tsx",
    code: 'export const Hero = () => <section id="inicio" data-part="hero" className="grid gap-4" />;\n',
  },
];

const code = "{ts,tsx,js,jsx,mjs,astro}";
const layers = ["sections", "features", "ui", "lib", "layouts", "page-script", "pages", "directives"];

/**
 * The rule for the code layers. `otherSelectors` are the layers' other restricted syntax: ESLint keeps only the
 * last config's entry of a rule for a file, so they are repeated here.
 */
export function literalConfigs(otherSelectors = []) {
  return [
    {
      files: layers.map((layer) => `app/${layer}/**/*.${code}`),
      ignores: ["**/*.test.*"],
      rules: { "no-restricted-syntax": ["error", ...otherSelectors, ...literalSelectors] },
    },
  ];
}
