import { describe, expect, it } from "vitest";
import { contactHeading, contactVariantFor, contactVariantForSearch, contactVariants, defaultContactVariant } from "./contact-variants";
import { simulationContactVariants } from "./contact-variants";
import { simulationSources } from "./simulator-sources";

describe("contact variants", () => {
  it("has the spec's 13 presets plus the no-show calculator's, with distinct sources", () => {
    expect(contactVariants).toHaveLength(14);
    const sources = contactVariants.flatMap((v) => v.sources);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it("gives the default for a missing or unknown source", () => {
    expect(contactVariantFor(undefined)).toBe(defaultContactVariant);
    expect(contactVariantFor("")).toBe(defaultContactVariant);
    expect(contactVariantFor("<script>alert(1)</script>")).toBe(defaultContactVariant);
    expect(contactVariantForSearch("?utm_source=google")).toBe(defaultContactVariant);
    expect(defaultContactVariant.heading).toMatch(/agenda/);
    expect(defaultContactVariant.formTitle).toBe("Conheça o produto");
  });

  it.each([
    ["Conheça o produto", "Conheça o produto"],
    ["Domine todas as funcionalidades", "Quero conhecer todas as funcionalidades"],
    ["Tenha essas funcionalidades exclusivas", "Quero conhecer esses recursos"],
    ["Fale com um especialista", "Falar com um especialista"],
    ["Conquiste resultados extraordinários", "Quero ver como funciona na minha clínica"],
    ["demo", "Solicite sua demonstração gratuita"],
    ["teste-gratis", "Quero uma demonstração gratuita"],
    ["desconto", "Quero receber uma proposta"],
    ["calculadora-de-faltas", "Falar com um especialista sobre as faltas"],
  ])("matches the source %j", (source, formTitle) => {
    expect(contactVariantFor(source).formTitle).toBe(formTitle);
  });

  it("the 'free test' campaign says what is free and what is refunded (no free period exists)", () => {
    const variant = contactVariantFor("experimente-gratuitamente-agora");
    expect(variant.subtitle).toMatch(/demonstração gratuita/);
    expect(variant.subtitle).toMatch(/pago antecipadamente/);
    expect(variant.subtitle).toMatch(/reembolso integral em até \d+ dias corridos/);
    expect(variant.formTitle).not.toMatch(/teste/i);
  });

  it("gives the no-show variant a link to the no-show calculator, and no other variant a link", () => {
    expect(contactVariantFor("reduzir-faltas").link).toEqual({
      to: "/calculadora-de-faltas",
      text: "Antes de conversar, estime quanto as faltas custam à sua clínica",
    });
    expect(contactVariants.filter((v) => "link" in v)).toHaveLength(1);
    expect(contactHeading(contactVariantFor("calculadora-de-faltas").heading)).toBe(
      "Fale com um especialista em IA sobre as faltas da sua clínica",
    );
  });

  it("ignores case, accents and separators", () => {
    const expected = contactVariantFor("Conquiste resultados extraordinários");
    expect(contactVariantFor("CONQUISTE-resultados_extraordinarios")).toBe(expected);
    expect(contactVariantForSearch("?source=Fale+com+um+especialista&source=demo").formTitle).toBe("Falar com um especialista");
  });

  it("appends ' com IA' unless the heading already says 'em IA'", () => {
    expect(contactHeading("Automatize a agenda da sua clínica")).toBe("Automatize a agenda da sua clínica com IA");
    expect(contactHeading("Fale com um especialista em IA")).toBe("Fale com um especialista em IA");
    expect(contactHeading(contactVariantFor("especialista").heading)).toBe("Fale com um especialista em IA");
    for (const variant of [defaultContactVariant, ...contactVariants]) {
      const heading = contactHeading(variant.heading);
      expect(heading.endsWith(" com IA") || heading.includes("em IA")).toBe(true);
      expect(heading).not.toContain("com IA com IA");
    }
  });
});

describe("contact variants of the simulated conversations", () => {
  it("gives each conversation's source a heading of its own, apart from the 13 presets", () => {
    const sources = Object.values(simulationSources);
    expect(simulationContactVariants.map((v) => v.sources[0])).toEqual(sources);
    const all = [...contactVariants, ...simulationContactVariants];
    expect(new Set(all.flatMap((v) => v.sources)).size).toBe(all.flatMap((v) => v.sources).length);
    expect(new Set(all.map((v) => v.heading)).size).toBe(all.length);
    for (const [i, source] of sources.entries()) {
      expect(contactVariantFor(source)).toBe(simulationContactVariants[i]);
      expect(contactVariantForSearch(`?source=${source}&utm_source=google`)).toBe(simulationContactVariants[i]);
    }
    expect(contactHeading(contactVariantFor("simulacao-lembrete").heading)).toBe("Confirme e remarque consultas na véspera com IA");
  });
});
