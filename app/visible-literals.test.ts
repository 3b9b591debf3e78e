// @vitest-environment node
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { literalExceptions } from "../eslint.strings.js";

/**
 * The rule that keeps visitor-facing words in app/content/ (eslint.strings.js), run through ESLint's API on
 * in-memory snippets with the project's real config: each literal must be reported, each named exception
 * must pass, and the dictionary itself may hold any word.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const RULE_MESSAGE = /Visitor-facing text lives in app\/content\//;

async function literalReports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax" && RULE_MESSAGE.test(m.message)).length;
}

// Loading the config and the parsers takes seconds on a busy machine: once, before the cases.
beforeAll(async () => {
  await eslint.lintText("export const x = 1;\n", { filePath: "app/ui/x.tsx" });
  await eslint.lintText("---\n---\n<p>x</p>\n", { filePath: "app/layouts/x.astro" });
}, 120_000);

describe("visitor-facing literals stay in app/content/", () => {
  it.each([
    ["text between tags", "app/ui/page-header.tsx", "export const A = () => <h2>Fale conosco</h2>;\n"],
    ["an aria-label", "app/features/navigation/site-header.tsx", 'export const A = () => <nav aria-label="Principal" />;\n'],
    ["a title in braces", "app/layouts/x.tsx", 'export const A = () => <iframe title={"Gerenciador de tags"} />;\n'],
    [
      "either branch of a ternary label",
      "app/features/video-player/x.tsx",
      'export const A = ({ p }: { p: boolean }) => <button aria-label={p ? "Pausar" : "Reproduzir"} />;\n',
    ],
    [
      "a placeholder template",
      "app/features/lead-form/x.tsx",
      "export const A = ({ n }: { n: string }) => <input placeholder={`Ex.: ${n}`} />;\n",
    ],
    ["an accented string anywhere", "app/lib/x.ts", 'export const error = "Não foi possível enviar.";\n'],
    ["an accented template anywhere", "app/sections/x.ts", "export const sentence = (n: number) => `${n} usuários`;\n"],
    ["text in an .astro layout", "app/layouts/x.astro", '---\n---\n<a href="#main">Pular para o conteúdo</a>\n'],
  ])("reports %s", async (_case, file, code) => {
    expect(await literalReports(file, code)).toBeGreaterThan(0);
  });

  it.each(literalExceptions.map((e) => [e.what, e.file, e.code]))("lets pass the exception: %s", async (_what, file, code) => {
    expect(await literalReports(file, code)).toBe(0);
  });

  it("lets the dictionary hold any word", async () => {
    expect(
      await literalReports(
        "app/content/ui-strings/player.ts",
        'export const playerStrings = { pause: "Pausar", unsupported: "Não suporta" } as const;\n',
      ),
    ).toBe(0);
  });

  it("names a reason for every exception", () => {
    for (const exception of literalExceptions) expect(exception.reason.length).toBeGreaterThan(20);
  });
});
