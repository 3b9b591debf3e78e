import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { META_CACHE_SECONDS, pageTitle, seo } from "./seo";

type Tag = Record<string, unknown>;

function find(tags: Tag[], key: string, value: string): Tag | undefined {
  return tags.find((t) => t[key] === value);
}

const base = {
  title: "Contato",
  description: "Fale com a equipe e veja a automação funcionando na sua clínica.",
  pagePath: "/contato",
  breadcrumbs: [
    { name: "Início", url: "/" },
    { name: "Contato", url: "/contato" },
  ],
};

describe("seo", () => {
  const tags = seo(base) as Tag[];

  it("sets the title with the product name and the description", () => {
    expect(find(tags, "title", `Contato | ${site.productName}`)).toBeDefined();
    expect(find(tags, "name", "description")?.content).toBe(base.description);
  });

  it("points the canonical link and og:url to the origin + path without .html or query", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.siteUrl}/contato`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.siteUrl}/contato`);
  });

  it("emits Open Graph and Twitter card tags with the 1200x630 share image", () => {
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.siteUrl}${site.shareImage.path}`);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "property", "og:locale")?.content).toBe("pt_BR");
  });

  it("adds the one-hour cache hint", () => {
    expect(META_CACHE_SECONDS).toBe(3600);
    expect(find(tags, "httpEquiv", "cache-control")?.content).toBe("public, max-age=3600");
  });

  it("always includes Organization JSON-LD and a BreadcrumbList when crumbs are given", () => {
    const ld = tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Tag);
    expect(ld.map((n) => n["@type"])).toEqual(["Organization", "BreadcrumbList"]);
    const crumbs = ld[1]?.itemListElement as Tag[];
    expect(crumbs.map((c) => c.item)).toEqual([`${site.siteUrl}/`, `${site.siteUrl}/contato`]);
    expect(crumbs.map((c) => c.position)).toEqual([1, 2]);
  });

  it("omits BreadcrumbList without crumbs (home) and appends extra JSON-LD", () => {
    const home = seo({ title: "x", description: "y", pagePath: "/", jsonLd: [{ "@type": "FAQPage" }] }) as Tag[];
    const types = home.filter((t) => "script:ld+json" in t).map((t) => (t["script:ld+json"] as Tag)["@type"]);
    expect(types).toEqual(["Organization", "FAQPage"]);
  });

  it("marks noindex pages", () => {
    const t = seo({ ...base, noindex: true }) as Tag[];
    expect(find(t, "name", "robots")?.content).toMatch(/^noindex/);
  });
});

describe("pageTitle", () => {
  it("keeps exact titles and titles that already name the product", () => {
    expect(pageTitle("Page Not Found", true)).toBe("Page Not Found");
    expect(pageTitle(`${site.productName} | Início`)).toBe(`${site.productName} | Início`);
  });
});

describe("share images", () => {
  it("gives an article its own 1200x630 share image, named after its path, with its title as alt text", () => {
    const article = seo({ ...base, title: "Guia: prompts", pagePath: "/conteudo/prompts-mais-eficientes", ogType: "article" }) as Tag[];
    const image = `${site.siteUrl}/og/prompts-mais-eficientes.png`;
    expect(find(article, "property", "og:image")?.content).toBe(image);
    expect(find(article, "name", "twitter:image")?.content).toBe(image);
    expect(find(article, "property", "og:image:width")?.content).toBe("1200");
    expect(find(article, "property", "og:image:height")?.content).toBe("630");
    expect(find(article, "property", "og:image:alt")?.content).toBe("Guia: prompts");
    const page = seo(base) as Tag[];
    expect(find(page, "property", "og:image")?.content).toBe(`${site.siteUrl}${site.shareImage.path}`);
  });

  it("gives a page the image the build drew for it (a specialty's), as a website, with the given alt text", () => {
    const tags = seo({
      ...base,
      pagePath: "/especialidades/odontologia",
      image: { path: "/og/especialidades/odontologia.png", alt: "Dentistas" },
    }) as Tag[];
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.siteUrl}/og/especialidades/odontologia.png`);
    expect(find(tags, "name", "twitter:image")?.content).toBe(`${site.siteUrl}/og/especialidades/odontologia.png`);
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Dentistas");
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:type")?.content).toBe("website");
  });
});
