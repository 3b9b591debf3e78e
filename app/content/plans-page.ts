/** Meta, header and section copy of /planos-precos; section ids are the headings' ids. */

import { CalendarClock, MessageSquarePlus, RefreshCcw, ShieldCheck, Smartphone } from "lucide-react";
import { site } from "~/site";
import { formatBRL } from "./number-format";
import { plans } from "./plans";
import { claims, setupCondition } from "./claims";
import { demoCall } from "./ui-strings/sales-call";

const product = site.productName;
const cheapest = formatBRL(plans[0]!.monthlyPrice);
const dearest = formatBRL(plans[plans.length - 1]!.monthlyPrice);

export const plansPage = {
  path: "/planos-precos",
  crumb: "Planos e preços",
  title: "Planos e preços",
  description: `Compare os cinco planos da ${product}, de ${cheapest} a ${dearest} por mês: interações incluídas, usuários, agendas, instâncias de WhatsApp e garantia de ${claims.refundDays} dias.`,
  catalogueName: `Planos da ${product}`,
  eyebrow: "Planos e preços",
  heading: "Um plano para cada tamanho de clínica",
  // One line: the hero gives way to the prices; how payment works is said under the cards (`sections.plans.fineLine`).
  lead: "Escolha pelo número de interações por mês e pelo tamanho da sua equipe.",
  highlights: [
    // Each promise carries its condition: when the refund can be asked, when setup starts.
    {
      icon: ShieldCheck,
      text: `Garantia de ${claims.refundDays} dias: peça o reembolso em até ${claims.refundDays} dias corridos da contratação`,
    },
    { icon: CalendarClock, text: `Implantação em menos de ${claims.setupHours} horas ${setupCondition}` },
    { icon: RefreshCcw, text: "Mude de plano quando quiser: a mudança vale a partir do próximo ciclo" },
  ],
  addOnIcons: [MessageSquarePlus, Smartphone],
  sections: {
    plans: {
      id: "planos",
      title: "Escolha o seu plano",
      // Under the promises, one line of fine print and a link to the FAQ. The three icon
      // notes moved into the FAQ's answers (plans-faq.ts); the scope of priority support, customisation, API and
      // consultancy is said in the features' fold of the cards that list them (planCardStrings.askScope).
      fineLine: {
        text: `Preços em reais, pagos antecipadamente a cada ${claims.billingCycleDays} dias, reajuste anual pelo ${claims.priceAdjustment.index}; “Começar agora” abre o cadastro em nova aba, com o plano.`,
        link: "Sobre a cobrança",
        /** The FAQ item "Como funciona a cobrança?" (FaqAccordion's id: `{idPrefix}-q{index}`). */
        href: "#faq-planos-q1",
      },
    },
    calculator: {
      id: "calculadora",
      title: "Qual plano cabe na sua clínica?",
      // At most three lines at 375: what an interaction is and who helps estimate them
      // are in the disclosure right under it (InteractionNote), as beside the prices.
      lead: "Informe interações, usuários e números de WhatsApp: a calculadora indica o plano de menor custo mensal, já com os adicionais.",
      /** Under the definition in the calculator's disclosure: for a visitor who does not know the volume yet. */
      estimateHelp: "Se você ainda não sabe quantas interações a clínica terá, um especialista ajuda a estimar antes da contratação.",
    },
    addOns: {
      id: "adicionais",
      title: "Adicionais para qualquer plano",
      lead: "Precisa de mais interações numa fase de mais movimento ou de outro número de WhatsApp? Contrate só o que faltar, sem trocar de plano.",
    },
    comparison: {
      id: "comparacao",
      title: "Compare os planos",
      lead: "Os limites e recursos de cada plano lado a lado. Os planos Premium e Enterprise incluem tudo o que os planos anteriores oferecem.",
    },
    faq: {
      id: "perguntas",
      title: "Perguntas frequentes sobre planos e pagamento",
      termsBefore: "As regras completas de pagamento, cancelamento e reembolso estão nos",
      termsLink: "Termos de Uso",
    },
    specialist: {
      id: "especialista",
      title: "Ainda em dúvida sobre qual plano escolher?",
      // The contact form asks only name, e-mail and phone: the questions come in the conversation.
      lead: "Deixe seu contato: um especialista pergunta como funciona o atendimento da sua clínica e indica o plano que cabe no seu volume de pacientes.",
      cta: demoCall,
      ctaSource: "Fale com um especialista",
    },
  },
} as const;
