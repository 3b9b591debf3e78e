/** Copy of the two thank-you pages a lead form leads to (/obrigado and /obrigado-integracao). */

import { demoVideoPath, site } from "~/site";
import { businessHoursText } from "./business-hours";
import { claims, setupCondition } from "./claims";

export interface ThankYouCopy {
  path: string;
  /** Its own breadcrumb label. */
  crumb: string;
  title: string;
  description: string;
  lead: string;
  steps: readonly string[];
  links: readonly { to: string; label: string; description: string }[];
  /** A page between home and this one in the trail. */
  parentCrumb?: { name: string; url: string };
}

export const contactThankYou = {
  path: "/obrigado",
  crumb: "Obrigado",
  title: "Recebemos seu contato",
  description: `Obrigado pelo interesse. Nossa equipe responde em horário comercial, ${businessHoursText}.`,
  lead: `Obrigado pelo interesse na ${site.productName}. Um especialista vai falar com você pelo WhatsApp ou por e-mail.`,
  steps: [
    "Um especialista da nossa equipe entra em contato pelo WhatsApp ou e-mail que você informou, em horário comercial.",
    "Em uma conversa rápida, entendemos a rotina da sua clínica: especialidades, agendas e como os pacientes chegam hoje.",
    "Mostramos a secretária virtual funcionando com exemplos do seu dia a dia e tiramos todas as dúvidas.",
    `Se fizer sentido para você, a implantação fica pronta em menos de ${claims.setupHours} horas ${setupCondition}, com ${claims.refundDays} dias de garantia de reembolso.`,
  ],
  links: [
    {
      to: demoVideoPath,
      label: "Assista ao vídeo de demonstração",
      description: "Veja em menos de um minuto como é o atendimento no WhatsApp.",
    },
    { to: "/planos-precos", label: "Conheça os planos", description: "Compare interações, agendas e usuários de cada plano." },
    { to: "/conteudo", label: "Leia nossos conteúdos", description: "Guias e artigos sobre IA e gestão de clínicas." },
    {
      to: "/integracao",
      label: "Integração via API",
      description: "Para empresas que desenvolvem software médico ou odontológico.",
    },
  ],
} as const satisfies ThankYouCopy;

export const integrationThankYou = {
  path: "/obrigado-integracao",
  crumb: "Obrigado",
  /** The integration page in the trail; not read from content/integration.ts, whose icons and copy this light page would then load. */
  parentCrumb: { name: "Integração", url: "/integracao" },
  title: "Recebemos seu pedido de integração",
  description: `Obrigado pelo interesse na integração via API. Nossa equipe responde em horário comercial, ${businessHoursText}.`,
  lead: "Obrigado pelo interesse em integrar seu software à nossa IA de atendimento. Nossa equipe técnica vai falar com você.",
  steps: [
    "Nossa equipe técnica entra em contato pelo e-mail ou WhatsApp informado, em horário comercial, para agendar a análise técnica.",
    "Na análise, conhecemos a API do seu software, os dados de agenda e as regras de cada clínica.",
    `Com a análise concluída, o ambiente de integração fica pronto em menos de ${claims.integrationSetupHours} horas.`,
    "Seguimos com desenvolvimento, testes integrados e liberação gradual, sempre junto com a sua equipe.",
  ],
  links: [
    { to: "/integracao", label: "Reveja as etapas da integração", description: "Da análise técnica ao suporte contínuo." },
    { to: "/parceiros", label: "Programa de parceiros", description: "Ofereça a secretária virtual aos seus clientes." },
    {
      to: "/planos-precos",
      label: "Planos e preços",
      description: "O plano Enterprise inclui API dedicada e consultoria: pergunte o que cada uma cobre.",
    },
    { to: "/conteudo", label: "Conteúdos sobre IA na saúde", description: "Guias sobre LLMs, prompts e gestão de clínicas." },
  ],
} as const satisfies ThankYouCopy;
