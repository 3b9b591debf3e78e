// @vitest-environment node
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layer rule of eslint.layers.js, run through ESLint's API on in-memory snippets with the
 * project's real config: each wrong import must be reported, each allowed one must pass.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const snippet = (source: string) => `import { x } from "${source}";\nexport const y = x;\n`;
const astroSnippet = (source: string) => `---\nimport { x } from "${source}";\n---\n<p>{x}</p>\n`;

// Loading the config and the parsers (typescript-eslint, the .astro parser) takes seconds on a busy machine:
// once, before the cases, so that no case pays for it.
beforeAll(async () => {
  await eslint.lintText(snippet("~/site"), { filePath: "app/content/home.ts" });
  await eslint.lintText(astroSnippet("~/site"), { filePath: "app/pages/index.astro" });
}, 120_000);

describe("import direction (pages -> sections -> features -> ui/lib -> content/site)", () => {
  it.each([
    ["app/content/home.ts", "~/features/faq/faq-accordion"],
    ["app/content/home.ts", "~/ui/mdx-components"],
    ["app/content/articles/toc.ts", "~/lib/structured-data"],
    ["app/content/home.ts", "~/page-script/site"],
    ["app/site.ts", "~/lib/seo"],
    ["app/content/legal/deletion-request.ts", "../../lib/seo"],
    ["app/ui/section-header.tsx", "~/features/faq/faq-accordion"],
    ["app/ui/page-header.tsx", "~/page-script/site"],
    ["app/lib/seo.ts", "~/features/plans/format"],
    ["app/lib/seo.ts", "~/layouts/base-layout.astro"],
    ["app/features/faq/faq-accordion.tsx", "~/page-script/site"],
    ["app/features/faq/faq-accordion.tsx", "~/directives/after-paint"],
    ["app/features/plans/plan-card.tsx", "~/features/faq/faq-accordion"],
    ["app/features/plans/plan-card.tsx", "../faq/faq-toggle"],
    ["app/features/lead-form/lead-form.tsx", "~/features/cookie-consent/cookie-banner"],
    ["app/features/plans/plan-card.tsx", "~/sections/plans/plans-sections"],
    ["app/features/plans/format.js", "~/sections/plans/plans-sections"],
    ["app/features/plans/format.mjs", "../faq/faq-toggle"],
    ["app/ui/page-header.tsx", "~/sections/home/home-hero"],
    ["app/content/home.ts", "~/sections/home/home-hero"],
    ["app/sections/home/home-hero.tsx", "~/sections/hub/content-hub"],
    ["app/sections/home/home-hero.tsx", "~/page-script/site"],
    ["app/sections/home/home-hero.jsx", "../hub/content-hub"],
  ])("%s may not import %s", async (file, source) => {
    expect(await restrictedImports(file, snippet(source))).toHaveLength(1);
  });

  it.each([
    ["app/content/home.ts", "~/site"],
    ["app/content/home.ts", "./types"],
    ["app/content/home.ts", "lucide-react"],
    ["app/ui/section-header.tsx", "~/lib/cn"],
    ["app/lib/structured-data.ts", "~/content/types"],
    ["app/features/plans/plan-card.tsx", "~/ui/button-styles"],
    ["app/features/plans/plan-card.tsx", "./format"],
    ["app/features/lead-form/use-lead-submit.ts", "~/features/cookie-consent/consent"],
    ["app/page-script/site.ts", "~/features/faq/faq-accordion"],
  ])("%s may import %s", async (file, source) => {
    expect(await restrictedImports(file, snippet(source))).toEqual([]);
  });

  it.each([
    ["app/pages/index.astro", "../site", 1],
    ["app/layouts/base-layout.astro", "../features/faq/faq-accordion", 1],
    ["app/pages/index.astro", "~/features/faq/faq-accordion", 0],
    ["app/layouts/base-layout.astro", "~/site", 0],
  ])("the .astro file %s importing %s is reported %i time(s)", async (file, source, count) => {
    expect(await restrictedImports(file, astroSnippet(source))).toHaveLength(count);
  });

  // MDX articles are content: the config's processor shows the layer rule their import lines (a statement may
  // span lines); an import inside a code fence is text, and a report names the MDX file's own line.
  const mdxSnippet = (source: string) =>
    `---\ntitle: "Guia"\n---\n\nimport {\n  x,\n} from "${source}";\n\nTexto e <x />.\n\n\`\`\`ts\nimport { y } from "~/sections/home/home-hero";\n\`\`\`\n`;

  it.each([
    ["app/content/articles/guia.mdx", "~/sections/llm-guide/llm-guide-body", [5]],
    ["app/content/articles/guia.mdx", "~/ui/site-link", [5]],
    ["app/content/articles/guia.mdx", "~/content/llm-guide", []],
  ])("the MDX file %s importing %s is reported on line(s) %j", async (file, source, lines) => {
    const [result] = await eslint.lintText(mdxSnippet(source), { filePath: file });
    expect(result?.messages.map((m) => [m.ruleId, m.line])).toEqual(lines.map((line) => ["no-restricted-imports", line]));
  });

  it("names the direction in its message", async () => {
    const [message] = await restrictedImports("app/content/home.ts", snippet("~/features/faq/faq-accordion"));
    expect(message).toContain("pages -> sections -> features -> ui/lib -> content/site");
  });
});
