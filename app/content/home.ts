import {
  AlarmClock,
  AudioLines,
  BellRing,
  Bone,
  CalendarCheck,
  CalendarPlus,
  CalendarRange,
  CheckCheck,
  CircleHelp,
  Clapperboard,
  Layers,
  LayoutDashboard,
  MessageSquareText,
  Plug,
  Power,
  Repeat,
  Smile,
  Stethoscope,
} from "lucide-react";
import { site } from "~/site";
import { supportHoursText } from "./business-hours";
import type { FaqItem, FeatureCard, Testimonial } from "./types";
import { formatBRL, formatCount } from "./number-format";
import { plans } from "./plans";
import { claims, examPrepRule, ratingLabel, setupCondition, urgency } from "./claims";
import { demoCall } from "./ui-strings/sales-call";

const { results } = claims;
const firstPlan = plans[0]!;

export const homeMeta = {
  path: "/",
  title: `${site.productName} | Secretária com IA para clínicas médicas e odontológicas`,
  description:
    "Secretária virtual com IA para clínicas médicas e odontológicas: atende seus pacientes, agenda, confirma e envia lembretes de consultas pelo WhatsApp, a qualquer hora.",
  serviceName: "Secretária virtual com IA",
} as const;

export const homeHero = {
  eyebrow: "Para clínicas médicas e odontológicas",
  /** The page's h1; with the product's name, also the alt text of the site's share image (lib/seo.ts). */
  heading: "A secretária com IA que atende seus pacientes, agenda e confirma consultas pelo WhatsApp",
  /**
   * One or two lines on a phone. Its "at any hour" promise has the urgency sentence beside it, in the caption of
   * the conversation beside it (chatPreview.caption), and in the FAQ (docs/decisions/255).
   */
  lead: "Sua clínica responde na hora, inclusive à noite e nos fins de semana.",
  /** The sales call (one label site-wide); `source` is the value the spec lists for this button. */
  primaryCta: { label: demoCall, source: "Conheça o produto" },
  /** The header's label for the same link, used here too, so one destination has one name. */
  loginCta: "Acesso à Plataforma",
} as const;

/**
 * The platform's features, written as what they change for a clinic. Two cards carry
 * the "Destaque" tag in all (more would dilute it); `plan` says when a
 * feature is not in every plan (plans.ts).
 */
export const exclusiveFeatures: readonly FeatureCard[] = [
  {
    icon: Clapperboard,
    title: "Boas-vindas com imagem, vídeo e áudio",
    short: "Fotos, vídeo ou áudio da clínica.",
    description: "No primeiro contato, o paciente conhece a clínica por fotos, vídeo ou áudio escolhidos por você.",
    note: "Esse material é publicidade da clínica e deve seguir as regras do seu conselho, como a identificação do diretor técnico-médico (CFM) ou do responsável técnico (CFO).",
    plan: "Nos planos Profissional, Premium e Enterprise",
  },
  {
    icon: Layers,
    title: "Várias mensagens seguidas, uma resposta só",
    short: "A IA espera o paciente terminar de escrever.",
    description:
      "Quando o paciente manda várias mensagens seguidas, a IA espera que ele termine e responde tudo de uma vez, sem atropelar a conversa.",
    highlight: true,
    visual: "burst",
  },
  {
    icon: AudioLines,
    title: "Entende áudios, imagens e PDFs",
    short: "Lê o pedido; não interpreta resultados.",
    description:
      "Mensagem de voz, foto ou PDF do pedido de exame: a IA ouve o áudio e lê o documento para entender o pedido. Ela não interpreta resultados de exames.",
    visual: "media",
  },
  {
    icon: Power,
    title: "Liga e desliga a IA na própria conversa",
    short: "Um comando pausa a IA, outro a reativa.",
    description: "Quer assumir uma conversa? Um comando de texto enviado nela pausa a IA, e outro a reativa.",
  },
  {
    icon: BellRing,
    title: "Aviso na hora quando o paciente pede para falar com uma pessoa",
    short: "A equipe é avisada e assume a conversa.",
    description:
      "Sua equipe recebe uma notificação por mensagem ou e-mail e continua de onde a IA parou (fora do expediente, quando a equipe voltar).",
    highlight: true,
    visual: "handover",
  },
  {
    icon: CalendarCheck,
    title: "Controle interno de agendamentos",
    short: "A agenda de cada profissional, em dia.",
    description: "A agenda de cada profissional fica dentro da plataforma, e a equipe vê cada alteração assim que ela acontece.",
    visual: "agenda",
  },
  {
    icon: Plug,
    title: "Integração com o sistema de gestão da clínica",
    short: "Sem digitar cada horário duas vezes.",
    description:
      "Conecte a plataforma ao sistema de gestão que a clínica já usa, para consultar e registrar horários sem digitar duas vezes.",
    plan: "Depende de uma análise técnica do seu sistema",
  },
  {
    icon: CalendarRange,
    title: "Distribuição inteligente de horários",
    short: "Menos buracos na agenda.",
    description: "A IA oferece primeiro os horários que evitam buracos na agenda, para o dia de cada profissional render mais.",
  },
  {
    icon: LayoutDashboard,
    title: "Painel do gestor com chat multiatendente",
    short: "Vários atendentes no mesmo número.",
    description: "Vários atendentes trabalham no mesmo número de WhatsApp, e o gestor acompanha todas as conversas em um só painel.",
    highlight: true,
    visual: "panel",
  },
];

