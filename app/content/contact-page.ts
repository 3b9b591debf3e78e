/** Meta and fixed copy of /contato; the heading and subtitle change with ?source= (contact-variants.ts). */

import { site } from "~/site";
import { supportHoursText } from "./business-hours";

export const contactPage = {
  path: "/contato",
  crumb: "Contato",
  title: "Contato",
  description: `Converse com a equipe da ${site.productName} e veja como automatizar o atendimento e a agenda da sua clínica pelo WhatsApp.`,
  eyebrow: "Contato",
  // What happens after "Enviar", as the thank-you page says it (content/thank-you.ts): no response time the claims register lacks.
  nextStep: `Um especialista entra em contato pelo WhatsApp ou e-mail informado, ${supportHoursText}.`,
  whatsappPrompt: "Prefere conversar agora?",
  // Not "why clinics choose us": no client is named or counted anywhere (docs/claims.md).
  benefits: { id: "beneficios-titulo", title: `O que a ${site.productName} oferece à sua clínica` },
  emailPrompt: "Prefere e-mail? Escreva para",
} as const;
