import { describe, expect, it } from "vitest";
import { stripHtmlSuffix } from "./lib/html-suffix";
import { pageRoutes, robotsLines, sitemapPaths, sitemapXml } from "./route-table";
import { demoVideoPath, site, slugify } from "./site";

const specPaths = [
  "/",
  "/contato",
  "/planos-precos",
  "/termos-de-uso",
  "/exclusao-dados",
  "/aviso-privacidade",
  "/parceiros",
  "/conteudo",
  "/integracao",
];

describe("route table", () => {
  it("has every fixed page of the specification and the demo video page (guides and articles: content/articles)", () => {
    const paths = pageRoutes.map((r) => r.path);
    for (const path of specPaths) expect(paths).toContain(path);
    expect(paths).toContain(`/${site.productSlug}-video-demo`);
  });

  it("has the security and LGPD page, indexed and in the sitemap", () => {
    expect(pageRoutes).toContainEqual({ path: "/seguranca-e-lgpd", indexable: true });
    expect(sitemapPaths([])).toContain("/seguranca-e-lgpd");
  });

  it("has no duplicate paths and no parameters", () => {
    const paths = pageRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).not.toMatch(/[:*]/);
  });

  it("lists the indexable pages and the pieces in the sitemap, and keeps the thank-you pages and the component page out", () => {
    const paths = sitemapPaths(["/conteudo/novo"]);
    expect(paths).toContain("/conteudo");
    expect(paths.at(-1)).toBe("/conteudo/novo");
    expect(paths).not.toContain("/obrigado");
    expect(paths).not.toContain("/sistema-de-design");
    const xml = sitemapXml("https://x.com.br", paths);
    expect(xml).toContain("<url><loc>https://x.com.br/conteudo/novo</loc></url>");
    expect(xml.match(/<url>/g)).toHaveLength(paths.length);
    expect(robotsLines("https://x.com.br")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /obrigado",
      "Disallow: /obrigado-integracao",
      "Disallow: /sistema-de-design",
      "",
      "Sitemap: https://x.com.br/sitemap.xml",
      "",
    ]);
  });

  it("lists the specialty pages after the fixed pages and before the pieces, with their index", () => {
    const paths = sitemapPaths(["/conteudo/novo"], ["/especialidades/odontologia"]);
    expect(paths).toContain("/especialidades");
    expect(paths.indexOf("/especialidades/odontologia")).toBe(paths.length - 2);
    expect(paths.at(-1)).toBe("/conteudo/novo");
  });

  it("builds the demo-video path from the product name", () => {
    expect(demoVideoPath).toBe(`/${slugify(site.productName)}-video-demo`);
    expect(slugify("Clínica São João")).toBe("clinica-sao-joao");
  });
});

describe("stripHtmlSuffix", () => {
  it.each([
    ["/contato.html", "/contato"],
    ["/index.html", "/"],
    ["/conteudo/llms-para-saude.html", "/conteudo/llms-para-saude"],
    ["/contato/index.html", "/contato"],
    ["/contato", "/contato"],
    ["/contato.html.html", "/contato.html"],
  ])("%s -> %s", (input, output) => {
    expect(stripHtmlSuffix(input)).toBe(output);
  });
});
