// @vitest-environment node
import { getContainerRenderer as mdxRenderer } from "@astrojs/mdx";
import { getContainerRenderer as reactRenderer } from "@astrojs/react";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as claimsModule from "./claims";

/** A register with every figure changed: whatever the pages show must follow it. */
const changed = {
  setupHours: 71,
  integrationSetupHours: 47,
  refundDays: 31,
  legalWithdrawalDays: 8,
  billingCycleDays: 29,
  results: { bookingsGrowthPercent: 66, bookingsGrowthMonths: 3, bookingTimeCutPercent: 81, noShowFromPercent: 26, noShowToPercent: 6 },
  market: { doctorsThousands: 401, dentistsThousands: 281, withoutAiPercent: 96 },
  rating: { value: 4.7, best: 5, count: 128, source: "fonte de teste", published: true },
  privacy: { responseDays: 14, accountDataDeletionDays: 89 },
  priceAdjustment: { index: "INPC", indexName: "Índice Nacional de Preços ao Consumidor (INPC), do IBGE" },
};

async function withChangedClaims(register: typeof changed = changed) {
  vi.resetModules();
  const actual = await vi.importActual<typeof claimsModule>("./claims");
  vi.doMock("./claims", () => ({ ...actual, claims: register, ratingLabel: "4,7" }));
  return {
    home: await import("./home"),
    benefits: await import("./contact-benefits"),
    variants: await import("./contact-variants"),
    integration: await import("./integration"),
    integrationDetails: await import("./integration-details"),
    partners: await import("./partners"),
    plansFaq: await import("./plans-faq"),
    software: await import("~/lib/json-ld/software"),
    terms: await import("./legal/termos-de-uso.mdx"),
  };
}

afterEach(() => {
  vi.doUnmock("./claims");
  vi.resetModules();
});

describe("changing a figure in the register changes every text that shows it", () => {
  // Importing every content module again takes seconds on a busy machine: a time limit that never decides the result.
  it("content modules", async () => {
    const m = await withChangedClaims();
    const text = JSON.stringify([
      m.home.homeHero,
      m.home.testimonials,
      m.home.homeFaq,
      m.home.automationFeatures.map((f) => f.title),
      m.home.exclusiveFeatures.map((f) => f.description),
      m.benefits.contactBenefits.map((b) => ({ title: b.title, description: b.description, detail: b.detail })),
      m.variants,
      { value: m.integrationDetails.integrationSetupFigure.value, label: m.integrationDetails.integrationSetupFigure.label },
      m.integration.integrationFaq,
      m.partners.marketFigures,
      m.plansFaq.plansFaq,
    ]);
    // No page promises "24 horas" or "tempo real" any more; the register no longer holds them.
    for (const expected of [
      "menos de 71 horas após a confirmação do pagamento e o envio das informações da clínica",
      "até 31 dias",
      "31 dias corridos",
      "prazo legal de 8 dias",
      "Em 3 meses",
      "cresceram 66%",
      "caiu 81%",
      "de 26% para 6%",
      "< 47 h",
      "menos de 47 horas",
      "Mais de 401 mil",
      "Mais de 281 mil",
      "96%",
      "o INPC",
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const stale of ["72 horas", "48 horas", "30 dias corridos", "65%", "80%", "400 mil", "95%", "tempo real"]) {
      expect(text, stale).not.toContain(stale);
    }
  }, 120_000);

  it("the rating: in the JSON-LD and the hero only once published", async () => {
    const published = await withChangedClaims();
    expect(published.software.softwareApplication().aggregateRating).toMatchObject({ ratingValue: 4.7, ratingCount: 128 });
    expect(published.home.ratingText).toBe("Nota média 4,7 de 5 em 128 avaliações (fonte de teste)");
    const held = await withChangedClaims({ ...changed, rating: { ...changed.rating, published: false } });
    expect(held.software.softwareApplication()).not.toHaveProperty("aggregateRating");
    expect(held.home.ratingText).toBeUndefined();
  });

  it("the terms of use", async () => {
    const m = await withChangedClaims();
    // The terms as the build renders them (legal collection, MDX through Astro).
    const container = await AstroContainer.create({ renderers: await loadRenderers([mdxRenderer(), reactRenderer()]) });
    const text = (await container.renderToString(m.terms.default)).replace(/<[^>]+>/g, "");
    expect(text).toContain("até 31 dias corridos");
    expect(text).toContain("arrependimento de 8 dias");
    expect(text).toContain("Índice Nacional de Preços ao Consumidor (INPC), do IBGE");
    expect(text).toContain("cobre os 29 dias seguintes");
    expect(text).toContain("vale por 29 dias a partir da compra");
    expect(text).toContain("removidos em até 89 dias após a confirmação do pedido");
    // The register holds no availability promise: none may come back.
    expect(text).toContain("inclusive fora do horário da clínica (sujeito à seção 16)");
    expect(text).not.toContain("o dia inteiro");
  });
});

describe("testimonials", () => {
  it("while any is illustrative, the section says so above the cards, and no doctor or dentist endorses the product", async () => {
    vi.resetModules();
    const { homeSections, testimonials, testimonialsCopy } = await import("./home");
    expect(testimonials.every((t) => t.status === "illustrative")).toBe(true);
    expect(testimonialsCopy().note).toMatch(/^Exemplos ilustrativos:/);
    expect(homeSections.testimonials.eyebrow).toBe("Exemplos de uso");
    expect(homeSections.testimonials.lead).toBe(testimonialsCopy().note);
    expect(testimonialsCopy().tag).toBe("Exemplo ilustrativo");
    // CFM 2.336/2023 art. 11, CFO-118/2012: no "Dr./Dra.", no medical or dental title among the people quoted.
    for (const t of testimonials) expect(t.author).not.toMatch(/\bDra?\.|dentista|médic|ortopedista|odontólog/i);
    expect(testimonialsCopy().title).not.toMatch(/já atendem/);
    const authorized = testimonials.map((t) => ({ ...t, status: "authorized" as const }));
    expect(testimonialsCopy(authorized).note).toMatch(/publicados com autorização/);
    expect(testimonialsCopy(authorized).eyebrow).toBe("Depoimentos");
    expect(testimonialsCopy([...authorized.slice(1), { ...authorized[0]!, status: "illustrative" }]).note).toMatch(/ilustrativos/);
  });
});
