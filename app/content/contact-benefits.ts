import { BrainCircuit, CalendarClock, PlugZap, RotateCcw, Timer } from "lucide-react";
import type { IconCard } from "./types";
import { claims } from "./claims";

/** The five benefit cards beside the contact form (spec section 2). */
export const contactBenefits = [
  {
    icon: CalendarClock,
    title: `Agendamento ${claims.availability.week}`,
    description: "Pacientes marcam, confirmam e remarcam consultas pelo WhatsApp a qualquer hora, inclusive à noite e nos fins de semana.",
  },
  {
    icon: Timer,
    title: `Implantação em menos de ${claims.setupHours} horas`,
    description:
      "Nossa equipe configura agenda, horários e respostas com você; em menos de três dias a secretária virtual já está atendendo.",
  },
  {
    icon: RotateCcw,
    title: `Reembolso em até ${claims.refundDays} dias`,
    description: `Se não fizer sentido para a sua clínica, você pede o reembolso em até ${claims.refundDays} dias corridos, já incluído o prazo legal de ${claims.legalWithdrawalDays} dias.`,
  },
  {
    icon: BrainCircuit,
    title: "IA com terminologia médica",
    description: "Reconhece especialidades, exames e procedimentos, e conversa com o paciente em linguagem clara e acolhedora.",
  },
  {
    icon: PlugZap,
    title: "Prompt dinâmico e integração com software médico",
    description:
      "As instruções da IA se ajustam a cada clínica e profissional, e a agenda conversa com o sistema de gestão que você já usa.",
  },
] as const satisfies readonly IconCard[];