export const automationFeatures: readonly FeatureCard[] = [
  {
    icon: MessageSquareText,
    title: "Atendimento natural, a qualquer hora",
    short: "Inclusive à noite e nos fins de semana.",
    description: `Conversas no tom da sua clínica a qualquer hora, inclusive à noite, nos fins de semana e feriados, com uma IA que se apresenta como assistente virtual. ${urgency.short}`,
    visual: "anytime",
  },
  {
    icon: CalendarPlus,
    title: "Agendamento direto na conversa",
    short: "A consulta entra direto na agenda.",
    description: "O paciente escolhe o horário pelo WhatsApp e a consulta já entra na agenda, sem ligação e sem espera.",
    visual: "booking",
  },
  {
    icon: CheckCheck,
    title: "Confirmação automática",
    short: "A resposta do paciente vai para a agenda.",
    description: "A IA pede a confirmação da consulta e atualiza a agenda com a resposta do paciente.",
    visual: "confirm",
  },
  {
    icon: AlarmClock,
    title: "Lembretes antes da consulta",
    short: "No horário que a clínica definir.",
    description: "Lembretes enviados no horário que a clínica definir ajudam a reduzir esquecimentos e faltas.",
    visual: "reminder",
  },
  {
    icon: Repeat,
    title: "Acompanhamento de pacientes",
    short: "Só com quem aceitou receber mensagens.",
    description:
      "Se o paciente deixa de responder, a IA retoma o contato com mensagens espaçadas, que param assim que a conversa é concluída. Só para pacientes que aceitaram receber mensagens da clínica.",
    visual: "nudge",
  },
  {
    icon: CircleHelp,
    title: "Respostas para as dúvidas de sempre",
    short: "Endereço, pagamento e horários.",
    description: `Endereço, formas de pagamento e horários: respostas tiradas do cadastro da clínica. ${examPrepRule}`,
    visual: "faq",
  },
];

/**
 * Only the spec's claims (claims.results): bookings +65% in 4 months, booking time -80%, no-shows 25% -> 5%.
 * Illustrative, and said so on each card, where the figures are: its first line is the illustrative mark, the figure is
 * set in bold inside the quote (never as a headline numeral), and the clinic's kind
 * is an icon where a portrait would be. No doctor or dentist speaks (CFM
 * 2.336/2023 art. 11; CFO-118/2012): the people quoted run the clinic's front desk or management.
 */
