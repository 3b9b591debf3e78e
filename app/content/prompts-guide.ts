/**
 * Prose of the prompts guide (content/articles/prompts-mais-eficientes.mdx holds its title,
 * description, dates and lead); the templates are in prompt-templates.ts.
 */

import { promptTemplates } from "./prompt-templates";
import type { RichText, TocEntry } from "./types";
import { demoCall } from "./ui-strings/sales-call";

export const promptsGuidePage = {
  howTo: {
    id: "como-escrever",
    title: "Como escrever um bom prompt",
    intro:
      "Prompt é a instrução que você dá a um assistente de IA. Quanto mais clara a instrução, mais útil e previsível a resposta. Os modelos deste guia reúnem quatro elementos que funcionam em qualquer ferramenta:",
    placeholders: [
      "Troque cada trecho entre colchetes, como [ESPECIALIDADE], pelo que se aplica ao seu caso. Se ainda não escolheu uma ferramenta, veja o ",
      { href: "/conteudo/llms-para-saude", text: "guia de LLMs para profissionais de saúde" },
      ".",
    ] satisfies RichText,
    sources: [
      "Para conferir o que a IA responder, vá às fontes: bulas e alertas na ",
      { href: "https://www.gov.br/anvisa/pt-br", text: "Anvisa" },
      ", literatura científica na ",
      { href: "https://bvsalud.org/", text: "Biblioteca Virtual em Saúde" },
      " e normas de ética e publicidade no ",
      { href: "https://portal.cfm.org.br/", text: "CFM" },
      " ou no ",
      { href: "https://website.cfo.org.br/", text: "CFO" },
      ".",
    ] satisfies RichText,
    warningTitle: "Antes de usar qualquer modelo:",
    warning:
      "não cole nome, documento, prontuário, exames ou qualquer dado que identifique um paciente. Trate cada resposta como rascunho: a revisão e a decisão clínica são sempre suas.",
  },
  template: {
    eyebrow: (n: number, total: number) => `Modelo ${n} de ${total}`,
    copyTitle: "Modelo para copiar",
    exampleTitle: "Exemplo de resposta",
    exampleIntro:
      "Para uma primeira consulta odontológica, um assistente de IA que siga as regras devolve algo assim, pronto para validar e importar para um formulário:",
    tipsTitle: "Dicas de uso",
  },
  nextStep: {
    id: "proximo-passo",
    title: "Quer que a IA cuide também das mensagens da clínica?",
    text: "Prompts ajudam no seu trabalho individual. Para atender pacientes, agendar e confirmar consultas pelo WhatsApp com segurança, a clínica precisa de uma plataforma própria para isso.",
    specialistCta: demoCall,
    specialistSource: "Fale com um especialista",
    plansCta: "Conheça os planos",
  },
} as const;

export const promptsGuideToc: readonly TocEntry[] = [
  { id: promptsGuidePage.howTo.id, label: promptsGuidePage.howTo.title },
  ...promptTemplates.map((t) => ({ id: t.id, label: t.title })),
];
