/** Copy and data of the partner programme page (/parceiros). */

import { site } from "~/site";
import { claims } from "./claims";

const product = site.productName;

export interface PartnerModality {
  id: string;
  name: string;
  summary: string;
  forWhom: string;
  activities: readonly string[];
}

export const partnerModalities = [
  {
    id: "parceiro-comercial",
    name: "Parceiro comercial",
    summary: `Apresente a ${product} às clínicas médicas e odontológicas com quem você já se relaciona e acompanhe a contratação de perto.`,
    forWhom:
      "Agências de marketing para saúde, representantes de produtos médicos e odontológicos, contadores e consultorias que atendem clínicas.",
    activities: [
      "Apresentar a plataforma e os planos a clínicas da sua carteira",
      "Conduzir demonstrações com o apoio da nossa equipe comercial",
      "Acompanhar a clínica da contratação ao início do atendimento com IA",
    ],
  },
  {
    id: "consultor-especialista",
    name: "Consultor especialista",
    summary: `Implante e ajuste a ${product} nas clínicas: configuração do atendimento, prompts, agendas e treinamento das equipes de recepção.`,
    forWhom: "Consultores de gestão de clínicas, profissionais de tecnologia em saúde e especialistas em atendimento ao paciente.",
    activities: [
      "Configurar o atendimento, as agendas e as regras de cada clínica",
      "Ajustar os prompts ao vocabulário e aos procedimentos da especialidade",
      "Treinar secretárias e gestores para acompanhar as conversas no painel",
    ],
  },
] as const satisfies readonly PartnerModality[];

export const partnerSteps = [
  {
    title: "Contato por e-mail",
    text: "Escreva para nós contando quem você é, em que região atua e qual modalidade combina com o seu trabalho.",
  },
  {
    title: "Reunião de alinhamento",
    // How a partner is paid is not in the spec (docs/claims.md, "hold"): the page only says where it is agreed.
    text: "Marcamos uma conversa para conhecer sua atuação, apresentar o programa e combinar as condições da parceria, inclusive a remuneração.",
  },
  {
    title: "Treinamento",
    text: "Você aprende a plataforma na prática: atendimento com IA, agendas, painel da clínica, planos e implantação.",
  },
  {
    title: "Certificação",
    text: "Ao concluir o treinamento, você recebe a certificação de parceiro e passa a atender clínicas com o nosso apoio.",
  },
] as const satisfies ReadonlyArray<{ title: string; text: string }>;

/**
 * What a partner gets: a title and one short line each, in the words the steps and the modality cards already use
 * (the remuneration agreed in the alignment meeting, treinamento, certificação, demonstrações com o apoio da nossa
 * equipe comercial, atender clínicas com o nosso apoio): no new promise, and no amount or share (docs/claims.md holds
 * how partners are paid, so the line says only when and with whom it is agreed).
 */
export const partnerBenefits = {
  id: "o-que-voce-recebe",
  title: "O que você recebe",
  items: [
    { title: "Remuneração combinada na reunião", text: "Junto com as demais condições da parceria, antes do treinamento" },
    { title: "Treinamento e certificação", text: "A plataforma na prática e, ao concluir, a certificação de parceiro" },
    { title: "Demonstrações com o nosso time", text: "Nossa equipe comercial apoia as demonstrações às suas clínicas" },
    { title: "Apoio nas clínicas que você atende", text: "Com o nosso apoio, da contratação ao início do atendimento com IA" },
  ],
} as const satisfies { id: string; title: string; items: ReadonlyArray<{ title: string; text: string }> };

/**
 * The market figures of the specification (claims.market); no others may be added. "Mais de"
 * rather than the English "mil+"; the spec names no source, so none is shown (docs/claims.md).
 */
export const marketFigures = [
  { value: `Mais de ${claims.market.doctorsThousands} mil`, label: "médicos no Brasil" },
  { value: `Mais de ${claims.market.dentistsThousands} mil`, label: "cirurgiões-dentistas no Brasil" },
  { value: `${claims.market.withoutAiPercent}%`, label: "ainda sem automação com IA" },
] as const satisfies ReadonlyArray<{ value: string; label: string }>;

/** The three partner kinds listed in the page's structured data. */
export const partnerKinds = [
  {
    name: "Integradores certificados",
    description: `Empresas de software para clínicas que conectam seus sistemas à ${product} pela API de integração.`,
  },
  {
    name: "Revendedores autorizados",
    description: `Parceiros comerciais que apresentam e vendem a ${product} às clínicas da sua carteira.`,
  },
  {
    name: "Consultores especialistas",
    description: `Profissionais certificados que implantam a ${product} e treinam as equipes das clínicas.`,
  },
] as const satisfies ReadonlyArray<{ name: string; description: string }>;