export const testimonials: readonly Testimonial[] = [
  {
    content: `Em ${results.bookingsGrowthMonths} meses, os agendamentos da clínica cresceram ${results.bookingsGrowthPercent}%. Muitos pacientes escrevem à noite e no fim de semana, quando antes ninguém respondia.`,
    author: "Renata Figueiredo, gestora",
    company: "Clínica odontológica",
    icon: Smile,
    status: "illustrative",
    result: `os agendamentos da clínica cresceram ${results.bookingsGrowthPercent}%`,
  },
  {
    content: `Marcar uma consulta exigia uma longa troca de mensagens. O tempo para agendar caiu ${results.bookingTimeCutPercent}%, e a recepção ficou livre para cuidar de quem está na clínica.`,
    author: "Marcelo Andrade, gestor",
    company: "Centro médico",
    icon: Stethoscope,
    status: "illustrative",
    result: `O tempo para agendar caiu ${results.bookingTimeCutPercent}%`,
  },
  {
    content: `Com lembretes e confirmações automáticos, nossa taxa de faltas caiu de ${results.noShowFromPercent}% para ${results.noShowToPercent}%. A agenda finalmente fecha do jeito que planejamos.`,
    author: "Eduardo Tavares, coordenador da recepção",
    company: "Clínica de ortopedia",
    icon: Bone,
    status: "illustrative",
    result: `nossa taxa de faltas caiu de ${results.noShowFromPercent}% para ${results.noShowToPercent}%`,
  },
  {
    content:
      "Os pacientes mandam áudio, foto do pedido de exame, várias mensagens seguidas, e a IA entende tudo. Quando alguém pede para falar com a gente, o aviso chega na hora.",
    author: "Juliana Campos, coordenadora de atendimento",
    company: "Consultório odontológico",
    icon: Smile,
    status: "illustrative",
    // No figure in this quote: its result is its point, in words.
    result: "o aviso chega na hora",
  },
];

/**
 * Until every client has given written permission, the section says the testimonials are examples: in one
 * line of its lead, above the cards, and in the badge that opens each illustrative card (`tag`), so a card seen
 * alone in the phone's sideways row still says it, first; the footnote under the row says it of the figures.
 */
export function testimonialsCopy(list: readonly Testimonial[] = testimonials) {
  const illustrative = list.some((t) => t.status === "illustrative");
  return {
    /** Illustrative examples are not testimonials: the section is named for what it holds. */
    eyebrow: illustrative ? "Exemplos de uso" : "Depoimentos",
    title: illustrative ? `Como é atender com a ${site.productName}` : `Clínicas que já atendem com a ${site.productName}`,
    note: illustrative
      ? "Exemplos ilustrativos: nomes, clínicas, falas e números fictícios, não resultados medidos de clientes."
      : "Depoimentos de clientes, publicados com autorização. Os resultados variam conforme a realidade de cada clínica.",
    tag: "Exemplo ilustrativo",
    /** Names the row of cards, which scrolls sideways on a phone (a scrollable region is focusable and named). */
    listLabel: illustrative ? "Exemplos ilustrativos" : "Depoimentos",
  };
}

