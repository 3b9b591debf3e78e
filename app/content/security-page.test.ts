import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { faqPage } from "~/lib/structured-data";
import { homeFaq } from "./home";
import { integrationFaq } from "./integration";
import { legalNav } from "./navigation";
import { securityFaq, securityPage, securityQuestions } from "./security-page";

const legalText = (name: string) => readFileSync(join(__dirname, "legal", `${name}.mdx`), "utf8");
/** "## 6. Com quem compartilhamos" -> 6, for each numbered section of a legal text. */
const sectionNumbers = (name: string) => [...legalText(name).matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1]));
const answers = securityFaq.map((item) => item.answer).join("\n");

describe("/seguranca-e-lgpd copy", () => {
  it("answers the questions a clinic asks, from controller and operator to turning the AI off", () => {
    expect(securityQuestions.map((q) => q.id)).toEqual([
      "controlador-e-operador",
      "dados-tratados",
      "acesso-as-conversas",
      "para-onde-vao-os-dados",
      "guarda-e-exclusao",
      "pedido-de-atendente-e-urgencias",
      "desligar-a-ia",
    ]);
    expect(new Set(securityQuestions.map((q) => q.question)).size).toBe(securityQuestions.length);
  });

  it("names, for every answer, sections that exist in the terms and the privacy notice", () => {
    for (const q of securityQuestions) {
      expect(q.sources.length, q.id).toBeGreaterThan(0);
      for (const source of q.sources) {
        const present = sectionNumbers(source.doc);
        expect(legalText(source.doc).length, source.doc).toBeGreaterThan(0);
        for (const n of source.sections) expect(present, `${q.id}: ${source.doc} section ${n}`).toContain(n);
      }
    }
  });

  it("states the notice's own facts: controller and operator, the supplier categories, the transfer, the timelines", () => {
    const notice = legalText("aviso-privacidade");
    expect(answers).toContain("a clínica é a controladora dos dados");
    expect(answers).toContain("atua como operadora");
    for (const category of [
      "provedores de hospedagem e infraestrutura em nuvem",
      "provedores de modelos de inteligência artificial",
      "o WhatsApp, canal pelo qual as conversas com os pacientes acontecem",
      "serviços de envio de e-mail e de processamento de pagamentos",
    ]) {
      expect(notice, category).toContain(category);
      expect(answers, category).toContain(category);
    }
    expect(answers).toContain("artigo 33 da LGPD");
    expect(answers).toContain("conteúdo das conversas: removido da plataforma imediatamente após a confirmação de um pedido de exclusão");
    expect(answers).toContain("em até 90 dias após a confirmação do pedido de exclusão");
    expect(answers).toContain("guardados por 6 meses");
    expect(answers).toContain("em até 90 dias");
    expect(answers).toContain("em até 15 dias, contados do pedido, sem custo");
  });

  // docs/claims.md, "Privacy and security": held facts are never stated as facts.
  it("states no held fact: training, storage encryption, certification, backups and urgency detection only in the box", () => {
    const held = [
      /treina/i,
      /criptografad[oa]s? quando armazenad/i,
      /certifica/i,
      /ISO/,
      /cópias de segurança|backup/i,
      /contrato de operador|DPA/,
    ];
    for (const pattern of held) expect(answers, String(pattern)).not.toMatch(pattern);
    const box = securityPage.notClaimed.items.join("\n");
    for (const pattern of held.slice(0, 5)) expect(box, String(pattern)).toMatch(pattern);
    expect(box).toMatch(/lista com o nome de cada fornecedor/);
    expect(box).toMatch(/reconheça sozinha uma mensagem urgente/);
    expect(answers).toMatch(/Não afirmamos que a IA identifique sozinha uma mensagem urgente/);
  });

  it("sums the page up in six tiles, each linking to an answer of the page, stating no held fact", () => {
    const { tiles } = securityPage.summary;
    expect(tiles).toHaveLength(6);
    const ids = [...securityQuestions.map((q) => q.id), securityPage.contact.id];
    for (const tile of tiles) expect(ids, tile.title).toContain(tile.target);
    expect(new Set(tiles.map((t) => t.target)).size).toBe(6);
    // A phone shows each tile's short answer: one row's worth, and a fact of the page like the longer gist.
    for (const tile of tiles) expect(tile.short.length, tile.title).toBeLessThanOrEqual(70);
    const text = tiles.map((t) => `${t.title} ${t.text} ${t.short}`).join("\n");
    for (const pattern of [/treina/i, /criptografad[oa]s? quando armazenad/i, /certifica/i, /ISO/, /backup/i])
      expect(text).not.toMatch(pattern);
  });

  it("says what happens to an urgent message out of hours, and answers a request sent by another channel", () => {
    expect(answers).toContain("A IA não avalia sintomas.");
    expect(answers).toContain("SAMU 192");
    expect(answers).toContain("Fora do horário, ninguém da equipe acompanha as conversas");
    expect(answers).not.toMatch(/equipe da clínica, acompanhando as conversas, que reconhece uma urgência/);
    expect(answers).toContain("Se o pedido chegar por outro canal, respondemos explicando como confirmá-lo pelo e-mail cadastrado.");
  });

  // The urgency answer cites the Terms, sections 1 and 13: those clauses must say it.
  it("cites for the urgency rule the Terms' clauses that state it", () => {
    const section = (n: number) =>
      legalText("termos-de-uso")
        .split(/^## /m)
        .find((s) => s.startsWith(`${n}. `)) ?? "";
    const urgency = securityQuestions.find((q) => q.id === "pedido-de-atendente-e-urgencias")!;
    expect(urgency.sources).toEqual([{ doc: "termos-de-uso", sections: [1, 13] }]);
    expect(section(1)).toContain("A IA não avalia sintomas nem reconhece sozinha uma mensagem urgente");
    expect(section(1)).toContain("fora do horário da clínica, ninguém da equipe acompanha as conversas");
    expect(section(13)).toContain("incluir na primeira mensagem do atendimento a orientação da clínica para urgências");
  });

  it("never asks for a password to delete data", () => {
    expect(answers).toMatch(/A senha não é pedida/);
  });

  it("has its own title and a description of search-result length", () => {
    expect(securityPage.title).toContain("Segurança e LGPD");
    expect(securityPage.description.length).toBeGreaterThanOrEqual(50);
    expect(securityPage.description.length).toBeLessThanOrEqual(160);
  });

  it("publishes the same questions and answers as FAQPage JSON-LD", () => {
    const node = faqPage(securityFaq) as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(node.mainEntity.map((q) => q.name)).toEqual(securityQuestions.map((q) => q.question));
    for (const q of node.mainEntity) {
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(60);
      expect(q.acceptedAnswer.text).not.toMatch(/undefined|\[object/);
    }
  });

  it("is linked from the footer's legal links, the home FAQ on data protection and the integration FAQ", () => {
    expect(legalNav.map((item) => item.to)).toContain(securityPage.path);
    const home = homeFaq.find((item) => item.question === "Os dados dos pacientes ficam protegidos?");
    expect(home?.more?.href).toBe(securityPage.path);
    // Review C16: roles, not a bare "Sim.", and no claim the page does not back.
    expect(home?.answer).not.toMatch(/^Sim\./);
    expect(home?.answer).toMatch(/controladora/);
    expect(home?.answer).toMatch(/operadora/);
    const integration = integrationFaq.find((item) => "more" in item);
    expect(integration && "more" in integration ? integration.more.href : undefined).toBe(securityPage.path);
    expect(legalText("aviso-privacidade")).toContain(`](${securityPage.path})`);
  });
});
