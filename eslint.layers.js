import { readdirSync } from "node:fs";

/**
 * The import direction of app/ (docs/decisions/301, 480, 490): pages -> sections -> features -> ui/lib ->
 * content/site. The pages are `.astro` files (with their layouts, the page script and client directives) and may
 * import any layer. Sections are page bodies rendered at build time; features are what runs in the browser.
 * One `no-restricted-imports` entry per folder, so a wrong import fails `npm run lint` (and `npm test`).
 * Test files are left out: a test may use any layer to check its subject (render content with the
 * component that shows it, read a route's meta); nothing imports a test, so it cannot bend the graph.
 */

/**
 * Cross-feature imports allowed on purpose, and only these: the lead form records the visitor's
 * cookie consent with the banner's own consent functions (one place stores consent); the footer
 * shows the same WhatsApp link as /contato (one place builds the link and records its click) and
 * the cookie preferences button that reopens the consent choice; each
 * the no-show calculator reads the plan
 * calculator's recommendation for values carried in its URL (docs/decisions/201).
 */
export const featureImportsAllowed = {
  "lead-form": ["cookie-consent/consent"],
  navigation: ["whatsapp/whatsapp-link", "cookie-consent/cookie-preferences-trigger"],
  "web-vitals": ["cookie-consent/consent"],
  "no-shows": ["plans/calculator-query"],
};

const direction = "Imports flow pages -> sections -> features -> ui/lib -> content/site (docs/decisions/480).";
const climbs = { regex: "^\\.\\./", message: `Import across folders through ~/ instead of '../'. ${direction}` };
const pages = {
  regex: "^~/(pages|layouts|page-script|directives)(/|$)",
  message: `Only pages, their layouts and page scripts import these. ${direction}`,
};
const sections = { regex: "^~/sections/", message: `Sections are page bodies: only pages import them. ${direction}` };
const features = { regex: "^~/features/", message: `Features sit above ui, lib and content: move what both need down. ${direction}` };
const uiLib = {
  regex: "^~/(ui|lib)/",
  message: `app/content and app/site.ts are the bottom layer: import only content, site, types and packages. ${direction}`,
};

const code = "{ts,tsx,js,jsx,mjs}";
const testFiles = [`**/*.test.${code}`];

function restrict(files, patterns, ignores = []) {
  return { files, ignores: [...testFiles, ...ignores], rules: { "no-restricted-imports": ["error", { patterns }] } };
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A feature imports another feature only where featureImportsAllowed says so. */
function featureConfig(name) {
  const allowed = (featureImportsAllowed[name] ?? []).map((path) => `${escape(path)}$`);
  const own = [`${escape(name)}/`, ...allowed].join("|");
  const others = {
    regex: `^~/features/(?!(${own}))`,
    message: `A feature does not import another feature's modules (allowed pairs: featureImportsAllowed in eslint.layers.js). ${direction}`,
  };
  return restrict([`app/features/${name}/**/*.${code}`], [climbs, pages, sections, others]);
}

/** A section composes features, ui, lib and content; it does not import another section. */
function sectionConfig(name) {
  const others = {
    regex: `^~/sections/(?!${escape(name)}/)`,
    message: `A section does not import another section: move what both need down to ui or lib. ${direction}`,
  };
  return restrict([`app/sections/${name}/**/*.${code}`], [climbs, pages, others]);
}

function folderNames(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * The `import` statements of an MDX file, each on its own lines and every other line blank, so a report names
 * the file's own line. MDX reads a line starting with `import` outside a code fence as ES module code, so
 * this finds what the MDX compiler imports; a statement runs to the line holding its module's quoted name.
 * @param {string} text
 */
export function mdxImportLines(text) {
  const lines = text.split("\n");
  const kept = lines.map(() => "");
  let fence = false;
  for (let i = 0; i < lines.length; i += 1) {
    if (/^\s*(```|~~~)/.test(lines[i])) fence = !fence;
    if (fence || !/^import[\s{*"']/.test(lines[i])) continue;
    for (let j = i; j < lines.length; j += 1) {
      kept[j] = lines[j];
      if (/(^import\s*|\bfrom\s*)["'][^"']+["']/.test(lines[j])) {
        i = j;
        break;
      }
    }
  }
  return kept.join("\n");
}

/**
 * ESLint has no MDX parser without a plugin: this processor hands it each MDX file's import statements alone, as
 * a TypeScript block under the file's own path (`x.mdx/0_imports.ts`), so the layer rule below judges an MDX
 * article's imports like any other file of its folder. Only that rule's reports and parse errors come back: the
 * other rules would see names the block imports and never uses.
 */
const mdxImports = {
  meta: { name: "mdx-imports" },
  processors: {
    imports: {
      preprocess: (text) => [{ text: mdxImportLines(text), filename: "imports.ts" }],
      postprocess: (messages) => messages.flat().filter((m) => m.fatal || m.ruleId === "no-restricted-imports"),
      supportsAutofix: false,
    },
  },
};

export function layerConfigs(appDir = new URL("./app/", import.meta.url)) {
  return [
    { files: ["app/**/*.mdx"], plugins: { "mdx-imports": mdxImports }, processor: "mdx-imports/imports" },
    restrict([`app/content/**/*.${code}`, `app/types/**/*.${code}`, "app/site.ts"], [climbs, pages, sections, features, uiLib]),
    restrict([`app/ui/**/*.${code}`, `app/lib/**/*.${code}`], [climbs, pages, sections, features]),
    ...folderNames(new URL("features/", appDir)).map(featureConfig),
    ...folderNames(new URL("sections/", appDir)).map(sectionConfig),
    // Page scripts, client directives and the content config sit with the pages and may import any layer;
    // a page's build-time endpoint may also use the build's own tooling in scripts/ (the share images).
    restrict([`app/pages/**/*.${code}`], [{ ...climbs, regex: "^\\.\\./(?!(\\.\\./)*scripts/)" }]),
    restrict(["app/page-script/**/*.ts", "app/directives/**/*.ts", "app/*.{ts,tsx}"], [climbs], ["app/site.ts"]),
    // The .astro pages and layouts may import any layer, through ~/ like every other file.
    restrict(["app/pages/**/*.astro", "app/layouts/**/*.astro"], [climbs]),
  ];
}