export const homeFaq: readonly FaqItem[] = [
  {
    question: `O que a ${site.productName} faz pela minha clínica?`,
    // Open by default: one short paragraph (at most four lines on a phone). What the AI does and the urgency
    // rule are in "A IA substitui a minha secretária?" (docs/decisions/602).
    answer: `A ${site.productName} é uma secretária virtual com IA que atende seus pacientes pelo WhatsApp a qualquer hora, inclusive à noite, nos fins de semana e feriados.`,
  },
  {
    question: "Funciona no WhatsApp da clínica?",
    answer:
      "Sim. A IA atende pelo WhatsApp da clínica: os planos Básico, Avançado e Profissional incluem uma instância (um número conectado), e os planos Premium e Enterprise incluem duas. Se precisar de mais números, cada instância extra custa R$ 99 por mês.",
  },
  {
    question: "A IA substitui a minha secretária?",
    answer: `Não. A IA assume as tarefas repetitivas, para que sua equipe se dedique a quem está na clínica: tira dúvidas, agenda consultas, envia lembretes, pede confirmação e retoma o contato com quem deixou a conversa sem resposta (só com pacientes que aceitaram receber mensagens da clínica), com linguagem natural e no tom da sua clínica.\n\n${urgency.full} A equipe é avisada na hora, por mensagem ou e-mail, e pode pausar a IA com um comando de texto enviado na conversa.`,
  },
  {
    question: "Como a IA sabe quais horários estão livres?",
    answer: `A agenda de cada profissional fica na própria ${site.productName}: a IA oferece só os horários livres dessa agenda e registra a consulta assim que o paciente escolhe. Se a clínica usa um sistema de gestão, a integração com ele é avaliada numa análise técnica. Ao oferecer horários, a IA distribui as consultas de forma a evitar buracos na agenda de cada profissional.`,
  },
  {
    question: `Em quanto tempo a ${site.productName} começa a atender?`,
    answer: `Em menos de ${claims.setupHours} horas ${setupCondition} (a identificação do pagamento pode levar até dois dias úteis). Nesse prazo, nossa equipe configura a IA com essas informações, como serviços, profissionais, horários e respostas às dúvidas frequentes, e conecta o WhatsApp. Depois, o suporte atende ${supportHoursText}.`,
  },
  {
    question: "Os dados dos pacientes ficam protegidos?",
    answer: `A clínica é a controladora dos dados dos pacientes, e a ${site.company.name}, que oferece a ${site.productName}, atua como operadora: trata esses dados só para prestar o serviço, seguindo as instruções da clínica. O site e a plataforma usam conexão criptografada (HTTPS), cada pessoa da equipe tem o próprio acesso, com perfil de titular da conta, administrador ou membro, e só o titular da conta pode criar usuários ou compartilhar acessos.`,
    more: { href: "/seguranca-e-lgpd", text: "Leia as respostas completas em Segurança e LGPD" },
  },
  {
    question: "Quanto custa? Posso cancelar?",
    answer: `Os planos começam em ${formatBRL(firstPlan.monthlyPrice)} por mês, com ${formatCount(firstPlan.includedInteractions)} interações incluídas, e você pode mudar de plano quando quiser (a mudança vale a partir do próximo ciclo). Garantia de ${claims.refundDays} dias: peça o reembolso em até ${claims.refundDays} dias corridos da contratação. Se cancelar durante um período pago, o acesso continua até o fim dos ${claims.billingCycleDays} dias já pagos.`,
  },
];

/**
 * The four questions published as FAQPage JSON-LD on the home page: what it does, whether it
 * replaces the receptionist, how fast it starts, price and cancellation. Same text as on the page.
 */
export const homeFaqStructured: readonly FaqItem[] = [0, 2, 4, 6].map((i) => homeFaq[i]!);

/**
 * The calls to action under the home sections. `source` is the label the spec lists for each button
 * (analytics values, not copy), kept so the sales team's reports and the contact page's
 * variants go on working; `label` is what the button says (no "exclusive" features, no
 * promised "extraordinary" results, nothing to "master").
 */
export const homeCtas = {
  features: { label: demoCall, source: "Tenha essas funcionalidades exclusivas" },
  automation: { label: demoCall, source: "Domine todas as funcionalidades" },
  results: { label: demoCall, source: "Conquiste resultados extraordinários" },
  specialist: { label: demoCall, source: "Fale com um especialista" },
} as const;

