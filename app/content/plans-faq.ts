import type { QuestionAnswer } from "~/lib/structured-data";
import { claims } from "./claims";
import { site } from "~/site";

/**
 * The plans page FAQ. Plain-text answers: the same strings feed the visible list and the
 * FAQPage JSON-LD, so the two can never drift apart.
 */
export const plansFaq = [
  {
    question: "Existe garantia de reembolso?",
    answer:
      `Sim. Você tem ${claims.refundDays} dias corridos, contados da contratação, para pedir o reembolso, e esse prazo já inclui os ${claims.legalWithdrawalDays} dias de arrependimento previstos no Código de Defesa do Consumidor. Para pedir, envie um e-mail a partir do endereço cadastrado na plataforma: cancelamentos e reembolsos só são aceitos por e-mail.`,
  },
  {
    question: "Como funciona a cobrança?",
    answer:
      "O pagamento é antecipado: cada cobrança cobre os 30 dias seguintes de uso do plano. O acesso é liberado assim que o pagamento é confirmado, e a identificação do pagamento pode levar até dois dias úteis.",
  },
  {
    question: "Os preços dos planos são reajustados?",
    answer:
      `Sim, uma vez por ano. Os valores dos planos são reajustados anualmente com base em um índice de inflação, o ${claims.priceAdjustment.index}, como descrito nos Termos de uso. Fora do reajuste anual, o valor da sua mensalidade só muda se você trocar de plano ou contratar adicionais.`,
  },
  {
    question: "Posso mudar de plano depois de contratar?",
    answer:
      "Pode, a qualquer momento, tanto para um plano maior quanto para um menor. A mudança passa a valer no próximo ciclo de cobrança; até lá, você continua com os recursos e limites do plano atual.",
  },
  {
    question: "Quais são as formas de pagamento?",
    answer:
      "Você pode pagar com cartão de crédito, cartão de débito, PIX, boleto bancário ou transferência bancária. O meio de pagamento é informado no cadastro da conta.",
  },
  {
    question: "Quanto tempo leva para a IA começar a atender?",
    answer:
      `A implantação leva menos de ${claims.setupHours} horas depois da confirmação do pagamento. Nesse prazo, a equipe configura o atendimento da sua clínica e conecta o número de WhatsApp à plataforma, para que a IA comece a responder seus pacientes.`,
  },
  {
    question: "Qual é o horário do suporte?",
    answer: `O suporte atende de segunda a sexta-feira, das 8h às 18h (horário de Brasília), exceto em feriados nacionais e em feriados do município de Belo Horizonte. Os planos Premium e Enterprise têm suporte prioritário. O contato é pelo e-mail ${site.company.supportEmail}.`,
  },
] as const satisfies readonly QuestionAnswer[];
