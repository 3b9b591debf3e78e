/**
 * The five plans and the add-ons, exactly as in the specification's plans table.
 * Higher plans include the extra features of the plan named in `includesFeaturesOf`
 * (see docs/decisions/460-plans-cumulative-add-ons-priced-legal-mailboxes.md).
 */

import { claims } from "./claims";
import { formatCount } from "./number-format";

export type PlanName = "Básico" | "Avançado" | "Profissional" | "Premium" | "Enterprise";

/** A number, or "ilimitados" for the plans without a limit. */
export type PlanLimit = number | "ilimitados";

export interface Plan {
  name: PlanName;
  description: string;
  /** Monthly price in BRL, paid in advance for the next 30 days. */
  monthlyPrice: number;
  popular: boolean;
  /** Interactions included in each monthly cycle. */
  includedInteractions: number;
  /** Price in BRL of each interaction beyond the included ones. */
  extraInteractionPrice: number;
  users: PlanLimit;
  agendas: PlanLimit;
  /** The spec's "CRM contact managers", shown as "listas de contatos": to a doctor "CRM" is the medical council. */
  crms: PlanLimit;
  whatsappInstances: number;
  /** The plan whose extra features this one also has. */
  includesFeaturesOf: PlanName | null;
  /** Extra features this plan adds on top of the lower plans. */
  features: readonly string[];
  limitations: readonly string[];
}

export const plans = [
  {
    name: "Básico",
    description: "Para o consultório que quer começar a atender pacientes, agendar e confirmar consultas com IA no WhatsApp.",
    monthlyPrice: 199,
    popular: false,
    includedInteractions: 2000,
    extraInteractionPrice: 0.1,
    users: 2,
    agendas: 2,
    crms: 2,
    whatsappInstances: 1,
    includesFeaturesOf: null,
    features: [],
    limitations: [],
  },
  {
    name: "Avançado",
    description: "Para a clínica com equipe pequena e vários profissionais atendendo na mesma recepção.",
    monthlyPrice: 299,
    popular: true,
    includedInteractions: 4000,
    extraInteractionPrice: 0.08,
    users: 5,
    agendas: 5,
    crms: 5,
    whatsappInstances: 1,
    includesFeaturesOf: null,
    features: [],
    limitations: [],
  },
  {
    name: "Profissional",
    description:
      "Para a clínica que quer instruções da IA ajustadas a cada profissional, envio de mídias aos pacientes e formulários no site.",
    monthlyPrice: 599,
    popular: false,
    includedInteractions: 10000,
    extraInteractionPrice: 0.06,
    users: "ilimitados",
    agendas: "ilimitados",
    crms: "ilimitados",
    whatsappInstances: 1,
    includesFeaturesOf: null,
    features: ["Prompt dinâmico", "Galeria de mídias", "Envio de mídias", "Formulários web com UTM"],
    limitations: [],
  },
  {
    name: "Premium",
    description: "Para a clínica com muitas interações por mês, dois números de WhatsApp e suporte prioritário.",
    monthlyPrice: 999,
    popular: false,
    includedInteractions: 20000,
    extraInteractionPrice: 0.05,
    users: "ilimitados",
    agendas: "ilimitados",
    crms: "ilimitados",
    whatsappInstances: 2,
    includesFeaturesOf: "Profissional",
    features: ["Suporte prioritário"],
    limitations: [],
  },
  {
    name: "Enterprise",
    description: "Para redes e grupos de clínicas que precisam de personalização completa, API dedicada e consultoria.",
    monthlyPrice: 1199,
    popular: false,
    includedInteractions: 30000,
    extraInteractionPrice: 0.04,
    users: "ilimitados",
    agendas: "ilimitados",
    crms: "ilimitados",
    whatsappInstances: 2,
    includesFeaturesOf: "Premium",
    features: ["Personalização completa", "API dedicada", "Consultoria"],
    limitations: [],
  },
] as const satisfies readonly Plan[];

/**
 * One line under a feature's name on the cards, saying what it does for the clinic, each
 * traceable to what the site already says (first-contact images, video and audio; the
 * integration page: instructions that adjust to each professional; UTM is the campaign of origin).
 * Suporte prioritário, Personalização completa, API dedicada and Consultoria have no defined scope in
 * the spec: no line, and the page sends the visitor to a specialist (docs/claims.md, "hold").
 */
export const featureDetails: Readonly<Record<string, string>> = {
  "Prompt dinâmico": "Instruções da IA ajustadas a cada profissional da clínica.",
  "Galeria de mídias": "Imagens, vídeos e áudios da clínica guardados na plataforma.",
  "Envio de mídias": "A IA envia essas mídias aos pacientes, como nas boas-vindas do primeiro contato.",
  "Formulários web com UTM": "Formulários para o site da clínica que registram de qual campanha veio cada contato.",
};

/** Every extra feature of a plan, its own and those it inherits, lower plans first. */
export function allFeatures(plan: Plan, list: readonly Plan[] = plans): string[] {
  const parent = plan.includesFeaturesOf ? list.find((p) => p.name === plan.includesFeaturesOf) : undefined;
  return [...(parent ? allFeatures(parent, list) : []), ...plan.features];
}

/** The extra features in the order they first appear, for the comparison table. */
export function featureCatalogue(list: readonly Plan[] = plans): string[] {
  return [...new Set(list.flatMap((plan) => [...plan.features]))];
}

export interface AddOn {
  name: string;
  description: string;
  price: number;
  /** What the price buys and for how long, said beside it (docs/claims.md records the reading). */
  period: string;
}

/** Interactions in one extra pack and the pack's price in BRL. */
/** What a subscription can be paid with (the plans' structured data). "Pix" is the Central Bank's brand, not an acronym; the terms also accept the bank slip. */
export const paymentMethods = ["Cartão de crédito", "Cartão de débito", "Transferência bancária", "Pix", "Boleto bancário"] as const;

export const EXTRA_PACK_INTERACTIONS = 5000;
export const EXTRA_PACK_PRICE = 199;
/** Price in BRL of each WhatsApp instance beyond the plan's own, in every plan. */
export const EXTRA_INSTANCE_PRICE = 99;

const packSize = formatCount(EXTRA_PACK_INTERACTIONS);

export const addOns = [
  {
    name: `Pacote de ${packSize} interações extras`,
    description: "Interações a mais para os meses de maior movimento, somadas às incluídas no seu plano.",
    price: EXTRA_PACK_PRICE,
    period: `por pacote, pago uma vez, válido por ${claims.billingCycleDays} dias a partir da compra`,
  },
  {
    name: "Instância extra de WhatsApp",
    description: "Mais um número de WhatsApp atendido pela IA, disponível em todos os planos.",
    price: EXTRA_INSTANCE_PRICE,
    period: "por mês, por instância",
  },
] as const satisfies readonly AddOn[];
