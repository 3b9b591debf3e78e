import { formatBRL, formatCount } from "./number-format";
import { type Plan, plans } from "./plans";
import { urgency } from "./claims";
import { site } from "~/site";

/**
 * The comparison of "Atendra e as alternativas" (content/articles/atendra-e-alternativas.mdx):
 * five ways a clinic answers its patients, compared by category, never by brand. The other
 * columns say what is usual ("em geral", "depende do sistema"); the product's column says only
 * what the spec claims, and its price is read from the plans table. Sources of each statement:
 * docs/claims.md, section "Atendra e as alternativas".
 */

export const alternativeIds = ["recepcao", "whatsapp-manual", "lembretes-do-sistema", "chatbot-de-menu", "atendra"] as const;
export type AlternativeId = (typeof alternativeIds)[number];

export interface Alternative {
  id: AlternativeId;
  /** The column heading (and the label beside each answer on a phone). */
  name: string;
  /** The phone matrix's column label, a word that fits a fifth of a phone's width (the full name is read to screen readers). */
  short: string;
}

export const alternatives = [
  { id: "recepcao", name: "Recepção no horário comercial", short: "Recepção" },
  { id: "whatsapp-manual", name: "WhatsApp Business respondido à mão", short: "WhatsApp" },
  { id: "lembretes-do-sistema", name: "Lembretes do sistema de gestão", short: "Lembretes" },
  { id: "chatbot-de-menu", name: "Chatbot de menu (“digite 1”)", short: "Chatbot" },
  { id: "atendra", name: `${site.productName} (secretária com IA)`, short: site.productName },
] as const satisfies readonly Alternative[];

/** How an answer reads at a glance (an icon beside the words, never instead of them). */
export type Tone = "yes" | "partly" | "no" | "neutral";

/** The phone matrix's key: what each icon stands for (its cells' own answers are read to screen readers). */
export const toneLegend = [
  { tone: "yes", label: "Sim" },
  { tone: "partly", label: "Em parte ou depende" },
  { tone: "no", label: "Não" },
] as const satisfies readonly { tone: Tone; label: string }[];

export interface ComparisonCell {
  /** The short answer, shown first and in bold. */
  answer: string;
  tone: Tone;
  detail: string;
}

export interface ComparisonRow {
  id: string;
  /** The row heading: what is compared. */
  label: string;
  cells: Record<AlternativeId, ComparisonCell>;
}

/** Lowest and highest of one plan figure, from the plans table. */
function span(pick: (plan: Plan) => number): [number, number] {
  const values = plans.map(pick);
  return [Math.min(...values), Math.max(...values)];
}

export const planSpan = {
  monthlyPrice: span((p) => p.monthlyPrice),
  includedInteractions: span((p) => p.includedInteractions),
  extraInteractionPrice: span((p) => p.extraInteractionPrice),
} as const;

const [minPrice, maxPrice] = planSpan.monthlyPrice;
const [minIncluded, maxIncluded] = planSpan.includedInteractions;
const [minExtra, maxExtra] = planSpan.extraInteractionPrice;

