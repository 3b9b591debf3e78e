import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getContainerRenderer as mdxRenderer } from "@astrojs/mdx";
import { getContainerRenderer as reactRenderer } from "@astrojs/react";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { describe, expect, it } from "vitest";
import { articleSchema } from "~/content/frontmatter-schemas";
import { hubCategories } from "~/content/hub";
import { hubPage } from "~/content/hub-page";
import { llmComparison, profileRecommendations, safetyMeasures, usageGuidelines } from "~/content/llm-comparison";
import { promptTemplates, triageAnswerTypes, triageExample, triageExampleJson } from "~/content/prompt-templates";
import type { TocEntry } from "~/content/types";
import { countWords, textOfHtml } from "~/lib/reading-time";
import { articleComponents } from "~/article-components";
import { filledStars, formatRating, ratingLabel } from "~/ui/star-rating";
import { frontmatterFields } from "./articles/piece-headers";

/** Source text of a file under app/content (vitest runs from the repository root). */
function source(file: string): string {
  return readFileSync(join(process.cwd(), "app/content", file), "utf8");
}

// Each guide and article as the build renders its body (app/piece-sources.ts does the same to count words).
const modules = import.meta.glob<{ default: unknown; toc?: readonly TocEntry[]; prose?: boolean }>("./articles/*.mdx", { eager: true });
const container = await AstroContainer.create({ renderers: await loadRenderers([mdxRenderer(), reactRenderer()]) });
const pieces = await Promise.all(
  Object.entries(modules).map(async ([file, module]) => ({
    file: file.slice(2),
    data: articleSchema.parse(frontmatterFields(source(file.slice(2)))),
    toc: module.toc,
    prose: module.prose ?? true,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an MDX module's default export
    html: await container.renderToString(module.default as any, { props: { components: articleComponents } }),
  })),
);
const byFile = (name: string) => pieces.find((p) => p.file === `articles/${name}`)!;

