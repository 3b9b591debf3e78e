import { BrainCircuit, CalendarClock, PlugZap, RotateCcw, Timer } from "lucide-react";
import type { IconCard } from "./types";
import { claims, setupCondition, urgency } from "./claims";

/**
 * The five benefit cards beside the contact form (24/7 booking, setup in under 72 hours,
 * refund within 30 days, medical terminology, dynamic prompt and integration), each with its conditions.
 */
export const contactBenefits = [
  {
    icon: CalendarClock,
    title: "Agendamento a qualquer hora, todos os dias",
    description: `Pacientes marcam, confirmam e remarcam consultas pelo WhatsApp a qualquer hora, inclusive à noite, nos fins de semana e feriados. ${urgency.short}`,
  },
  {
    icon: Timer,
    title: `Implantação em menos de ${claims.setupHours} horas ${setupCondition}`,
    description:
      "A identificação do pagamento pode levar até dois dias úteis. Depois dela, nossa equipe configura com você a agenda, os horários e as respostas, e a secretária virtual começa a atender.",
  },
  {
    icon: RotateCcw,
    title: `Garantia de ${claims.refundDays} dias`,
    description: `Se não fizer sentido para a sua clínica, você pede o reembolso em até ${claims.refundDays} dias corridos da contratação, já incluído o prazo legal de ${claims.legalWithdrawalDays} dias.`,
  },
  {
    icon: BrainCircuit,
    title: "IA com terminologia médica",
    description: "Reconhece especialidades, exames e procedimentos, e conversa com o paciente em linguagem clara e acolhedora.",
  },
  {
    icon: PlugZap,
    title: "Prompt dinâmico e integração com o sistema de gestão",
    description:
      "As instruções da IA se ajustam a cada clínica e profissional (planos Profissional, Premium e Enterprise), e a agenda pode se conectar ao sistema de gestão que você já usa, depois de uma análise técnica.",
  },
] as const satisfies readonly IconCard[];
