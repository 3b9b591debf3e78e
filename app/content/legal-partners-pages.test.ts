import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getContainerRenderer as mdxRenderer } from "@astrojs/mdx";
import { getContainerRenderer as reactRenderer } from "@astrojs/react";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { describe, expect, it } from "vitest";
import { formatDateBR } from "~/lib/frontmatter";
import { partnerProgramme } from "~/lib/json-ld/partner-programme";
import { mdxRoute } from "~/lib/mdx-route";
import { site } from "~/site";
import { mdxComponents } from "~/ui/mdx-components";
import { frontmatterFields } from "./articles/piece-headers";
import { legalSchema } from "./frontmatter-schemas";
import { DELETION_SUBJECT, deletionMailto, deletionPage } from "./legal/deletion-request";
import { marketFigures, partnerKinds, partnerModalities, partnerSteps } from "./partners";

// The legal texts as the build renders them (the legal collection, one page each by app/pages/[legal].astro).
const modules = import.meta.glob<{ default: unknown }>("./legal/*.mdx", { eager: true });
const container = await AstroContainer.create({ renderers: await loadRenderers([mdxRenderer(), reactRenderer()]) });
const minSections: Record<string, number> = { "termos-de-uso": 15, "exclusao-dados": 4, "aviso-privacidade": 10 };
const docs = await Promise.all(
  Object.entries(modules).map(async ([file, module]) => {
    const name = file.slice("./legal/".length, -".mdx".length);
    return {
      name,
      data: legalSchema.parse(frontmatterFields(readFileSync(join(process.cwd(), "app/content", file), "utf8"))),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an MDX module's default export
      html: await container.renderToString(module.default as any, { props: { components: mdxComponents } }),
    };
  }),
);

describe("legal texts (MDX)", () => {
  it("are the three legal pages", () => {
    expect(docs.map((d) => d.name).sort()).toEqual(["aviso-privacidade", "exclusao-dados", "termos-de-uso"]);
  });

  // Version 01 of 08/04/2025 is the spec's; each text changed since: version 02 (decision 260), then 03 (decision 530).
  it.each(docs)("$name has valid frontmatter: published 08/04/2025, version 03 updated 28/11/2026", ({ data }) => {
    expect(data.version).toBe("03");
    expect(formatDateBR(data.datePublished)).toBe("08/04/2025");
    expect(formatDateBR(data.dateModified)).toBe("28/11/2026");
  });

  it.each(docs)("$name: its sections are h2 headings with unique ids, for the table of contents", ({ name, html }) => {
    const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(minSections[name]!);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("titles and descriptions are unique, the pages' heads carry canonical and breadcrumbs", () => {
    expect(new Set(docs.map((d) => d.data.title)).size).toBe(docs.length);
    expect(new Set(docs.map((d) => d.data.description)).size).toBe(docs.length);
    for (const { name, data } of docs) {
      const tags = mdxRoute({ frontmatter: data, path: `/${name}`, crumb: data.crumb }).meta as Record<string, unknown>[];
      expect(tags.find((t) => "title" in t)?.title).toMatch(/\| Atendra$/);
      expect(tags.find((t) => t.rel === "canonical")?.href).toBe(`${site.siteUrl}/${name}`);
      expect(JSON.stringify(tags)).toContain('"@type":"BreadcrumbList"');
    }
  });

  it("the texts use the company e-mail addresses and no placeholders", () => {
    const html = docs.map((d) => d.html).join("\n");
    const text = html.replace(/<[^>]+>/g, " ");
    expect(text).not.toMatch(/lorem|ipsum|em breve/i);
    expect(text).not.toMatch(/\bTODO\b|XXX|\[[^\]]*\]|undefined/);
    const mailtos = [...html.matchAll(/href="mailto:([^"?]+)"/g)].map((m) => m[1]!);
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
    expect(params.get("body")).toMatch(/Nome completo: \nE-mail cadastrado: \nNome da plataforma: Atendra$/);
    expect(href).not.toContain("+");
  });

  // docs/decisions/190: the registered address and our reply to it prove the request, not a password.
  it("the deletion page never asks for a password: not in the mailto body, the box or the text", () => {
    expect(new URLSearchParams(deletionMailto().split("?")[1]).get("body")).not.toMatch(/senha/i);
    const html = docs.find((d) => d.name === "exclusao-dados")!.html;
    const text = [html, ...Object.values(deletionPage.box)]
      .join(" ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    const sentences = text.split(/(?<=[.:;!?])\s+/).filter((sentence) => /senha/i.test(sentence));
    // It does say not to send one; every sentence that names the password says no.
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(sentence).toMatch(/\b(não|nunca|nenhum)\b/i);
    expect(text).toMatch(/respondemos para o e-mail cadastrado/i);
  });

  it("answers data-subject requests within 15 days, free of charge (LGPD art. 19, II and 18, §5; decisions 190 and 193)", () => {
    for (const name of ["exclusao-dados", "aviso-privacidade"]) {
      const text = docs.find((d) => d.name === name)!.html.replace(/<[^>]+>/g, " ");
      expect(text, name).toContain("Respondemos em até 15 dias, contados do pedido, sem custo para você.");
      expect(text, name).not.toMatch(/dias úteis e, em regra|em regra, sem custo/);
    }
  });

  // docs/decisions/191: the notice's section 3 points to section 9, which must say it.
  it("the privacy notice's cookie section says what sending a form does, with and without a prior refusal", () => {
    const html = docs.find((d) => d.name === "aviso-privacidade")!.html;
    const section = (n: number) => html.split(/<h2 id="[^"]*">/).find((part) => part.startsWith(`${n}. `)) ?? "";
    expect(section(3)).toContain("como o formulário avisa logo abaixo da caixa de aceite e a seção 9 descreve");
    expect(section(9)).toMatch(/Cookies e armazenamento local/);
    expect(section(9)).toMatch(/envia um formulário de contato, o envio registra a aceitação dos cookies de análise/);
    expect(section(9)).toMatch(/se você já os recusou, o envio mantém a recusa/);
  });
});

describe("partners", () => {
  it("has two modalities, four steps and the specification's market figures", () => {
    expect(partnerModalities.map((m) => m.name)).toEqual(["Parceiro comercial", "Consultor especialista"]);
    expect(partnerSteps.map((s) => s.title)).toEqual(["Contato por e-mail", "Reunião de alinhamento", "Treinamento", "Certificação"]);
    // The spec's figures, written "Mais de … mil" rather than the English "mil+".
    expect(marketFigures.map((f) => f.value)).toEqual(["Mais de 400 mil", "Mais de 280 mil", "95%"]);
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