/** Eyebrow, title and lead of each home section, in page order; `id` is the section's anchor. */
export const homeSections = {
  demo: {
    id: "demonstracao",
    eyebrow: "Demonstração",
    title: "Veja um atendimento completo em menos de um minuto",
    /** Shown over the player, in the section's content rather than as its lead. */
    intro:
      "Uma paciente escreve às 21h47, com a recepção fechada. Acompanhe a IA responder, agendar, enviar o lembrete, pedir a confirmação e chamar a equipe quando ela pede para falar com uma pessoa.",
  },
  features: {
    id: "funcionalidades",
    eyebrow: "Funcionalidades",
    title: "Recursos que a rotina da sua clínica pede",
    lead: "Pensados para consultórios e clínicas médicas e odontológicas, do primeiro contato à consulta confirmada.",
  },
  automation: {
    id: "automacao",
    eyebrow: "Menos tarefas repetitivas na recepção",
    title: "Automação inteligente",
    lead: "Agendamentos, confirmações, lembretes e as dúvidas de sempre ficam com a IA; sua equipe fica com os pacientes que precisam dela.",
  },
  testimonials: {
    id: "depoimentos",
    eyebrow: testimonialsCopy().eyebrow,
    title: testimonialsCopy().title,
    /** Above the cards: the illustrative status is read before the figures. */
    lead: testimonialsCopy().note,
  },
  faq: {
    id: "perguntas-frequentes",
    eyebrow: "Perguntas frequentes",
    title: "Tire suas dúvidas",
    lead: "Dúvidas comuns antes de começar a usar a Atendra.",
  },
} as const;

export const homeVideoLinks = {
  transcript: "Descrição do vídeo em texto",
  ownPage: "Abrir o vídeo em página própria",
} as const;

/** The tag on highlighted feature cards. */
export const highlightTag = "Destaque";

/** Under the feature grids: not every feature is in every plan. */
export const planNote = {
  text: "Alguns recursos dependem do plano contratado.",
  link: "Veja a comparação em Planos e preços",
} as const;

export const homeClosing = {
  title: "Mais tempo da recepção para os pacientes",
  lead: `Converse com um especialista, veja a IA atendendo com as informações da sua clínica e comece em menos de ${claims.setupHours} horas ${setupCondition}.`,
} as const;

/**
 * "Nota média 4,8 de 5 em 127 avaliações (…)", from the rating in site.ts; undefined, and not shown, while
 * the survey behind it is not on file (docs/claims.md, rating).
 */
export const ratingText: string | undefined = claims.rating.published
  ? `Nota média ${ratingLabel} de ${claims.rating.best} em ${claims.rating.count} avaliações (${claims.rating.source})`
  : undefined;

/**
 * The example conversation in the hero's phone (decorative for the rest: the video tells the same). The AI's
 * first message says it is the clinic's virtual assistant and carries the clinic's urgency guidance, once; the
 * one-line caption under the phone says the conversation is an example and that the AI does not assess symptoms
 * (urgency.underExample: the hero's "at any hour" promise has it beside it, docs/decisions/255), without naming
 * SAMU again (docs/decisions/800, 895).
 */
export const chatPreview = {
  clinic: "Clínica Bem Viver",
  initial: "B",
  status: "atendimento com IA · on-line",
  /** Over each of the clinic's bubbles, as the video's poster draws them. */
  sender: "Assistente virtual",
  messages: [
    { from: "patient", text: "Oi! Tem horário amanhã de manhã?", time: "22h13" },
    {
      from: "clinic",
      text: `Boa noite! Sou a assistente virtual da Clínica Bem Viver. ${urgency.firstMessage} Tenho 8h30 ou 10h com a Dra. Paula. Qual fica melhor?`,
      time: "22h13",
    },
    { from: "patient", text: "8h30", time: "22h14" },
    { from: "clinic", text: "Pronto, agendado para amanhã às 8h30. Até lá!", time: "22h14" },
  ],
  booked: "Consulta registrada na agenda",
  /** The message field at the bottom of the phone (a picture of one: nothing to type in). */
  composer: "Mensagem",
  caption: `Conversa ilustrativa. ${urgency.underExample}`,
} as const satisfies {
  clinic: string;
  initial: string;
  status: string;
  sender: string;
  messages: ReadonlyArray<{ from: "patient" | "clinic"; text: string; time: string }>;
  booked: string;
  composer: string;
  caption: string;
};
