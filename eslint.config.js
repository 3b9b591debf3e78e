import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layerConfigs } from "./eslint.layers.js";
import { literalConfigs, literalSelectors } from "./eslint.strings.js";

const newTabLinks = {
  selector: "JSXAttribute[name.name='target'][value.value='_blank']",
  message: "Use ExternalLink for new-tab links.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-releases/",
      ".astro/",
      "node_modules/",
      ".tmp/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // .astro pages and layouts: their frontmatter is TypeScript, parsed by the plugin with typescript-eslint.
  ...astro.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": ["error", newTabLinks],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // TypeScript (astro check) knows the build-time globals the .astro frontmatter uses; ESLint does not.
    files: ["**/*.astro"],
    rules: { "no-undef": "off" },
  },
  ...literalConfigs([newTabLinks]),
  {
    files: ["app/ui/external-link.tsx"],
    rules: { "no-restricted-syntax": ["error", ...literalSelectors] },
  },
  ...layerConfigs(),
  {
    // The site server mounts the leads through their one entry point; the leads never reach into the site (decision 550).
    files: ["server/site/**/*.{js,mjs}"],
    ignores: ["server/site/**/*.test.js"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/leads/*", "!**/leads/start-leads.mjs"],
              message: "server/site/ opens the leads through server/leads/start-leads.mjs only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/leads/**/*.{js,mjs}"],
    // A test may put both halves together, as the server does.
    ignores: ["server/leads/**/*.test.js"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/site/*"], message: "server/leads/ never imports server/site/." }] }],
    },
  },
);
