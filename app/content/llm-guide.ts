import type { RichText, TocEntry } from "./types";
import { demoCall } from "./ui-strings/sales-call";

/**
 * Copy of the guide "LLMs para profissionais de saúde" (content/articles/llms-para-saude.mdx holds
 * its title, description, dates and lead): table of contents, section titles and prose. Its data (providers, uses, profiles, measures) is in
 * llm-comparison.ts. Each toc id is the id of a section of the page.
 */
export const llmGuide = {
  intro: [
    "Modelos de linguagem de grande porte, conhecidos pela sigla em inglês LLM, são os sistemas por trás dos assistentes de IA que conversam por texto. Eles escrevem, resumem, traduzem e explicam com fluência impressionante, e por isso entraram rapidamente na rotina de consultórios, hospitais e faculdades.",
    "Fluência, porém, não é sinônimo de exatidão. Este guia compara quatro tipos de assistente disponíveis no mercado, mostra onde cada um se encaixa e reúne os cuidados que todo profissional de saúde deve tomar antes de usá-los.",
  ],
} as const;

export const llmGuideToc = [
  { id: "avisos", label: "Avisos importantes" },
  { id: "comparativo", label: "Comparativo dos assistentes" },
  { id: "usos", label: "Usos recomendados e não recomendados" },
  { id: "perfis", label: "Recomendações por perfil" },
  { id: "seguranca", label: "Três medidas de segurança" },
  { id: "conclusao", label: "Conclusão" },
] as const satisfies readonly TocEntry[];

export const llmGuideSections = {
  warnings: { title: "Avisos importantes antes de começar" },
  comparison: {
    title: "Comparativo de quatro tipos de assistente de IA",
    lead: "Descrevemos cada ferramenta pelo tipo, e não pela marca: nomes e planos mudam com frequência, e o que importa para a decisão é o perfil de uso. A nota, de 0 a 5, é a avaliação editorial deste guia para uso em saúde, considerando qualidade das respostas, cautela, privacidade e custo. É uma opinião dos nossos editores, não o resultado de um teste padronizado: serve para comparar os quatro tipos entre si.",
    /** Followed by the date of the guide's last update. */
    pricesAsOf: "Preços de referência em",
    // The spec's prices, kept with their date (docs/claims.md): the note says they may be out of date.
    pricesNote:
      "em dólares americanos. Preços de IA mudam com frequência e podem ter mudado desde essa data: confira o valor atual no site de cada fornecedor antes de assinar.",
  },
  uses: {
    title: "Usos recomendados e não recomendados",
    lead: "A regra geral é simples: a IA pode ajudar a preparar, organizar e explicar; a decisão sobre o paciente continua sendo sua.",
  },
  profiles: { title: "Recomendações por perfil" },
  safety: { title: "Três medidas de segurança essenciais" },
  conclusion: { title: "Conclusão" },
} as const;

/** Labels of a provider card. */
export const providerCardLabels = {
  price: "Preço:",
  rating: "Nota:",
  pros: "Pontos fortes",
  cons: "Pontos de atenção",
  bestFor: "Indicado para:",
} as const;

export const llmGuideConclusion: readonly RichText[] = [
  [
    "Não existe o melhor assistente de IA para todos. Para textos e rotinas do consultório, as opções pagas de uso geral resolvem bem; para documentos longos e tarefas sensíveis, a cautela do assistente focado em segurança pesa a favor; para quem está começando, a opção gratuita é um bom ponto de partida; e instituições com equipe técnica podem preferir modelos abertos rodando em infraestrutura própria.",
  ],
  [
    "Em todos os casos, valem as mesmas regras: nenhum dado de paciente em ferramentas públicas, toda informação clínica conferida em fonte primária e o uso documentado. A Organização Mundial da Saúde resume esse cuidado em seus ",
    { href: "https://www.who.int/publications/i/item/9789240029200", text: "princípios de ética e governança da IA para a saúde" },
    ", e a ",
    { href: "https://www.gov.br/anpd/pt-br", text: "Autoridade Nacional de Proteção de Dados" },
    " publica orientações sobre o tratamento de dados pessoais.",
  ],
  [
    "Para a comunicação com pacientes, o caminho mais seguro é uma ferramenta feita para isso: contratada pela clínica, com os papéis de controlador e operador dos dados definidos por escrito e com a equipe podendo assumir a conversa a qualquer momento.",
  ],
];

export const llmGuideCtas = [
  { to: "/planos-precos", label: "Conheça os planos", source: "Conheça os planos", variant: "primary" },
  { to: "/contato", label: demoCall, source: "Fale com um especialista", variant: "secondary" },
] as const;
