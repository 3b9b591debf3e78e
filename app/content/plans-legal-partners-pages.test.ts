// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { formatDateBR, parseFrontmatter } from "~/lib/frontmatter";
import { partnerProgramme } from "~/lib/json-ld/partner-programme";
import { planCatalogue } from "~/lib/json-ld/plan-catalogue";
import { site } from "~/site";
import { mdxComponents } from "~/ui/legal-page";
import { extractHeadings } from "~/ui/table-of-contents";
import { signupUrl } from "~/features/plans/format";
import { planLimits } from "~/features/plans/plan-card";
import { DELETION_SUBJECT, deletionMailto } from "./legal/deletion-request";
import Privacy, { frontmatter as privacyFm } from "./legal/aviso-privacidade.mdx";
import Deletion, { frontmatter as deletionFm } from "./legal/exclusao-dados.mdx";
import Terms, { frontmatter as termsFm } from "./legal/termos-de-uso.mdx";
import { marketFigures, partnerKinds, partnerModalities, partnerSteps } from "./partners";
import { addOns, allFeatures, plans } from "./plans";
import { plansFaq } from "./plans-faq";
import * as plansRoute from "~/routes/planos-precos";
import * as termsRoute from "~/routes/termos-de-uso";
import * as deletionRoute from "~/routes/exclusao-dados";
import * as privacyRoute from "~/routes/aviso-privacidade";
import * as partnersRoute from "~/routes/parceiros";

type MetaEntry = Record<string, unknown>;
const routes = { "/planos-precos": plansRoute, "/termos-de-uso": termsRoute, "/exclusao-dados": deletionRoute, "/aviso-privacidade": privacyRoute, "/parceiros": partnersRoute };

function metaOf(route: { meta: (...args: never[]) => unknown }): MetaEntry[] {
  return route.meta(...([{}] as never[])) as MetaEntry[];
}
const pick = (entries: MetaEntry[], key: string, value: string, field: string) =>
  entries.find((e) => e[key] === value)?.[field] as string | undefined;

