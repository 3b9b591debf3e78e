import { describe, expect, it } from "vitest";
import { whatsappNumber } from "~/site";
import { openingMessage, pageName, whatsappUrl } from "./whatsapp-url";

describe("whatsappUrl", () => {
  it("opens a chat with the number and the opening message, encoded", () => {
    const url = whatsappUrl("5531999999999", "Contato", "Atendra");
    expect(url).toBe(
      "https://wa.me/5531999999999?text=Ol%C3%A1!%20Vim%20pela%20p%C3%A1gina%20%E2%80%9CContato%E2%80%9D%20do%20site%20da%20Atendra%20e%20gostaria%20de%20saber%20mais.",
    );
    expect(new URL(url).searchParams.get("text")).toBe("Olá! Vim pela página “Contato” do site da Atendra e gostaria de saber mais.");
  });

  it("keeps a message without a page name for pages the navigation does not list", () => {
    expect(openingMessage(undefined, "Atendra")).toBe("Olá! Vim pelo site da Atendra e gostaria de saber mais.");
    expect(new URL(whatsappUrl("5531999999999", "Guia: A & B?")).searchParams.get("text")).toContain("“Guia: A & B?”");
  });
});

describe("pageName", () => {
  it("names pages as the navigation and the content hub do", () => {
    expect(pageName("/contato")).toBe("Contato");
    expect(pageName("/planos-precos.html")).toBe("Planos e preços");
    expect(pageName("/")).toBe("Início");
    expect(pageName("/termos-de-uso/")).toBe("Termos de Uso");
    expect(pageName("/conteudo/llms-para-saude")).toBe("Guia: LLMs para profissionais de saúde");
    expect(pageName("/obrigado")).toBeUndefined();
  });
});

describe("whatsappNumber (VITE_WHATSAPP_NUMBER)", () => {
  it("takes 8 to 15 E.164 digits and drops a leading +", () => {
    expect(whatsappNumber(undefined)).toBeUndefined();
    expect(whatsappNumber("5531999999999")).toBe("5531999999999");
    expect(whatsappNumber("+5531999999999")).toBe("5531999999999");
    expect(whatsappNumber("12345678")).toBe("12345678");
    expect(whatsappNumber("123456789012345")).toBe("123456789012345");
  });

  it("stops the build on anything else", () => {
    for (const bad of ["1234567", "1234567890123456", "+55 31 99999-9999", "(31) 99999-9999", "05531999999999", "abc"]) {
      expect(() => whatsappNumber(bad), bad).toThrow(/VITE_WHATSAPP_NUMBER must be 8 to 15 digits/);
    }
  });
});
