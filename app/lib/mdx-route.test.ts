import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { mdxRoute } from "./mdx-route";

type Tag = Record<string, unknown>;

const frontmatter = {
  title: "Termos de uso",
  description: "As regras de contratação e de uso da plataforma, do cadastro ao cancelamento e ao suporte.",
  datePublished: "2026-01-10",
  dateModified: "2026-11-02",
};

describe("mdxRoute", () => {
  const page = mdxRoute({ frontmatter, path: "/termos-de-uso", crumb: "Termos de uso" });
  const tags = page.meta as Tag[];

  it("builds the trail home -> page", () => {
    expect(page.crumbs).toEqual([
      { name: "Início", url: "/" },
      { name: "Termos de uso", url: "/termos-de-uso" },
    ]);
  });

  it("takes title and description from the frontmatter and the canonical from the path", () => {
    expect(tags.find((t) => t.title !== undefined)?.title).toBe(`Termos de uso | ${site.productName}`);
    expect(tags.find((t) => t.name === "description")?.content).toBe(frontmatter.description);
    expect(tags.find((t) => t.rel === "canonical")?.href).toBe(`${site.siteUrl}/termos-de-uso`);
    expect(JSON.stringify(tags)).toContain('"@type":"BreadcrumbList"');
  });

  it("publishes no Article data for a page that is not a piece", () => {
    expect(tags.find((t) => t.property === "og:type")?.content).toBe("website");
    expect(JSON.stringify(tags)).not.toContain('"@type":"Article"');
  });
});

describe("mdxRoute for an article", () => {
  const page = mdxRoute({
    frontmatter,
    path: "/artigo",
    crumb: "Artigo",
    parent: { name: "Conteúdo", url: "/conteudo" },
    article: { author: "Equipe de Conteúdo", wordCount: 1001 },
    metaTitle: "Título curto",
  });
  const tags = page.meta as Tag[];

  it("puts the section between home and the page, and publishes Article data", () => {
    expect(page.crumbs.map((c) => c.url)).toEqual(["/", "/conteudo", "/artigo"]);
    expect(tags.find((t) => t.property === "og:type")?.content).toBe("article");
    expect(tags.find((t) => t.title !== undefined)?.title).toBe(`Título curto | ${site.productName}`);
    expect(JSON.stringify(tags)).toContain(`"headline":"${frontmatter.title}"`);
    expect(tags.find((t) => t.property === "og:image")?.content).toBe(`${site.siteUrl}/og/artigo.png`);
    expect(JSON.stringify(tags)).toContain('"wordCount":1001,"timeRequired":"PT6M"');
    expect(JSON.stringify(tags)).toContain('"name":"Equipe de Conteúdo"');
  });
});