describe("page metadata of /planos-precos, legal pages and /parceiros", () => {
  const pages = Object.entries(routes).map(([path, route]) => {
    const entries = metaOf(route);
    return {
      path,
      title: entries.find((e) => "title" in e)?.title as string,
      description: pick(entries, "name", "description", "content") ?? "",
      canonical: pick(entries, "rel", "canonical", "href"),
      jsonLd: entries.filter((e) => "script:ld+json" in e).map((e) => e["script:ld+json"] as MetaEntry),
    };
  });

  it.each(pages)("$path has a title and a description of 50 to 160 characters", ({ title, description }) => {
    expect(title).toMatch(/\| Atendra$/);
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("titles and descriptions are unique", () => {
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
  });

  it.each(pages)("$path has its canonical address and breadcrumb JSON-LD", ({ path, canonical, jsonLd }) => {
    expect(canonical).toBe(`${site.siteUrl}${path}`);
    expect(jsonLd.some((node) => node["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("the plans page publishes its FAQ and the plan offers in BRL", () => {
    const jsonLd = pages.find((p) => p.path === "/planos-precos")!.jsonLd;
    const faq = jsonLd.find((n) => n["@type"] === "FAQPage") as { mainEntity: Array<{ name: string }> };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(plansFaq.map((q) => q.question));
    const catalogue = planCatalogue("x", "y", "/planos-precos", plans).hasOfferCatalog as {
      itemListElement: Array<{ price: number; priceCurrency: string }>;
    };
    expect(catalogue.itemListElement.map((o) => [o.price, o.priceCurrency])).toEqual(plans.map((p) => [p.monthlyPrice, "BRL"]));
  });

  it("the partners page lists the three partner kinds", () => {
    const list = partnerProgramme("/parceiros", partnerKinds) as { itemListElement: Array<{ item: { name: string } }> };
    expect(list.itemListElement.map((i) => i.item.name)).toEqual([
      "Integradores certificados",
      "Revendedores autorizados",
      "Consultores especialistas",
    ]);
  });
});

describe("legal texts (MDX)", () => {
  const docs = [
    { file: "termos-de-uso.mdx", raw: termsFm, Content: Terms, minSections: 15 },
    { file: "exclusao-dados.mdx", raw: deletionFm, Content: Deletion, minSections: 4 },
    { file: "aviso-privacidade.mdx", raw: privacyFm, Content: Privacy, minSections: 10 },
  ];

  it.each(docs)("$file has valid frontmatter: version 01, published and updated 08/04/2025", ({ file, raw }) => {
    const fm = parseFrontmatter(raw, file);
    expect(fm.version).toBe("01");
    expect(formatDateBR(fm.datePublished)).toBe("08/04/2025");
    expect(formatDateBR(fm.dateModified)).toBe("08/04/2025");
  });

  it.each(docs)("$file: the table of contents matches the rendered h2 ids", ({ Content, minSections }) => {
    const toc = extractHeadings(Content);
    const { container } = render(createElement(MemoryRouter, null, createElement(Content, { components: mdxComponents })));
    const rendered = [...container.querySelectorAll("h2")].map((h) => ({ id: h.id, text: h.textContent?.trim() }));
    expect(toc).toEqual(rendered);
    expect(toc.length).toBeGreaterThanOrEqual(minSections);
    expect(new Set(toc.map((h) => h.id)).size).toBe(toc.length);
  });

  it("the texts use the company e-mail addresses and no placeholders", () => {
    const { container } = render(
      createElement(MemoryRouter, null, ...docs.map(({ Content, file }) => createElement(Content, { key: file, components: mdxComponents }))),
    );
    const text = container.textContent ?? "";
    expect(text).not.toMatch(/lorem|ipsum|em breve/i);
    expect(text).not.toMatch(/\bTODO\b|XXX|\[[^\]]*\]|undefined/);
    const mailtos = [...container.querySelectorAll('a[href^="mailto:"]')].map((a) => a.getAttribute("href")!.slice(7));
    const known: string[] = Object.values(site.company).filter((v) => v.includes("@"));
    expect(mailtos.length).toBeGreaterThan(5);
    for (const address of mailtos) expect(known).toContain(address);
  });

  it("the deletion mailto carries the exact subject and never a password", () => {
    const href = deletionMailto();
    expect(href.startsWith(`mailto:${site.company.privacyEmail}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe(DELETION_SUBJECT);
    expect(DELETION_SUBJECT).toBe("EXCLUSÃO DE DADOS");
    expect(params.get("body")).toMatch(/Nome completo: \nE-mail cadastrado: \nSenha: \n/);
    expect(href).not.toContain("+");
  });
});

describe("plans (spec section 9)", () => {
  // name, price, interactions, extra, users, agendas, CRMs, instances, popular
  const table = [
    ["Básico", 199, 2000, 0.1, 2, 2, 2, 1, false],
    ["Avançado", 299, 4000, 0.08, 5, 5, 5, 1, true],
    ["Profissional", 599, 10000, 0.06, "ilimitados", "ilimitados", "ilimitados", 1, false],
    ["Premium", 999, 20000, 0.05, "ilimitados", "ilimitados", "ilimitados", 2, false],
    ["Enterprise", 1199, 30000, 0.04, "ilimitados", "ilimitados", "ilimitados", 2, false],
  ];

  it("match the specification's table", () => {
    expect(
      plans.map((p) => [p.name, p.monthlyPrice, p.includedInteractions, p.extraInteractionPrice, p.users, p.agendas, p.crms, p.whatsappInstances, p.popular]),
    ).toEqual(table);
  });

  it("carry the extra features of Profissional, Premium and Enterprise and no limitations", () => {
    const byName = Object.fromEntries(plans.map((p) => [p.name, p]));
    expect(byName["Básico"]!.features).toEqual([]);
    expect(byName["Avançado"]!.features).toEqual([]);
    expect(byName["Profissional"]!.features).toEqual(["Prompt dinâmico", "Galeria de mídias", "Envio de mídias", "Formulários web com UTM"]);
    expect(byName["Premium"]!.features).toEqual(["Suporte prioritário"]);
    expect(byName["Enterprise"]!.features).toEqual(["Personalização completa", "API dedicada", "Consultoria"]);
    expect(allFeatures(byName["Enterprise"]!)).toHaveLength(8);
    for (const plan of plans) expect(plan.limitations).toEqual([]);
  });

  it("describe users, agendas and CRMs on the cards", () => {
    expect(planLimits(plans[0])).toContain("2 usuários");
    expect(planLimits(plans[4])).toContain("Usuários, agendas e CRMs ilimitados");
    expect(planLimits(plans[3])).toContain("2 instâncias de WhatsApp");
  });

  it("have the add-ons of the specification", () => {
    expect(addOns.map((a) => [a.name, a.price])).toEqual([
      ["Pacote de 5.000 interações extras", 199],
      ["Instância extra de WhatsApp", 99],
    ]);
  });

  it("send the plan name to the sign-up page", () => {
    expect(signupUrl(site.urls.signup, "Avançado")).toBe(`${site.urls.signup}?plano=Avan%C3%A7ado`);
  });

  it("answer the seven FAQ questions with the specification's facts", () => {
    expect(plansFaq).toHaveLength(7);
    const answers = plansFaq.map((q) => q.answer).join(" ");
    for (const fact of ["30 dias corridos", "7 dias", "30 dias seguintes", "índice de inflação", "próximo ciclo de cobrança", "PIX", "72 horas", "das 8h às 18h", "Belo Horizonte"]) {
      expect(answers).toContain(fact);
    }
  });
});

describe("partners", () => {
  it("has two modalities, four steps and the specification's market figures", () => {
    expect(partnerModalities.map((m) => m.name)).toEqual(["Parceiro comercial", "Consultor especialista"]);
    expect(partnerSteps.map((s) => s.title)).toEqual(["Contato por e-mail", "Reunião de alinhamento", "Treinamento", "Certificação"]);
    expect(marketFigures.map((f) => f.value)).toEqual(["400 mil+", "280 mil+", "95%"]);
  });
});
