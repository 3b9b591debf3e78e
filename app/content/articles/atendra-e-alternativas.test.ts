import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getContainerRenderer as mdxRenderer } from "@astrojs/mdx";
import { getContainerRenderer as reactRenderer } from "@astrojs/react";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { describe, expect, it } from "vitest";
import { articleImagePath } from "~/content/article-image";
import { alternatives, comparisonCaption, comparisonRows } from "~/content/alternatives";
import { articleSchema } from "~/content/frontmatter-schemas";
import { textOfHtml } from "~/lib/reading-time";
import { sitemapPaths } from "~/route-table";
import type { TocEntry } from "~/content/types";
import { site } from "~/site";
import { articleComponents, countedArticleComponents } from "~/article-components";
import { demoCall } from "~/content/ui-strings/sales-call";
import { frontmatterFields, pieceHeaders } from "./piece-headers";

const path = "/conteudo/atendra-e-alternativas";
// The MDX module as the build compiles it, with the table of contents it exports.
const article = Object.values(
  import.meta.glob<{ default: unknown; toc: readonly TocEntry[] }>("./atendra-e-alternativas.mdx", { eager: true }),
)[0]!;
const source = readFileSync(join(__dirname, "atendra-e-alternativas.mdx"), "utf8");
const container = await AstroContainer.create({ renderers: await loadRenderers([mdxRenderer(), reactRenderer()]) });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an MDX module's default export
const html = await container.renderToString(article.default as any, { props: { components: articleComponents } });
const text = textOfHtml(html);

describe("“Atendra e as alternativas” in the articles collection", () => {
  it("has frontmatter the collection's schema accepts, listed under patient care", () => {
    const data = articleSchema.parse(frontmatterFields(source));
    expect(data.title).toBe(`${site.productName} e as alternativas`);
    expect(data.category).toBe("atendimento");
    expect(data.dateModified >= data.datePublished).toBe(true);
  });

  it("is picked up by the collection at its address, with its share image and sitemap line", () => {
    expect(pieceHeaders().map((h) => h.path)).toContain(path);
    expect(articleImagePath(path)).toBe("/og/atendra-e-alternativas.png");
    expect(sitemapPaths(pieceHeaders().map((h) => h.path))).toContain(path);
  });
});

describe("its body", () => {
  it("renders the comparison once, as the matrix: its caption, a heading per point, an answer per alternative, one switch for the details, no script", () => {
    expect(html.match(/data-alternatives-matrix/g)).toHaveLength(1);
    expect(html).not.toContain("<table");
    expect(text).toContain(comparisonCaption);
    expect(html.match(/<h4[^>]*>/g)).toHaveLength(comparisonRows.length);
    // Every point's details, opened together by one switch of two radios (no per-point disclosure).
    expect(html.match(/data-point-details/g)).toHaveLength(comparisonRows.length);
    const matrix = /<section[^>]*data-alternatives-matrix[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(matrix).toContain(comparisonCaption);
    expect(matrix).not.toContain("<details");
    expect(html.match(/<input type="radio"/g)).toHaveLength(2);
    expect(html.match(/<dt[^>]*>/g)).toHaveLength(comparisonRows.length * alternatives.length);
    expect(html).not.toMatch(/astro-island|<script/);
  });

  it("has the table of contents it exports, the section on when it is not the best choice and the ten questions", () => {
    const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(article.toc.map((entry) => entry.id));
    expect(text).toContain(`Quando a ${site.productName} não é a melhor escolha`);
    const questions = /<h2 id="perguntas">[\s\S]*?<ol[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
    expect(questions.match(/<li[ >]/g)).toHaveLength(10);
    // Each question is a native disclosure's summary, its explanation under it; only the first is open.
    expect(questions.match(/<details[^>]*>\s*<summary/g)).toHaveLength(10);
    expect(questions.match(/<details[^>]* open/g)).toHaveLength(1);
    expect(questions.indexOf(" open")).toBeLessThan(questions.indexOf("</details>"));
    const summaries = [...questions.matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map((m) => textOfHtml(m[1]!).trim());
    expect(summaries[0]).toBe("Quem é o controlador e quem é o operador dos dados dos pacientes?");
    expect(summaries.at(-1)).toBe("O que acontece quando algo sai do ar, e quem dá suporte?");
    for (const summary of summaries) expect(summary).toMatch(/\?$/);
    // The explanations keep their words and links.
    expect(textOfHtml(questions)).toContain("Peça para ver a primeira mensagem que o paciente recebe.");
    expect(questions).toContain('href="/termos-de-uso"');
  });

  it("opens with a five-line summary and has one exit to the calculator where it talks about cost", () => {
    const summary = /<aside aria-labelledby="em-resumo"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? "";
    expect(textOfHtml(summary)).toContain("Em resumo");
    expect(summary.match(/<li>/g)).toHaveLength(5);
    expect(html.indexOf("<aside")).toBeLessThan(html.indexOf('<h2 id="cinco-formas"'));
    expect(html.match(/href="\/calculadora-de-faltas"/g)).toHaveLength(1);
    const cost = html.indexOf("<strong>Custo.</strong>");
    expect(cost).toBeGreaterThan(0);
    expect(html.indexOf('href="/calculadora-de-faltas"')).toBeGreaterThan(cost);
    expect(html.indexOf('href="/calculadora-de-faltas"')).toBeLessThan(html.indexOf('<h2 id="combinar"'));
  });

  it("ends 'Lado a lado' with one call card to a demonstration, with its own source, and the video", async () => {
    const card = /<aside[^>]*data-guide-call[\s\S]*?<\/aside>/.exec(html)?.[0] ?? "";
    expect(html.match(/data-guide-call/g)).toHaveLength(1);
    expect(card).toMatch(new RegExp(`href="/contato\\?source=guia"[^>]*>${demoCall}<`));
    expect(card).toContain('href="/atendra-video-demo"');
    expect(html.indexOf("data-guide-call")).toBeGreaterThan(html.indexOf("data-alternatives-matrix"));
    expect(html.indexOf("data-guide-call")).toBeLessThan(html.indexOf('<h2 id="combinar"'));
    // The matrix's icons, column labels and screen-reader words repeat its answers: the reading time counts each once.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an MDX module's default export
    const counted = await container.renderToString(article.default as any, { props: { components: countedArticleComponents } });
    expect(html).toContain("data-alternatives-matrix");
    expect(counted).not.toContain("data-alternatives-matrix");
    for (const row of comparisonRows) expect(counted).toContain(row.cells.atendra.detail.split(" ").slice(0, 4).join(" "));
    expect(counted).toContain("data-guide-call");
  });

  it("promises nothing the editorial review or the claims register rules out", () => {
    // No absolute availability, no real time, no exclusivity, no results figure, no urgency triage claimed.
    expect(text).not.toMatch(/24 ?h|24\/7|tempo real|exclusiv|\d\s*%|garantid|garantimos/i);
    expect(text).not.toMatch(/mensagens (fragmentadas|picadas)/);
    expect(text).toContain("várias mensagens seguidas");
  });
});
