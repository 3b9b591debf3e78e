import { BrainCircuit, CalendarClock, PlugZap, RotateCcw, Timer } from "lucide-react";
import type { IconCard } from "./types";
import { claims, examPrepRule, setupCondition, urgency } from "./claims";

/** A benefit: its title, one line shown under it (at most 90 characters) and its conditions, shown after the list. */
export interface ContactBenefit extends IconCard {
  /** Every benefit has one: a promise shown without its conditions among others with them reads as one with none. */
  detail: string;
  /** Names the benefit where its conditions are gathered under the list, so each sentence keeps its subject. */
  conditionLabel: string;
}

/**
 * The five benefit cards beside the contact form (24/7 booking, setup in under 72 hours,
 * refund within 30 days, medical terminology, dynamic prompt and integration), each with its conditions.
 * The bold title and one line scan; the conditions stay on the page, gathered in one paragraph after the list.
 */
export const contactBenefits = [
  {
    icon: CalendarClock,
    title: "Agendamento a qualquer hora, todos os dias",
    description: "Pacientes marcam, confirmam e remarcam consultas pelo WhatsApp, inclusive à noite.",
    conditionLabel: "Agendamento",
    detail: `Também nos fins de semana e feriados. ${urgency.short}`,
  },
  {
    icon: Timer,
    title: `Implantação em menos de ${claims.setupHours} horas ${setupCondition}`,
    description: "Nossa equipe configura com você a agenda, os horários e as respostas.",
    conditionLabel: "Implantação",
    detail: "A identificação do pagamento pode levar até dois dias úteis. Depois da configuração, a secretária virtual começa a atender.",
  },
  {
    icon: RotateCcw,
    title: `Garantia de ${claims.refundDays} dias`,
    description: `Peça o reembolso em até ${claims.refundDays} dias corridos da contratação.`,
    conditionLabel: "Garantia",
    detail: `Vale se a plataforma não fizer sentido para a sua clínica. Os ${claims.refundDays} dias já incluem o prazo legal de ${claims.legalWithdrawalDays} dias.`,
  },
  {
    icon: BrainCircuit,
    title: "IA com terminologia médica",
    description: "Entende especialidades, exames e procedimentos e responde em linguagem clara.",
    // Its limits are the terms' (section 1: no diagnosis, no prescription) and the one exam-preparation rule.
    conditionLabel: "Limites da IA",
    detail: `${examPrepRule} Ela não faz diagnósticos nem prescreve tratamentos.`,
  },
  {
    icon: PlugZap,
    title: "Prompt dinâmico e integração com o sistema de gestão",
    description: "As instruções da IA se ajustam a cada clínica e a cada profissional.",
    conditionLabel: "Prompt e integração",
    detail:
      "O prompt dinâmico vem nos planos Profissional, Premium e Enterprise. A agenda pode se conectar ao sistema de gestão que você já usa, depois de uma análise técnica.",
  },
] as const satisfies readonly ContactBenefit[];