/** Meta, header and section copy of /parceiros; section ids are the headings' ids. */
export const partnersPage = {
  path: "/parceiros",
  crumb: "Parceiros",
  title: "Programa de parceiros",
  description: `Seja parceiro comercial ou consultor especialista da ${product} e leve atendimento com IA a clínicas médicas e odontológicas. Comece com um e-mail.`,
  eyebrow: "Programa de parceiros",
  heading: `Leve a ${product} às clínicas que você já atende`,
  lead: "Parceiros comerciais e consultores especialistas ajudam clínicas a atender, agendar e confirmar consultas com IA no WhatsApp.",
  joinCta: "Quero ser parceiro",
  /** The second way in, beside the e-mail: see the product first (the site's sales call, with this page's source). */
  demo: { source: "parceiros", before: "Quer ver a plataforma antes?" },
  orWriteTo: "ou escreva para",
  /** The hero's picture from lg: the manager's panel of the home (names and times illustrative), what a partner brings. */
  panel: {
    label: "Exemplo ilustrativo do painel da clínica",
    title: "Painel da clínica",
    tag: "Exemplo ilustrativo",
    caption: "O que você leva às clínicas: a IA atende no WhatsApp, e a equipe acompanha cada conversa e a agenda no painel.",
  },
  sections: {
    market: {
      id: "mercado",
      title: "Um mercado grande e ainda pouco automatizado",
      lead: "Consultórios e clínicas ainda respondem aos pacientes, marcam e confirmam consultas à mão. É aí que a parceria gera valor: você leva uma solução pronta a quem precisa dela.",
      /**
       * One caption above the row says what the figures are, once (it was a chip and a mark on
       * each figure and a footnote under them): the company's own estimates. docs/claims.md, "Sources of the
       * market figures", holds their public sources until they are checked; none is named here before then,
       * and "Mais de" says by itself that the first two are lower bounds.
       */
      caption: { title: "Contexto de mercado", text: `estimativas da ${product}` },
      /**
       * What the three figures are and are not, under the row (docs/claims.md, "Sources of the market figures"): the
       * specification's figures, on this page since the site's first version (November 2026), with no survey behind
       * them; no source is named until one is checked, and no method is claimed.
       */
      note: `Como ler estes números: são estimativas da ${product}, publicadas nesta página em novembro de 2026 para dar a dimensão do mercado. Não vêm de pesquisa ou levantamento com método e amostra. “Mais de” indica que os dois primeiros são pisos; os ${claims.market.withoutAiPercent}% são a avaliação da ${product} sobre quantos consultórios e clínicas ainda não usam IA no atendimento, não uma medição.`,
    },
    // The spec's two modalities (the cards) and the integrators its JSON-LD lists (the box below them): three kinds, said once.
    modalities: {
      id: "modalidades",
      title: "Três formas de ser parceiro",
      lead: "Duas modalidades para quem trabalha com clínicas médicas e odontológicas e uma para empresas de software, que se conectam à plataforma pela API de integração.",
    },
    steps: { id: "como-comecar", title: "Como começar, em quatro passos" },
    contact: {
      id: "contato-parceiros",
      title: "O primeiro passo é um e-mail",
      lead: "Conte quem você é, onde atua e qual modalidade combina com você. Respondemos para marcar a reunião de alinhamento.",
    },
  },
  modality: { forWhom: "Para quem: ", ctaPrefix: "Quero ser", mailSubjectPrefix: "Programa de parceiros:" },
  /**
   * The e-mail's first lines, filled in by the mail app: what the contact section asks for (who, where, which
   * modality), as lines to complete, so the first message carries what the alignment meeting needs.
   */
  /** The same lines as the e-mail's body, shown beside the addresses: a visitor without a mail app writes from elsewhere. */
  mailChecklist: {
    title: "O que incluir na mensagem",
    items: [
      "A modalidade: parceiro comercial ou consultor especialista",
      "A região onde você atua",
      "As clínicas que você atende: quantas e de quais especialidades",
      "Seu nome e telefone",
    ],
  },
  mailBody: (modality?: string) =>
    [
      `Olá, equipe da ${product}.`,
      "",
      "Quero conversar sobre o programa de parceiros.",
      modality ? `Modalidade: ${modality}` : "Modalidade (parceiro comercial ou consultor especialista):",
      "Região onde atuo:",
      "Clínicas que atendo (quantas e quais especialidades):",
      "Nome e telefone:",
    ].join("\n"),
  developers: {
    title: "Integrador: para quem desenvolve software para clínicas",
    text: `Empresas de software médico e odontológico podem se tornar integradores certificados e conectar os seus sistemas à ${product} pela API de integração.`,
    link: "Conheça a integração via API",
  },
} as const;

/**
 * The partner e-mail, a subject and the lines to fill in: a partner's first e-mail never opens blank. The page's calls
 * and the phone's two calls on /parceiros (features/navigation/page-call.ts) write the same message.
 */
export function partnerMailto(subject: string, modality?: string): string {
  const body = partnersPage.mailBody(modality);
  return `mailto:${site.company.partnersEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
