import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { crumbTrail, homeCrumb, pageHead } from "./page-head";

type Tag = Record<string, unknown>;
const copy = { title: "Planos", description: "Os planos e preços da plataforma.", path: "/planos-precos", crumb: "Planos e preços" };

describe("pageHead", () => {
  it("starts the trail at home and ends it at the page, with the section between when given", () => {
    expect(crumbTrail({ name: "A", url: "/a" })).toEqual([homeCrumb, { name: "A", url: "/a" }]);
    const parent = { name: "Integração", url: "/integracao" };
    expect(pageHead({ ...copy, crumb: "Obrigado" }, { parent }).crumbs).toEqual([
      { name: "Início", url: "/" },
      parent,
      { name: "Obrigado", url: "/planos-precos" },
    ]);
  });

  it("builds the head from the page's copy, with the trail as BreadcrumbList", () => {
    const { crumbs, meta } = pageHead(copy, { noindex: true });
    const tags = meta as Tag[];
    expect(crumbs.map((c) => c.name)).toEqual(["Início", "Planos e preços"]);
    expect(tags.find((t) => "title" in t)?.title).toBe(`Planos | ${site.productName}`);
    expect(tags.find((t) => t.rel === "canonical")?.href).toBe(`${site.siteUrl}/planos-precos`);
    expect(tags.find((t) => t.name === "robots")?.content).toBe("noindex, follow");
    expect(JSON.stringify(tags)).toContain('"@type":"BreadcrumbList"');
  });

  it("gives a page without a crumb no trail and no BreadcrumbList", () => {
    const { crumbs, meta } = pageHead({ title: "Início", description: "A página inicial.", path: "/" });
    expect(crumbs).toEqual([]);
    expect(JSON.stringify(meta)).not.toContain("BreadcrumbList");
  });
});