export const comparisonRows = [
  {
    id: "fora-do-horario",
    label: "Responde fora do horário",
    cells: {
      recepcao: { answer: "Não", tone: "no", detail: "Só enquanto a equipe está na clínica; o que chega à noite espera o dia seguinte." },
      "whatsapp-manual": {
        answer: "Em parte",
        tone: "partly",
        detail: "O aplicativo pode enviar uma mensagem automática de ausência; a resposta de verdade espera alguém da equipe.",
      },
      "lembretes-do-sistema": {
        answer: "Em geral, não",
        tone: "no",
        detail: "Envia avisos programados; o que o paciente escreve de volta fica para a equipe.",
      },
      "chatbot-de-menu": { answer: "Sim", tone: "yes", detail: "A qualquer hora, mas só dentro das opções do menu." },
      atendra: {
        answer: "Sim",
        tone: "yes",
        detail: `A qualquer hora, inclusive à noite e nos fins de semana, salvo interrupções da plataforma ou do WhatsApp. ${urgency.short}`,
      },
    },
  },
  {
    id: "audios-e-mensagens",
    label: "Entende áudios, imagens, PDFs e várias mensagens seguidas",
    cells: {
      recepcao: { answer: "Sim", tone: "yes", detail: "Uma pessoa ouve, lê e junta tudo, quando tem tempo para isso." },
      "whatsapp-manual": { answer: "Sim", tone: "yes", detail: "Quem responde ouve os áudios e abre os arquivos, um por um." },
      "lembretes-do-sistema": {
        answer: "Em geral, não",
        tone: "no",
        detail: "O módulo envia avisos; não interpreta o que o paciente manda.",
      },
      "chatbot-de-menu": {
        answer: "Em geral, não",
        tone: "no",
        detail: "Espera um número ou uma palavra-chave; áudios, fotos e frases soltas costumam levar de volta ao menu.",
      },
      atendra: {
        answer: "Sim",
        tone: "yes",
        detail: "Entende áudios, imagens e PDFs; quando chegam várias mensagens seguidas, responde uma vez só.",
      },
    },
  },
  {
    id: "agenda",
    label: "Marca consultas na agenda",
    cells: {
      recepcao: { answer: "Sim", tone: "yes", detail: "No horário da equipe, direto na agenda da clínica." },
      "whatsapp-manual": {
        answer: "Sim, à mão",
        tone: "partly",
        detail: "Alguém combina o horário na conversa e depois o lança na agenda.",
      },
      "lembretes-do-sistema": {
        answer: "Depende do sistema",
        tone: "partly",
        detail: "Alguns sistemas têm agendamento pelo próprio paciente; o módulo de lembretes, em geral, não marca consultas.",
      },
      "chatbot-de-menu": {
        answer: "Depende da integração",
        tone: "partly",
        detail: "Alguns mostram horários livres numa lista; outros só anotam o pedido para a equipe.",
      },
      atendra: {
        answer: "Sim",
        tone: "yes",
        detail:
          "Oferece horários livres, evitando buracos na agenda, e marca na própria conversa. No sistema da clínica, depende da integração.",
      },
    },
  },
  {
    id: "confirmacoes-e-lembretes",
    label: "Confirma consultas e envia lembretes",
    cells: {
      recepcao: {
        answer: "Sim, se der tempo",
        tone: "partly",
        detail: "Por telefone ou mensagem, um paciente por vez; nos dias cheios, costuma ficar para depois.",
      },
      "whatsapp-manual": {
        answer: "Sim, à mão",
        tone: "partly",
        detail: "Respostas rápidas ajudam, mas alguém envia cada mensagem e acompanha as respostas.",
      },
      "lembretes-do-sistema": {
        answer: "Sim",
        tone: "yes",
        detail: "É a função principal. Quando o paciente quer remarcar, em geral a equipe assume.",
      },
      "chatbot-de-menu": {
        answer: "Em geral, sim",
        tone: "yes",
        detail: "Pede “1 para confirmar, 2 para remarcar”; o que foge das opções fica para a equipe.",
      },
      atendra: {
        answer: "Sim",
        tone: "yes",
        detail: "Envia o lembrete, pede a confirmação e oferece outro horário livre a quem precisa remarcar.",
      },
    },
  },
  {
    id: "passa-para-uma-pessoa",
    label: "Passa a conversa para uma pessoa",
    cells: {
      recepcao: { answer: "Já é uma pessoa", tone: "yes", detail: "O paciente conversa direto com alguém da equipe." },
      "whatsapp-manual": { answer: "Já é uma pessoa", tone: "yes", detail: "Quem responde é a própria equipe." },
      "lembretes-do-sistema": {
        answer: "Depende do sistema",
        tone: "partly",
        detail: "Em geral, a resposta do paciente ao lembrete fica registrada para a equipe dar continuidade.",
      },
      "chatbot-de-menu": {
        answer: "Em geral, sim",
        tone: "partly",
        detail: "Por uma opção como “falar com um atendente”; fora do horário, a conversa espera.",
      },
      atendra: {
        answer: "Sim",
        tone: "yes",
        detail:
          "Avisa a equipe por mensagem ou e-mail quando o paciente pede para falar com uma pessoa; a equipe desliga e religa a IA por comando de texto na conversa. Fora do horário, a conversa espera a equipe.",
      },
    },
  },
  {
    id: "custo",
    label: "Quanto custa",
    cells: {
      recepcao: { answer: "Varia", tone: "neutral", detail: "Salário e encargos de quem atende, durante o horário da equipe." },
      "whatsapp-manual": { answer: "Varia", tone: "neutral", detail: "O custo principal é o tempo da equipe dedicado às conversas." },
      "lembretes-do-sistema": {
        answer: "Varia",
        tone: "neutral",
        detail: "Em geral, um adicional do sistema de gestão, por mês ou por mensagem enviada, conforme o fornecedor.",
      },
      "chatbot-de-menu": {
        answer: "Varia",
        tone: "neutral",
        detail: "Mensalidade, configuração ou cobrança por conversa, conforme o fornecedor.",
      },
      atendra: {
        answer: `${formatBRL(minPrice)} a ${formatBRL(maxPrice)} por mês`,
        tone: "neutral",
        detail: `Conforme o plano, com ${formatCount(minIncluded)} a ${formatCount(maxIncluded)} interações por mês; cada interação extra custa de ${formatBRL(minExtra)} a ${formatBRL(maxExtra)}.`,
      },
    },
  },
] as const satisfies readonly ComparisonRow[];

export const comparisonCaption = "Cinco formas de atender os pacientes, comparadas em seis pontos";

/** After the comparison: the one sales call inside the guide, and the video for who wants to see first. */
export const comparisonCall = {
  id: "veja-respondendo",
  title: `Veja a ${site.productName} respondendo`,
  lead: "Em uma conversa curta, mostramos a secretária virtual atendendo, marcando e confirmando consultas no WhatsApp de uma clínica como a sua.",
  source: "guia",
  video: "Assistir ao vídeo",
};
