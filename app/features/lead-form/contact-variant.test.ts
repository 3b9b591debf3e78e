// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { applyContactVariant, variantForSearch } from "./contact-variant";

const prerendered = `<h1><span data-contact-heading="">Automatize a agenda da sua clínica com IA</span></h1><div><span data-contact-lead="">Padrão</span></div><p data-contact-link hidden><a></a></p>`;
const heading = () => document.querySelector("[data-contact-heading]")?.textContent;
const lead = () => document.querySelector("[data-contact-lead]")?.textContent;

beforeEach(() => {
  document.body.innerHTML = prerendered;
});

describe("contact variant (/contato?source=)", () => {
  it("needs no variants table without a source", async () => {
    expect(await variantForSearch("")).toBeNull();
    expect(await variantForSearch("?utm_source=google&source=")).toBeNull();
    expect((await variantForSearch("?source=demonstracao"))?.formTitle).toBe("Solicite sua demonstração gratuita");
  });

  it("leaves the prerendered default alone without a source", async () => {
    await applyContactVariant(document, "?utm_source=google");
    expect(heading()).toBe("Automatize a agenda da sua clínica com IA");
    expect(lead()).toBe("Padrão");
  });

  it("writes the variant's h1 (with ' com IA') and lead", async () => {
    await applyContactVariant(document, "?utm_source=x&source=demonstracao");
    expect(heading()).toBe("Veja uma demonstração do atendimento com IA");
    expect(lead()).toMatch(/^Em uma conversa rápida/);
    await applyContactVariant(document, "?source=Fale+com+um+especialista");
    expect(heading()).toBe("Fale com um especialista em IA");
  });

  it("shows the no-show variant's link to the calculator, carrying the visitor's query; other variants keep it hidden", async () => {
    const slot = document.querySelector<HTMLElement>("[data-contact-link]")!;
    await applyContactVariant(document, "?source=demonstracao");
    expect(slot.hidden).toBe(true);
    await applyContactVariant(document, "?utm_source=google&source=reduzir-faltas");
    expect(slot.hidden).toBe(false);
    expect(slot.querySelector("a")?.textContent).toBe("Antes de conversar, estime quanto as faltas custam à sua clínica");
    expect(slot.querySelector("a")?.getAttribute("href")).toBe("/calculadora-de-faltas?utm_source=google&source=reduzir-faltas");
  });

  it("an unknown source gives the default variant", async () => {
    await applyContactVariant(document, "?source=nao-existe");
    expect(heading()).toBe("Automatize a agenda da sua clínica com IA");
    expect(lead()).toMatch(/^Deixe a secretária virtual/);
  });
});
