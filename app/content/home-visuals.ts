import type { FeatureVisual } from "./types";

/**
 * The words inside the small interface pictures on the home page's feature cards (app/sections/home/
 * feature-visuals.tsx). Decorative: each card's title and text say what the picture shows. Names, times and
 * files are illustrative, from the same fictional clinic as the hero's conversation.
 */
/** Over the rows that scroll sideways on a phone (app/ui/swipe-hint.tsx): what is to the side, counted. */
export const swipeHints = {
  examples: (count: number) => `Deslize para o lado para ver os ${count} exemplos.`,
};

export const featureVisuals = {
  // The pictures with a chat show no introduction, so each is a crop from the middle of a conversation: a
  // conversation's first message carries the assistant's introduction and the urgency guidance (the hero's).
  burst: {
    messages: ["queria marcar uma limpeza", "pra mim e pro meu filho", "pode ser sábado?"],
    reply: "Temos 9h para você e 9h30 para ele.",
  },
  media: { audio: "0:14", file: "pedido-de-exame.pdf", fileMeta: "PDF · 1 página" },
  handover: { title: "Mariana pediu para falar com uma pessoa", meta: "Aviso por mensagem · agora" },
  agenda: {
    day: "Amanhã · Dra. Paula",
    slots: [
      { time: "8h30", who: "Mariana S.", state: "booked" },
      { time: "9h00", who: "João P.", state: "booked" },
      { time: "10h00", who: "Livre", state: "free" },
    ],
  },
  // The staff's side: the clinic's conversations, each with who answers it now, beside the day's agenda.
  panel: {
    inbox: "Conversas",
    by: { ai: "IA", team: "Equipe" },
    conversations: [
      { who: "Mariana S.", text: "Quer falar com uma pessoa", by: "team", unread: true },
      { who: "Pedro A.", text: "Consulta marcada · hoje, 14h30", by: "ai", unread: false },
      { who: "Carla M.", text: "Confirmo, obrigada!", by: "ai", unread: false },
    ],
    day: "Hoje · Dr. Ricardo",
    slots: [
      { time: "14h00", who: "Carla M.", state: "booked" },
      { time: "14h30", who: "Pedro A.", state: "booked" },
      { time: "15h00", who: "Livre", state: "free" },
    ],
  },
  reminder: { label: "Lembrete", text: "Sua consulta com a Dra. Paula é amanhã, às 8h30.", time: "18h00", reply: "Confirmo, obrigada!" },
  anytime: {
    when: "Domingo · 22h14",
    message: "E no sábado de manhã?",
    reply: "Atendemos, sim! No sábado, temos 9h ou 10h30. Quer reservar?",
  },
  booking: { message: "Pode ser quinta às 8h30", event: "Consulta marcada · quinta, 8h30" },
  confirm: { ask: "Confirma a consulta de amanhã, às 8h30?", reply: "Sim", time: "8h30", who: "Mariana S.", state: "Confirmada" },
  nudge: { when: "Sem resposta há 2 dias", text: "Oi, Mariana! Ainda quer marcar a sua limpeza? Tenho horários nesta semana." },
  faq: { message: "Onde fica a clínica?", reply: "Rua das Acácias, 120, Centro. Há estacionamento ao lado." },
} as const satisfies Record<FeatureVisual, unknown>;
