import { describe, expect, it } from "vitest";
import { carryQuery, firstNonEmptyParams, isInternalHref } from "./query-params";

describe("carryQuery", () => {
  it("keeps the current UTM tags and gclid on an internal link", () => {
    expect(carryQuery("/contato", "?utm_source=google&utm_medium=cpc&gclid=abc")).toBe(
      "/contato?utm_source=google&utm_medium=cpc&gclid=abc",
    );
  });

  it("adds source from the clicked button and replaces an existing one", () => {
    expect(carryQuery("/contato", "?utm_campaign=x&source=antigo", { source: "Fale com um especialista" })).toBe(
      "/contato?utm_campaign=x&source=Fale+com+um+especialista",
    );
  });

  it("keeps the current source when the link names none", () => {
    expect(carryQuery("/planos-precos", "?source=Domine+todas+as+funcionalidades")).toBe(
      "/planos-precos?source=Domine+todas+as+funcionalidades",
    );
  });

  it("lets parameters written in the link win and keeps the hash at the end", () => {
    expect(carryQuery("/termos-de-uso?ref=rodape#pagamento", "?ref=x&utm_source=y")).toBe(
      "/termos-de-uso?utm_source=y&ref=rodape#pagamento",
    );
  });

  it("returns a link without query unchanged when there is nothing to carry", () => {
    expect(carryQuery("/parceiros", "")).toBe("/parceiros");
    expect(carryQuery("/", "?")).toBe("/");
  });

  it("leaves external, protocol-relative, mailto and hash links alone", () => {
    expect(carryQuery("https://example.org/a", "?utm_source=x")).toBe("https://example.org/a");
    expect(carryQuery("//cdn.example.org/a", "?utm_source=x")).toBe("//cdn.example.org/a");
    expect(carryQuery("mailto:a@b.c", "?utm_source=x")).toBe("mailto:a@b.c");
    expect(carryQuery("#faq", "?utm_source=x")).toBe("#faq");
  });

  it("encodes hostile values instead of passing them through raw", () => {
    const href = carryQuery("/contato", "?x=%3Cscript%3E&y=a%26b");
    expect(href).toBe("/contato?x=%3Cscript%3E&y=a%26b");
    expect(href).not.toContain("<");
  });
});

describe("isInternalHref", () => {
  it("accepts site paths only", () => {
    expect(isInternalHref("/contato")).toBe(true);
    expect(isInternalHref("//evil.example")).toBe(false);
    expect(isInternalHref("https://x.y")).toBe(false);
  });
});

describe("firstNonEmptyParams", () => {
  it("keeps the first occurrence of each non-empty parameter, in order", () => {
    expect(firstNonEmptyParams("?utm_source=a&empty=&utm_source=b&gclid=g&blank=%20")).toEqual([
      { name: "utm_source", value: "a" },
      { name: "gclid", value: "g" },
    ]);
  });
});
