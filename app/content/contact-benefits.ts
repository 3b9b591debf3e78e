import type { LucideIcon } from "lucide-react";
import { BrainCircuit, CalendarClock, PlugZap, RotateCcw, Timer } from "lucide-react";

/** The five benefit cards beside the contact form (spec section 2). */
export interface ContactBenefit {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const contactBenefits = [
  {
    icon: CalendarClock,
    title: "Agendamento 24 horas, 7 dias por semana",
    description: "Pacientes marcam, confirmam e remarcam consultas pelo WhatsApp a qualquer hora, inclusive à noite e nos fins de semana.",
  },
  {
    icon: Timer,
    title: "Implantação em menos de 72 horas",
    description: "Nossa equipe configura agenda, horários e respostas com você; em menos de três dias a secretária virtual já está atendendo.",
  },
  {
    icon: RotateCcw,
    title: "Reembolso em até 30 dias",
    description: "Se não fizer sentido para a sua clínica, você pede o reembolso em até 30 dias corridos, já incluído o prazo legal de 7 dias.",
  },
  {
    icon: BrainCircuit,
    title: "IA com terminologia médica",
    description: "Reconhece especialidades, exames e procedimentos, e conversa com o paciente em linguagem clara e acolhedora.",
  },
  {
    icon: PlugZap,
    title: "Prompt dinâmico e integração com software médico",
    description: "As instruções da IA se ajustam a cada clínica e profissional, e a agenda conversa com o sistema de gestão que você já usa.",
  },
] as const satisfies readonly ContactBenefit[];
