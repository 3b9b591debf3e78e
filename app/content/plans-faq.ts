import type { FaqItem } from "./types";
import { site } from "~/site";
import { supportHoursText } from "./business-hours";
import { formatBRL, listPt } from "./number-format";
import { addOns, plans } from "./plans";
import { claims } from "./claims";
import { interactionDefinition } from "./interaction";

const extraPrices = listPt(plans.map((plan) => `${formatBRL(plan.extraInteractionPrice)} no ${plan.name}`));
const pack = addOns[0];

/**
 * The plans page FAQ. Plain-text answers: the same strings feed the visible list and the
 * FAQPage JSON-LD, so the two can never drift apart.
 */
export const plansFaq = [
  {
    question: "Existe garantia de reembolso?",
    answer: `Sim. Você tem ${claims.refundDays} dias corridos, contados da contratação, para pedir o reembolso, e esse prazo já inclui os ${claims.legalWithdrawalDays} dias de arrependimento previstos no Código de Defesa do Consumidor. Para pedir, envie um e-mail para ${site.company.supportEmail} a partir do endereço cadastrado na plataforma, como nos cancelamentos. Confirmamos o recebimento na hora e respondemos em até ${claims.requestReplyDays} dias. Se o pedido chegar por outro canal, respondemos explicando como confirmá-lo pelo e-mail cadastrado.`,
  },
  {
    question: "Como funciona a cobrança?",
    answer: `O pagamento é antecipado: cada cobrança cobre os ${claims.billingCycleDays} dias seguintes de uso do plano. O acesso é liberado assim que o pagamento é confirmado, e a identificação do pagamento pode levar até dois dias úteis. Os valores dos planos são reajustados uma vez por ano com base em um índice de inflação, o ${claims.priceAdjustment.index}, como descrito nos Termos de Uso.`,
  },
  {
    question: "E se eu usar mais interações do que o meu plano inclui?",
    answer: `${interactionDefinition} As interações que passarem do limite mensal do seu plano são cobradas pelo preço da interação extra: ${extraPrices}. Se preferir, contrate o ${pack.name.charAt(0).toLowerCase()}${pack.name.slice(1)} por ${formatBRL(pack.price)}: elas se somam às do plano e valem por ${claims.billingCycleDays} dias a partir da compra. Se o limite for ultrapassado todo mês, pode valer a pena mudar para um plano maior.`,
  },
  {
    question: "Posso mudar de plano depois de contratar?",
    answer:
      "Pode, a qualquer momento, tanto para um plano maior quanto para um menor. A mudança passa a valer no próximo ciclo de cobrança; até lá, você continua com os recursos e limites do plano atual. De um plano para outro, muda a quantidade de interações, de usuários, de agendas e de números de WhatsApp, e os planos maiores têm recursos extras.",
  },
  {
    question: "Quais são as formas de pagamento?",
    answer:
      "Você pode pagar com cartão de crédito, cartão de débito, Pix, boleto bancário ou transferência bancária. O meio de pagamento é informado no cadastro da conta.",
  },
  {
    question: "Quanto tempo leva para a IA começar a atender?",
    answer: `A implantação leva menos de ${claims.setupHours} horas, contadas a partir da confirmação do pagamento e do envio das informações da clínica (a identificação do pagamento pode levar até dois dias úteis). Nesse prazo, a equipe configura o atendimento da sua clínica e conecta o número de WhatsApp à plataforma, para que a IA comece a responder aos seus pacientes. Em todos os planos, ela responde a qualquer hora, inclusive à noite, nos fins de semana e nos feriados. A IA não avalia sintomas: a orientação da clínica para urgências (por exemplo, SAMU 192) deve ir na primeira mensagem, configurada nessa implantação.`,
  },
  {
    question: "Qual é o horário do suporte?",
    answer: `O suporte atende ${supportHoursText}. Os planos Premium e Enterprise têm suporte prioritário. O contato é pelo e-mail ${site.company.supportEmail}.`,
  },
] as const satisfies readonly FaqItem[];
