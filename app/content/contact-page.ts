/** Meta and fixed copy of /contato; the heading and subtitle change with ?source= (contact-variants.ts). */

import { site } from "~/site";
import { supportHoursText } from "./business-hours";
import { demoCall } from "./ui-strings/sales-call";

export const contactPage = {
  path: "/contato",
  crumb: "Contato",
  title: "Contato",
  description: `Converse com a equipe da ${site.productName} e veja como automatizar o atendimento e a agenda da sua clínica pelo WhatsApp.`,
  eyebrow: "Contato",
  // What happens after sending, in three steps as the thank-you page says them (content/thank-you.ts): no response time the claims register lacks.
  nextSteps: {
    title: "O que acontece depois",
    steps: [
      `Um especialista entra em contato pelo WhatsApp ou e-mail informado, ${supportHoursText}.`,
      "Em uma conversa rápida, entendemos a rotina da sua clínica.",
      "Mostramos a secretária virtual com exemplos do seu dia a dia.",
    ],
  },
  /** The send button where the variant names no action of its own: every form here asks for a demo, so the site's sales verb (common brief, words issue). */
  submitLabel: demoCall,
  /** The form's heading over the demo's send button (the variant's form title is the label above it): one promise. */
  formHeading: "Agende sua demonstração",
  whatsappPrompt: "Prefere conversar agora?",
  // Not "why clinics choose us": no client is named or counted anywhere (docs/claims.md).
  benefits: {
    id: "beneficios-titulo",
    title: `O que a ${site.productName} oferece à sua clínica`,
    /** Leads the one paragraph under the list that gathers every benefit's conditions. */
    conditions: "Condições:",
  },
  emailPrompt: "Prefere e-mail? Escreva para",
} as const;