describe("page metadata", () => {
  it("gives the hub and every piece its own title and a description of 50 to 160 characters", () => {
    const heads = [{ title: hubPage.title, description: hubPage.description }, ...pieces.map((p) => p.data)];
    for (const head of heads) {
      expect(head.title.length).toBeGreaterThan(10);
      expect(head.description.length).toBeGreaterThanOrEqual(50);
      expect(head.description.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
  });

  it("dates the LLM guide's last update 24 August 2025, which its price note repeats", () => {
    const guide = byFile("llms-para-saude.mdx");
    expect(guide.data.dateModified).toBe("2025-08-24");
    expect(textOfHtml(guide.html)).toContain("Preços de referência em 24 de agosto de 2025");
  });
});

describe("bodies of the guides and articles", () => {
  // A piece without `export const toc` gets its h2 headings (app/piece-sources.ts).
  it.each(pieces.filter((p) => p.toc).map((p) => [p.file, p] as const))(
    "%s: the table of contents it exports points to sections of its body",
    (_file, piece) => {
      const ids = [...piece.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      for (const entry of piece.toc!) expect(ids, entry.id).toContain(entry.id);
    },
  );

  it.each(pieces.filter((p) => p.prose && p.toc).map((p) => [p.file, p] as const))(
    "%s: a Markdown piece's table of contents lists exactly its h2 headings",
    (_file, piece) => {
      const h2Ids = [...piece.html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
      expect(h2Ids).toEqual(piece.toc!.map((entry) => entry.id));
    },
  );

  it("gives the four first pieces their tables of contents", () => {
    for (const name of [
      "llms-para-saude",
      "prompts-mais-eficientes",
      "gestao-clinicas-modernas",
      "ia-veio-para-ajudar-secretarias-medicas",
    ]) {
      expect(byFile(`${name}.mdx`).toc?.length, name).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(pieces.map((p) => [p.file, p] as const))("%s: renders its whole text, guides' components included", (_file, piece) => {
    // The build refuses a body under 100 words (app/piece-sources.ts): a sign the body did not render.
    expect(countWords(textOfHtml(piece.html))).toBeGreaterThan(100);
    expect(piece.html).not.toMatch(/astro-island|undefined/);
  });

  it("renders the prompts guide's five templates with their copy buttons, and the triage example", () => {
    const html = byFile("prompts-mais-eficientes.mdx").html;
    expect(html.match(/data-testid="prompt-template"/g)).toHaveLength(5);
    expect(html.match(/data-copy-button/g)).toHaveLength(5);
    expect(html.replace(/&quot;/g, '"')).toContain(triageExampleJson);
  });

  it("states the LGPD fine and the NPS bands of the spec", () => {
    const text = source("articles/gestao-clinicas-modernas.mdx");
    expect(text).toContain("até 2% do faturamento");
    expect(text).toContain("limitada a R$ 50 milhões por infração");
    expect(text).toContain("Promotores (notas 9 e 10)");
    expect(text).toContain("Neutros (notas 7 e 8)");
    expect(text).toContain("Detratores (notas de 0 a 6)");
  });
});

describe("copy quality", () => {
  it.each([
    "articles/gestao-clinicas-modernas.mdx",
    "articles/ia-veio-para-ajudar-secretarias-medicas.mdx",
    "articles/atendra-e-alternativas.mdx",
    "alternatives.ts",
    "hub.ts",
    "llm-comparison.ts",
    "prompt-templates.ts",
  ])("%s has no placeholder text", (file) => {
    const text = source(file);
    expect(text).not.toMatch(/lorem|ipsum|em breve|a definir/i);
    // Case-sensitive: "todo" is an ordinary Portuguese word.
    expect(text).not.toMatch(/\bTODO\b|\bTBD\b|XXX/);
  });
});

describe("content hub", () => {
  it("has the six categories of the spec, each with at least two links", () => {
    expect(hubCategories.map((c) => c.title)).toEqual([
      "Automação e tecnologia",
      "Gestão de clínicas",
      "Atendimento ao paciente",
      "Educação continuada",
      "Regulação e conformidade",
      "Inovação e tendências",
    ]);
    for (const category of hubCategories) {
      const own = pieces.filter((p) => p.data.category === category.id).length;
      expect(category.links.length + own).toBeGreaterThanOrEqual(2);
    }
  });

  it("lists only external sources by hand: the site's own pieces come from content/articles", () => {
    const links = hubCategories.flatMap((c) => [...c.links]);
    for (const link of links) {
      expect(link.type).toBe("external");
      expect(link.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      expect(link.title.length).toBeGreaterThan(3);
      expect(link.description.length).toBeGreaterThan(40);
    }
    expect(new Set(links.map((l) => l.url)).size).toBe(links.length);
  });
});

describe("LLM guide data", () => {
  it("compares the four providers with the spec's prices and ratings", () => {
    expect(llmComparison.map((p) => [p.name, p.price, p.rating])).toEqual([
      ["Assistente de chat generalista", "Cerca de US$ 20/mês", 4.5],
      ["Assistente focado em segurança", "US$ 17–20/mês", 4.8],
      ["Assistente de empresa de busca", "Gratuito", 4.2],
      ["Provedor europeu aberto", "US$ 14,99/mês", 4.0],
    ]);
    for (const p of llmComparison) {
      expect(p.pros.length).toBeGreaterThan(0);
      expect(p.cons.length).toBeGreaterThan(0);
      expect(p.bestFor.length).toBeGreaterThan(20);
    }
  });

  it("has both guideline groups, the four profiles and the three safety measures", () => {
    expect(usageGuidelines.map((g) => g.title)).toEqual(["Usos recomendados", "Usos não recomendados"]);
    expect(profileRecommendations.map((p) => p.profile)).toEqual([
      "Consultório particular",
      "Hospital ou clínica",
      "Estudante ou residente",
      "Pesquisador",
    ]);
    expect(profileRecommendations[1]?.summary).toMatch(/Consulte primeiro a TI/);
    expect(safetyMeasures.map((m) => m.title)).toEqual(["Proteção de dados", "Verificação", "Documentação"]);
  });
});

describe("star rating", () => {
  it("fills floor(rating) of five stars", () => {
    expect(filledStars(4.5)).toBe(4);
    expect(filledStars(4.8)).toBe(4);
    expect(filledStars(4.2)).toBe(4);
    expect(filledStars(4.0)).toBe(4);
    expect(filledStars(3.99)).toBe(3);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(0)).toBe(0);
  });

  it("stays within 0..max for odd input", () => {
    expect(filledStars(7)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(Number.NaN)).toBe(0);
    expect(filledStars(2.5, 3)).toBe(2);
  });

  it("labels the rating the Brazilian way", () => {
    expect(formatRating(4.5)).toBe("4,5");
    expect(formatRating(4)).toBe("4,0");
    expect(ratingLabel(4.8)).toBe("Nota 4,8 de 5");
  });
});

describe("prompt templates", () => {
  it("has the five templates of the spec with their limits", () => {
    expect(promptTemplates.map((t) => t.id)).toEqual([
      "resumo-de-artigo",
      "mensagem-educativa",
      "comparacao-de-medicamentos",
      "roteiro-de-video",
      "questionario-de-triagem",
    ]);
    const byId = Object.fromEntries(promptTemplates.map((t) => [t.id, t.template]));
    expect(byId["mensagem-educativa"]).toContain("No máximo 500 caracteres");
    expect(byId["comparacao-de-medicamentos"]).toContain("tabela de 4 linhas e 2 colunas");
    expect(byId["roteiro-de-video"]).toContain("30 segundos");
    expect(byId["roteiro-de-video"]).toContain("3 partes");
    expect(byId["questionario-de-triagem"]).toContain("no máximo 5 perguntas");
    expect(byId["questionario-de-triagem"]).toMatch(/"pergunta".*\n.*"tipo_resposta": "sim_nao" ou "multipla_escolha"/);
  });

  it("shows a triage example that parses as JSON with only the allowed fields and values", () => {
    const parsed: unknown = JSON.parse(triageExampleJson);
    expect(Array.isArray(parsed)).toBe(true);
    const items = parsed as Array<Record<string, unknown>>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(["pergunta", "tipo_resposta"]);
      expect(typeof item.pergunta).toBe("string");
      expect(triageAnswerTypes).toContain(item.tipo_resposta);
    }
    expect(new Set(items.map((i) => i.tipo_resposta))).toEqual(new Set(["sim_nao", "multipla_escolha"]));
    expect(parsed).toEqual(triageExample);
  });
});
