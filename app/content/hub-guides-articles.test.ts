import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import GestaoArticle, { frontmatter as gestaoFm } from "~/content/articles/gestao-clinicas-modernas.mdx";
import SecretariasArticle, { frontmatter as secretariasFm } from "~/content/articles/ia-veio-para-ajudar-secretarias-medicas.mdx";
import { gestaoToc, secretariasToc } from "~/content/articles/toc";
import { allHubLinks, hubCategories, internalContentPaths } from "~/content/hub";
import { llmComparison, llmGuideDates, profileRecommendations, safetyMeasures, usageGuidelines } from "~/content/llm-comparison";
import { promptTemplates, triageAnswerTypes, triageExample, triageExampleJson } from "~/content/prompt-templates";
import words from "virtual:reading-words";
import { parseFrontmatter } from "~/lib/frontmatter";
import { readingMinutes } from "~/lib/reading-time";
import * as hubRoute from "~/routes/conteudo";
import * as llmRoute from "~/routes/conteudo.llms-para-saude";
import * as promptsRoute from "~/routes/conteudo.prompts-mais-eficientes";
import * as gestaoRoute from "~/routes/gestao-clinicas-modernas";
import * as secretariasRoute from "~/routes/ia-veio-para-ajudar-secretarias-medicas";
import { site } from "~/site";
import { articleMdxComponents } from "~/ui/article-layout";
import { filledStars, formatRating, ratingLabel } from "~/ui/star-rating";

type Descriptor = Record<string, unknown>;

/** Source text of a file under app/content (vitest runs from the repository root). */
function source(file: string): string {
  return readFileSync(join(process.cwd(), "app/content", file), "utf8");
}

function headOf(route: { meta: (args: never) => unknown }) {
  const tags = route.meta({} as never) as Descriptor[];
  const title = tags.find((t) => "title" in t)?.title as string;
  const description = tags.find((t) => t.name === "description")?.content as string;
  const jsonLd = tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Descriptor);
  return { title, description, jsonLd };
}

const pages = {
  "/conteudo": headOf(hubRoute),
  "/conteudo/llms-para-saude": headOf(llmRoute),
  "/conteudo/prompts-mais-eficientes": headOf(promptsRoute),
  "/gestao_clinicas_modernas": headOf(gestaoRoute),
  "/ia-veio-para-ajudar-secretarias-medicas": headOf(secretariasRoute),
};

describe("page metadata", () => {
  it.each(Object.entries(pages))("%s has a title and a description of at most 160 characters", (_path, head) => {
    expect(head.title.length).toBeGreaterThan(10);
    expect(head.description.length).toBeGreaterThanOrEqual(50);
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it("gives every page its own title and description", () => {
    const heads = Object.values(pages);
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
  });

  it.each(Object.entries(pages).filter(([path]) => path !== "/conteudo"))("%s publishes Article JSON-LD with both dates", (path, head) => {
    const article = head.jsonLd.find((node) => node["@type"] === "Article");
    expect(article).toBeDefined();
    expect(article?.url).toMatch(new RegExp(`${path}$`));
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(article?.dateModified) >= String(article?.datePublished)).toBe(true);
  });

  it.each(Object.entries(pages).filter(([path]) => path !== "/conteudo"))("%s names its share image, author team and reading time in the Article JSON-LD", (path, head) => {
    const article = head.jsonLd.find((node) => node["@type"] === "Article");
    expect(article?.image).toBe(`${site.siteUrl}/og/${path.split("/").at(-1)}.png`);
    expect(article?.author).toMatchObject({ "@type": "Organization", name: expect.stringMatching(/^Equipe de /) });
    expect(article?.wordCount).toBe(words[path]);
    expect(article?.timeRequired).toBe(`PT${readingMinutes(words[path]!)}M`);
  });

  it("dates the LLM guide's last update 24 August 2025", () => {
    const article = pages["/conteudo/llms-para-saude"].jsonLd.find((node) => node["@type"] === "Article");
    expect(article?.dateModified).toBe("2025-08-24");
    expect(llmGuideDates.dateModified).toBe("2025-08-24");
  });

  it("breadcrumbs of the guides go Início > Conteúdo > guide", () => {
    for (const path of ["/conteudo/llms-para-saude", "/conteudo/prompts-mais-eficientes"] as const) {
      const list = pages[path].jsonLd.find((node) => node["@type"] === "BreadcrumbList") as { itemListElement: Descriptor[] };
      expect(list.itemListElement.map((i) => i.name).slice(0, 2)).toEqual(["Início", "Conteúdo"]);
      expect(list.itemListElement).toHaveLength(3);
      expect(String(list.itemListElement[2]?.item)).toMatch(new RegExp(`${path}$`));
    }
  });
});

describe("MDX articles", () => {
  const articles = [
    { file: "gestao-clinicas-modernas.mdx", fm: gestaoFm, Content: GestaoArticle, toc: gestaoToc },
    { file: "ia-veio-para-ajudar-secretarias-medicas.mdx", fm: secretariasFm, Content: SecretariasArticle, toc: secretariasToc },
  ];

  it.each(articles)("$file has valid frontmatter", ({ file, fm }) => {
    const parsed = parseFrontmatter(fm, file);
    expect(parsed.dateModified >= parsed.datePublished).toBe(true);
  });

  it.each(articles)("every table-of-contents entry of $file points to a heading id", ({ Content, toc }) => {
    const html = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(Content, { components: articleMdxComponents })),
    );
    const h2Ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(h2Ids).toEqual(toc.map((entry) => entry.id));
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
    for (const category of hubCategories) expect(category.links.length).toBeGreaterThanOrEqual(2);
  });

  it("has exactly the four internal links", () => {
    const internal = allHubLinks().filter((l) => l.type === "internal").map((l) => l.url);
    expect(internal).toHaveLength(4);
    expect([...internal].sort()).toEqual([...internalContentPaths].sort());
    expect([...internalContentPaths].sort()).toEqual(
      ["/conteudo/llms-para-saude", "/conteudo/prompts-mais-eficientes", "/gestao_clinicas_modernas", "/ia-veio-para-ajudar-secretarias-medicas"],
    );
  });

  it("marks every other link external, on https, once", () => {
    const links = allHubLinks();
    for (const link of links) {
      if (link.type === "external") expect(link.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      else expect(link.url.startsWith("/")).toBe(true);
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
    expect(profileRecommendations.map((p) => p.profile)).toEqual(["Consultório particular", "Hospital ou clínica", "Estudante ou residente", "Pesquisador"]);
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
