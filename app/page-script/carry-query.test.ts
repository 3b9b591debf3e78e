// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { carryQueryOnLinks } from "./carry-query";

beforeEach(() => {
  document.body.innerHTML = `
    <a id="nav" href="/contato">Contato</a>
    <a id="cta" href="/contato?source=Conhe%C3%A7a+o+produto">CTA</a>
    <a id="out" href="https://wa.me/5531999999999">WhatsApp</a>
    <a id="mail" href="mailto:contato@atendra.com.br">e-mail</a>
    <template data-cookie-banner=""><section><a id="privacy" href="/aviso-privacidade">Aviso</a></section></template>`;
});

const href = (id: string, root: ParentNode = document) => root.querySelector(`#${id}`)?.getAttribute("href");

describe("carryQueryOnLinks", () => {
  it("does nothing without a query", () => {
    expect(carryQueryOnLinks(document, "")).toBe(0);
    expect(href("nav")).toBe("/contato");
  });

  it("carries the visitor's query on internal links; the href's own source wins; other links stay", () => {
    carryQueryOnLinks(document, "?utm_source=google&source=x");
    expect(href("nav")).toBe("/contato?utm_source=google&source=x");
    expect(href("cta")).toBe("/contato?utm_source=google&source=Conhe%C3%A7a+o+produto");
    expect(href("out")).toBe("https://wa.me/5531999999999");
    expect(href("mail")).toBe("mailto:contato@atendra.com.br");
  });

  it("also rewrites the links of build-time templates, which the cookie banner clones later", () => {
    carryQueryOnLinks(document, "?utm_source=google");
    const template = document.querySelector("template")!;
    expect(href("privacy", template.content)).toBe("/aviso-privacidade?utm_source=google");
  });
});
