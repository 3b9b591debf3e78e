import { describe, expect, it } from "vitest";
import { stripHtmlSuffix } from "./lib/html-suffix";
import { isPagePath, pageRoutes } from "./route-table";
import routes from "./routes";
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
  "/conteudo/llms-para-saude",
  "/conteudo/prompts-mais-eficientes",
  "/ia-veio-para-ajudar-secretarias-medicas",
  "/gestao_clinicas_modernas",
];

describe("route table", () => {
  it("has every route of the specification and the demo video page", () => {
    const paths = pageRoutes.map((r) => r.path);
    for (const path of specPaths) expect(paths).toContain(path);
    expect(paths).toContain(`/${site.productSlug}-video-demo`);
  });

  it("has no duplicate paths and no parameters", () => {
    const paths = pageRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).not.toMatch(/[:*]/);
  });

  it("ends with a catch-all for the not-found page", () => {
    const last = routes[routes.length - 1];
    expect(last?.path).toBe("*");
    expect(last?.file).toBe("routes/not-found.tsx");
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

  it("never turns a doubled suffix into a page", () => {
    expect(isPagePath(stripHtmlSuffix("/contato.html.html"))).toBe(false);
    expect(isPagePath(stripHtmlSuffix("/contato.html"))).toBe(true);
  });
});
