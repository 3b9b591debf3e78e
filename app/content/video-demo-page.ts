/** Meta and copy of the demo video page; the video itself (sources, tracks, transcript) is in video-demo*.ts. */

import { site } from "~/site";
import { claims, setupCondition } from "./claims";

const product = site.productName;

export const videoDemoPage = {
  crumb: "Vídeo de demonstração",
  title: `Vídeo de demonstração da ${product}`,
  description: `Veja em menos de um minuto como a ${product} atende seus pacientes, agenda consultas, envia lembretes e pede confirmação pelo WhatsApp.`,
  eyebrow: "Vídeo de demonstração",
  heading: `Veja a ${product} em ação`,
  lead: "Do primeiro “oi” à consulta confirmada: acompanhe a IA atender uma paciente fora do horário, agendar, enviar o lembrete, pedir a confirmação e chamar a equipe quando ela pede uma pessoa.",
  duration: (clock: string) => `Duração: ${clock} · sem áudio`,
  cta: {
    title: "Quer ver isso acontecendo na sua clínica?",
    text: `Crie sua conta e configure a IA com os serviços, profissionais e horários da sua clínica. A implantação leva menos de ${claims.setupHours} horas ${setupCondition}.`,
    /** The spec's label; `terms`, beside it, says what is free and what is refunded (issue 21, C4). */
    signup: "Experimente Gratuitamente AGORA",
    terms: `Gratuita é a demonstração com a nossa equipe. Para usar a plataforma, o plano é pago antecipadamente, e você pode pedir o reembolso integral em até ${claims.refundDays} dias corridos da contratação.`,
    specialistSource: "Fale com um especialista",
    specialist: "Prefere conversar antes? Fale com um especialista",
  },
} as const;
