/** Meta and copy of the demo video page; the video itself (sources, tracks, transcript) is in video-demo*.ts. */

import { site } from "~/site";
import { claims } from "./claims";
import { demoCall } from "./ui-strings/sales-call";

const product = site.productName;

export const videoDemoPage = {
  crumb: "Vídeo de demonstração",
  title: `Vídeo de demonstração da ${product}`,
  description: `Veja em menos de um minuto como a ${product} atende seus pacientes, agenda consultas, envia lembretes e pede confirmação pelo WhatsApp.`,
  heading: `Veja a ${product} em ação`,
  /** Short, so the player's play button is on a phone's first screen; it and the h1 are the page's one headline (the cover has no title). */
  lead: "Uma paciente escreve à noite: a IA agenda, lembra, confirma e chama a equipe quando ela pede para falar com uma pessoa.",
  duration: (clock: string) => `Duração: ${clock} · sem áudio`,
  cta: {
    title: "Quer ver isso acontecendo na sua clínica?",
    /** One sentence: the card's buttons and the caption under them carry the rest. */
    text: "Agende uma demonstração e tire suas dúvidas com a nossa equipe.",
    /**
     * The spec's label leads to the paid sign-up, the card's second (outlined) button: `terms`, a caption right under it and the
     * sign-up's accessible description, says plainly what the sign-up starts (a plan paid up front), what is refunded, and
     * what is free (the demonstration), each fact said for itself rather than against the label (docs/decisions/842). The
     * label waits for the spec's owner (docs/claims.md, the free-trial label): the notice tells the truth rather than bend it.
     */
    signup: "Experimente Gratuitamente AGORA",
    /** The caption's lead-in, the refund guarantee as the home and /contato name it; the full condition follows it. */
    termsLead: `Garantia de ${claims.refundDays} dias.`,
    terms: `O cadastro abre um plano pago antecipadamente, com reembolso integral se você desistir em até ${claims.refundDays} dias corridos da contratação. A demonstração com a nossa equipe é gratuita.`,
    specialistSource: "Fale com um especialista",
    specialist: demoCall,
  },
} as const;
