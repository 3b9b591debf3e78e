/** Meta, header and section copy of /planos-precos; section ids are the headings' ids. */

import { CalendarClock, MessageSquarePlus, RefreshCcw, ShieldCheck, Smartphone } from "lucide-react";
import { site } from "~/site";
import { formatBRL } from "./number-format";
import { plans } from "./plans";
import { claims } from "./claims";

const product = site.productName;
const cheapest = formatBRL(plans[0]!.monthlyPrice);
const dearest = formatBRL(plans[plans.length - 1]!.monthlyPrice);

export const plansPage = {
  path: "/planos-precos",
  crumb: "Planos e preços",
  title: "Planos e preços",
  description: `Compare os cinco planos da ${product}, de ${cheapest} a ${dearest} por mês: interações incluídas, usuários, agendas, instâncias de WhatsApp e garantia de ${claims.refundDays} dias.`,
  catalogueName: `Planos ${product}`,
  eyebrow: "Planos e preços",
  heading: "Um plano para cada tamanho de clínica",
  lead: `A ${product} atende, agenda e confirma consultas pelo WhatsApp com inteligência artificial. Escolha pelo volume de conversas e pelo tamanho da sua equipe; o pagamento é mensal e antecipado.`,
  highlights: [
    { icon: ShieldCheck, text: `Reembolso garantido em até ${claims.refundDays} dias corridos` },
    { icon: CalendarClock, text: `Implantação em menos de ${claims.setupHours} horas` },
    { icon: RefreshCcw, text: "Troque de plano quando quiser" },
  ],
  addOnIcons: [MessageSquarePlus, Smartphone],
  sections: {
    plans: {
      id: "planos",
      title: "Escolha o seu plano",
      lead: `Todos os planos incluem a IA atendendo os seus pacientes ${claims.availability.day}. O que muda é a quantidade de interações, de usuários, de agendas e de números de WhatsApp, além dos recursos extras dos planos maiores.`,
      note: `Preços em reais, cobrados de forma antecipada a cada ${claims.billingCycleDays} dias e reajustados uma vez por ano por um índice de inflação, o ${claims.priceAdjustment.index}. O botão “Começar agora” abre o cadastro da plataforma em uma nova aba, com o plano escolhido.`,
    },
    calculator: {
      id: "calculadora",
      title: "Qual plano cabe na sua clínica?",
      lead: "Informe o volume de conversas e o tamanho da equipe. A calculadora soma o preço do plano, os pacotes ou as interações extras e os números de WhatsApp adicionais, e indica o plano de menor custo mensal.",
    },
    addOns: {
      id: "adicionais",
      title: "Adicionais para qualquer plano",
      lead: "Precisa de mais conversas num mês específico ou de outro número de WhatsApp? Contrate só o que faltar, sem trocar de plano.",
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
      lead: "Conte como funciona o atendimento da sua clínica e um especialista indica o plano que cabe no seu volume de pacientes.",
      cta: "Fale com um especialista",
    },
  },
} as const;
