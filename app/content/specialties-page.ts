import { site } from "~/site";
import { urgency } from "./claims";
import { demoCall } from "./ui-strings/sales-call";

/**
 * Copy of the specialty pages around what each specialty's file says (content/specialties/*.yaml):
 * the index /especialidades, the section titles of every /especialidades/{slug}, and the links to the
 * index from the home page and the content hub (the footer's is in navigation.ts).
 */
export const specialtiesIndex = {
  path: "/especialidades",
  crumb: "Especialidades",
  title: "Secretária virtual com IA por especialidade",
  description:
    "Odontologia, pediatria e outras especialidades: o que os pacientes de cada uma perguntam pelo WhatsApp e como a secretária virtual da Atendra responde.",
  eyebrow: "Especialidades",
  lead: "Veja o que os pacientes de cada especialidade pedem pelo WhatsApp e como a plataforma responde, numa conversa simulada.",
  /** Under the cards, which promise answers at night: what happens to an urgent message. */
  urgency: urgency.short,
  listTitle: "Escolha a sua especialidade",
  /** The hero's second call: a jump down to the cards (the sales call closes the page). */
  listJump: "Escolher especialidade",
  /** The card's label: the whole card is the link, named by the specialty; this only says it leads on. */
  cardLink: "Ver página",
  /** Read before the card's chat bubble by screen readers (the bubble's look says it to the eye). */
  cardMessageLabel: "Mensagem típica de um paciente:",
  /** Read before the note under it: what the assistant left on record after that conversation. */
  cardOutcomeLabel: "Resultado da conversa:",
  /**
   * From lg, beside the title: three patients' messages from their specialties' own conversations (a typed message
   * of an opening, by position from 1), not the ones the cards below show.
   */
  heroVoices: {
    picks: [
      { slug: "odontologia", opening: 1, message: 2 },
      { slug: "dermatologia", opening: 2, message: 2 },
      { slug: "ginecologia", opening: 1, message: 2 },
    ],
    label: "Primeiras mensagens de pacientes, por especialidade",
    caption: "Exemplos ilustrativos, das conversas simuladas de cada página",
  },
  /**
   * Below lg, the header's picture: one conversation, whole enough to read (the patient's messages and the
   * assistant's reply), from the first specialty's own script (its opening, by position from 1).
   */
  heroChat: {
    pick: { slug: "odontologia", opening: 1 },
    label: (name: string) => `Conversa simulada de ${name.toLowerCase()} no WhatsApp da clínica`,
    channel: "Conversa no WhatsApp · Atendida pela IA",
    caption: "Exemplo ilustrativo, da conversa simulada da página de odontologia",
  },
  /** The page's closing band: the site's sales call, with the index's own source. */
  closing: {
    id: "especialidades-cta",
    title: "Não encontrou a sua especialidade?",
    lead: "A secretária virtual atende clínicas médicas e odontológicas de qualquer especialidade: mostramos como ela funciona com a sua agenda.",
    source: "especialidades",
  },
} as const;

/** /especialidades/{slug}: the parent crumb and the titles of its sections. */
export const specialtyPageCopy = {
  parentCrumb: { name: specialtiesIndex.crumb, url: specialtiesIndex.path },
  eyebrow: (name: string) => `Especialidade · ${name}`,
  /** The share image's bottom line. */
  imageFooter: (specialist: string) => `Atendimento pelo WhatsApp para ${specialist}`,
  asks: {
    id: "o-que-perguntam",
    title: (clinicPhrase: string) => `O que chega pelo WhatsApp numa ${clinicPhrase}, e por que há faltas`,
    /** The list's name for screen readers. */
    rowLabel: "Situações que chegam pelo WhatsApp",
  },
  features: {
    id: "recursos",
    title: (clinicPhrase: string) => `Como a ${site.productName} responde na sua ${clinicPhrase}`,
    /** Once per page, under the features (every specialty promises answers out of hours), as the home hero says it. */
    urgency: urgency.short,
    note: "Alguns recursos dependem do plano contratado.",
    plansLink: "Compare os planos",
  },
  simulatorLead: (name: string) =>
    `Uma conversa de ${name.toLowerCase()} com a assistente virtual: toque nas respostas como faria no WhatsApp.`,
  /** The header's conversation: a piece of the page's simulated conversation, under its specialty's name. */
  heroChat: {
    label: (name: string) => `Registro de uma conversa simulada de ${name.toLowerCase()}, no painel da clínica`,
    /** The header's picture is the clinic's side (what the conversation left on record), not a second phone. */
    panel: "Painel da clínica",
    channel: "Conversa no WhatsApp",
    status: "Atendida pela IA",
    caption: "Clínica fictícia · converse como paciente mais abaixo",
    /** On a phone the header shows the conversation's first lines only; this leads to the simulator, the page's one big chat. */
    tryIt: "Teste a conversa",
  },
  faq: { id: "perguntas", title: "Perguntas antes de contratar" },
  cta: {
    title: (clinicPhrase: string) => `Leve a secretária virtual para a sua ${clinicPhrase}`,
    button: demoCall,
  },
  others: { id: "outras-especialidades", title: "Outras especialidades" },
} as const;

/** The links to /especialidades from other pages (their own copy stays in their files). */
export const specialtiesLinks = {
  /** Home page, in the closing lines of the simulator's section. */
  home: { before: "Atende uma especialidade em particular?", link: "Veja a página da sua especialidade" },
  /** Content hub, in its header. */
  hub: "Perguntas dos pacientes por especialidade",
} as const;
