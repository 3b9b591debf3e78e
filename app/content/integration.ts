import { ClipboardCheck, LifeBuoy, Users } from "lucide-react";
import { site } from "~/site";
import { supportHoursText } from "./business-hours";
import { claims } from "./claims";
import { integrationFormCopy } from "./integration-form-copy";
import type { FaqItem } from "./types";

/**
 * Copy of /integracao, the sales page for makers of clinic-management software.
 * Claims stay qualitative: the only figure is the setup promise (claims.integrationSetupHours).
 */

export { INTEGRATION_FORM_TITLE } from "./integration-form-copy";
export const INTEGRATION_SETUP_HOURS = claims.integrationSetupHours;

export const integrationFaq = [
  {
    question: "Quanto tempo leva para integrar meu software?",
    answer: `O ambiente de integração fica pronto em menos de ${INTEGRATION_SETUP_HOURS} horas depois da análise técnica. O prazo total depende da API do seu sistema e é combinado com a sua equipe logo no início.`,
  },
  {
    question: "Preciso mudar alguma coisa no meu sistema?",
    answer:
      "Em geral, não. Usamos a API que o seu software já oferece para consultar e gravar agendamentos. Se faltar algum ponto, a análise técnica mostra exatamente o que é necessário.",
  },
  {
    more: { href: "/seguranca-e-lgpd", text: "Segurança e LGPD: controlador, operador, acesso e transferência de dados" },
    question: "Como ficam a segurança e a LGPD?",
    // What the terms (section 13) and the privacy notice (section 2) say, and nothing more.
    answer: `A clínica é a controladora dos dados dos pacientes, e a ${site.company.name} atua como operadora: trata esses dados apenas para prestar o serviço, seguindo as instruções da clínica. O acesso à integração é feito por token, visível apenas ao titular da conta. Os detalhes, inclusive os fornecedores envolvidos e a transferência internacional, estão no nosso Aviso de Privacidade.`,
  },
  {
    question: "Quem dá suporte depois que a integração entra no ar?",
    answer: `Nossa equipe técnica acompanha a operação ${supportHoursText}, e você fala diretamente com ela pelo e-mail de suporte técnico.`,
  },
  {
    question: "Posso oferecer a integração como parceiro comercial?",
    answer:
      "Sim. Fabricantes de software podem atuar como parceiros e oferecer a secretária virtual aos próprios clientes. Escreva para o e-mail de parcerias para conhecer o programa.",
  },
] as const satisfies readonly FaqItem[];

export const integrationChecklist = [
  "Documentação da API de agenda do seu software",
  "Um contato técnico da sua equipe",
  "Uma clínica parceira para o piloto",
] as const;

export { ClipboardCheck as ChecklistIcon };

/** Meta, header and section copy of /integracao; the heading ids are the sections' anchors. */
export const integrationPage = {
  path: "/integracao",
  crumb: "Integração",
  title: "Integração via API para software médico e odontológico",
  description: `Integre seu software médico ou odontológico à IA de atendimento da ${site.productName} por API, com ambiente pronto em menos de ${INTEGRATION_SETUP_HOURS} horas após a análise técnica.`,
  serviceName: `Integração via API da ${site.productName} para software médico e odontológico`,
  /** One line on a phone, so the hero's example request reaches the first screen. */
  eyebrow: "Para fabricantes de software",
  /** The setup promise is not in the lead: it is the hero's fact under the calls (integrationSetupFigure), said once. */
  lead: "Leve a secretária virtual com IA ao sistema que as clínicas já usam: agenda sincronizada e conversas no WhatsApp ligadas ao seu software.",
  /** The lead's facts, word for word, without its opening: what a phone shows, so the example request is on its first screen. */
  leadShort: "Agenda sincronizada e conversas no WhatsApp ligadas ao seu software.",
  formId: "solicitar-integracao",
  requestCta: integrationFormCopy.submitLabel,
  emailCta: "Escrever para a equipe",
  sections: {
    limits: {
      id: "limites",
      title: "Onde o software tradicional não chega",
      lead: "Sistemas de gestão organizam a clínica por dentro, mas o paciente chega pelo WhatsApp, a qualquer hora.",
    },
    features: { id: "recursos", title: "Recursos da integração", lead: "O que a integração entrega às clínicas que usam o seu software." },
    steps: {
      id: "processo",
      title: "Como funciona, em seis etapas",
      note: `Ambiente de integração configurado em menos de ${INTEGRATION_SETUP_HOURS} horas após a análise técnica.`,
    },
    form: {
      id: "contatos-integracao",
      title: "Vamos integrar o seu software",
      // The form asks only name, e-mail and phone: the questions come in the first conversation.
      lead: "Na primeira conversa, nossa equipe técnica pergunta qual sistema você desenvolve e quantas clínicas o usam, e apresenta os próximos passos.",
      intro: integrationFormCopy.intro,
      checklistTitle: "Para começar rápido, tenha em mãos:",
    },
    faq: { id: "perguntas", title: "Perguntas frequentes sobre a integração" },
  },
  contacts: [
    {
      id: "suporte",
      icon: LifeBuoy,
      title: "Suporte técnico",
      text: "Dúvidas sobre API, autenticação e testes.",
      email: site.company.supportEmail,
    },
    {
      id: "parcerias",
      icon: Users,
      title: "Parcerias",
      text: "Programa de parceiros e condições comerciais.",
      email: site.company.partnersEmail,
    },
  ],
} as const;
