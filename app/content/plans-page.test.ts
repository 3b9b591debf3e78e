import { describe, expect, it } from "vitest";
import { planCatalogue } from "~/lib/json-ld/plan-catalogue";
import { site } from "~/site";
import { signupUrl } from "~/features/plans/format";
import { planLimits } from "~/features/plans/plan-card";
import { plansHead } from "~/sections/plans/plans-meta";
import { addOns, allFeatures, featureDetails, plans } from "./plans";

const byNameFeatures = (name: string): string[] => [...(plans.find((p) => p.name === name)?.features ?? [])];
import { plansFaq } from "./plans-faq";

describe("the plans page's head (sections/plans/plans-meta)", () => {
  const entries = plansHead().meta as Array<Record<string, unknown>>;
  const pick = (key: string, value: string, field: string) => entries.find((e) => e[key] === value)?.[field] as string | undefined;
  const jsonLd = entries.filter((e) => "script:ld+json" in e).map((e) => e["script:ld+json"] as Record<string, unknown>);

  it("has a title and a description of 50 to 160 characters", () => {
    expect(entries.find((e) => "title" in e)?.title).toMatch(/\| Atendra$/);
    const description = pick("name", "description", "content") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("has its canonical address and breadcrumb JSON-LD", () => {
    expect(pick("rel", "canonical", "href")).toBe(`${site.siteUrl}/planos-precos`);
    expect(jsonLd.some((node) => node["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("publishes its FAQ and the plan offers in BRL", () => {
    const faq = jsonLd.find((n) => n["@type"] === "FAQPage") as { mainEntity: Array<{ name: string }> };
    expect(faq.mainEntity.map((q) => q.name)).toEqual(plansFaq.map((q) => q.question));
    const catalogue = planCatalogue("x", "y", "/planos-precos", plans).hasOfferCatalog as {
      itemListElement: Array<{ price: number; priceCurrency: string; acceptedPaymentMethod: string[] }>;
    };
    expect(catalogue.itemListElement.map((o) => [o.price, o.priceCurrency])).toEqual(plans.map((p) => [p.monthlyPrice, "BRL"]));
    // The means of payment the FAQ names, spelled as the FAQ spells them.
    for (const offer of catalogue.itemListElement)
      expect(offer.acceptedPaymentMethod).toEqual(expect.arrayContaining(["Pix", "Boleto bancário"]));
  });
});

describe("plans, as the specification's plans table sets them", () => {
  // name, price, interactions, extra, users, agendas, contact lists (the spec's CRMs), instances, popular
  const table = [
    ["Básico", 199, 2000, 0.1, 2, 2, 2, 1, false],
    ["Avançado", 299, 4000, 0.08, 5, 5, 5, 1, true],
    ["Profissional", 599, 10000, 0.06, "ilimitados", "ilimitados", "ilimitados", 1, false],
    ["Premium", 999, 20000, 0.05, "ilimitados", "ilimitados", "ilimitados", 2, false],
    ["Enterprise", 1199, 30000, 0.04, "ilimitados", "ilimitados", "ilimitados", 2, false],
  ];

  it("match the specification's table", () => {
    expect(
      plans.map((p) => [
        p.name,
        p.monthlyPrice,
        p.includedInteractions,
        p.extraInteractionPrice,
        p.users,
        p.agendas,
        p.crms,
        p.whatsappInstances,
        p.popular,
      ]),
    ).toEqual(table);
  });

  it("carry the extra features of Profissional, Premium and Enterprise and no limitations", () => {
    const byName = Object.fromEntries(plans.map((p) => [p.name, p]));
    expect(byName["Básico"]!.features).toEqual([]);
    expect(byName["Avançado"]!.features).toEqual([]);
    expect(byName["Profissional"]!.features).toEqual([
      "Prompt dinâmico",
      "Galeria de mídias",
      "Envio de mídias",
      "Formulários web com UTM",
    ]);
    expect(byName["Premium"]!.features).toEqual(["Suporte prioritário"]);
    expect(byName["Enterprise"]!.features).toEqual(["Personalização completa", "API dedicada", "Consultoria"]);
    expect(allFeatures(byName["Enterprise"]!)).toHaveLength(8);
    for (const plan of plans) expect(plan.limitations).toEqual([]);
  });

  it('describe users, agendas and contact lists on the cards, never as "CRMs" (a word doctors read as their council)', () => {
    expect(planLimits(plans[0])).toContain("2 usuários");
    expect(planLimits(plans[0])).toContain("2 listas de contatos");
    expect(planLimits(plans[4])).toContain("Usuários, agendas e listas de contatos ilimitados");
    expect(plans.flatMap((p) => planLimits(p)).join(" ")).not.toMatch(/CRM/);
    const mixed = { ...plans[4], users: 3 } as const;
    expect(planLimits(mixed)).toEqual(expect.arrayContaining(["3 usuários", "Agendas ilimitadas", "Listas de contatos ilimitadas"]));
    expect(planLimits(plans[3])).toContain("2 instâncias de WhatsApp");
  });

  it("explain the jargon features in one line each, and only those whose scope is written down", () => {
    expect(Object.keys(featureDetails)).toEqual(byNameFeatures("Profissional"));
    for (const feature of ["Suporte prioritário", "Personalização completa", "API dedicada", "Consultoria"]) {
      expect(featureDetails[feature]).toBeUndefined();
    }
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
    for (const fact of [
      "30 dias corridos",
      "7 dias",
      "30 dias seguintes",
      "índice de inflação",
      "próximo ciclo de cobrança",
      "Pix",
      "72 horas",
      "das 8h às 18h",
      "Belo Horizonte",
    ]) {
      expect(answers).toContain(fact);
    }
  });
});
