import { slugify } from "~/site";
import { claims } from "./claims";
import { noShowCalculatorLinks, noShowPath } from "./no-show-links";
import { simulationSources } from "./simulator-sources";

/**
 * The /contato page adapts its heading, subtitle and form title to the call to action that
 * brought the visitor there (`?source=`). `source` comes from SiteLink
 * labels ("Fale com um especialista") or campaign links ("teste-gratis"), so it is matched
 * by slug: case, accents, spaces and dashes do not matter.
 */
export interface ContactVariant {
  /** Slugs of the `source` values that pick this variant. */
  sources: readonly string[];
  /** Written to read well with " com IA" appended (see contactHeading). */
  heading: string;
  subtitle: string;
  formTitle: string;
  /** The send button's words where the variant asks for something other than a demo; without it the page's sales verb (contact-page.ts). */
  submitLabel?: string;
  /** A link shown under the subtitle (the no-show variant points to the no-show calculator). */
  link?: { to: string; text: string };
  /** On a phone only the subtitle's last sentence shows, so the form's send button nears the first screen; all of it from sm. */
  phoneLastSentence?: boolean;
}

export const defaultContactVariant: ContactVariant = {
  sources: [],
  heading: "Automatize a agenda da sua clínica",
  subtitle:
    "Deixe a secretária virtual atender, agendar e confirmar consultas pelo WhatsApp, dia e noite. Preencha o formulário e nossa equipe mostra como funciona na sua rotina.",
  formTitle: "Conheça o produto",
  phoneLastSentence: true,
};

export const contactVariants = [
  {
    sources: ["demo", "demonstracao", "agendar-demonstracao", "solicitar-demonstracao"],
    heading: "Veja uma demonstração do atendimento",
    subtitle:
      "Em uma conversa rápida, mostramos a secretária virtual respondendo aos pacientes, marcando consultas e enviando confirmações, com exemplos do dia a dia de uma clínica.",
    formTitle: "Solicite sua demonstração gratuita",
  },
  {
    // The campaign says "free test"; there is no free period (plans are prepaid): what is free is the
    // demonstration, and what is refunded is said next to it.
    sources: ["teste-gratis", "teste-gratuito", "experimente-gratis", "experimente-gratuitamente-agora"],
    heading: "Veja na prática a secretária",
    subtitle: `Comece por uma demonstração gratuita, com exemplos dos serviços e horários da sua clínica. Se decidir contratar, o plano é pago antecipadamente, e você pode pedir o reembolso integral em até ${claims.refundDays} dias corridos da contratação.`,
    formTitle: "Quero uma demonstração gratuita",
  },
  {
    sources: ["especialista", "fale-com-um-especialista", "falar-com-especialista"],
    heading: "Fale com um especialista em IA",
    subtitle:
      "Tire dúvidas sobre atendimento automatizado, agenda, integração com o seu sistema e privacidade de dados com quem implanta a solução todos os dias.",
    formTitle: "Falar com um especialista",
    submitLabel: "Falar com um especialista",
  },
  {
    sources: ["desconto", "oferta", "promocao", "condicao-especial"],
    heading: "Receba uma proposta para automatizar seu atendimento",
    subtitle: `Deixe seu contato: na primeira conversa, entendemos a rotina da sua clínica e enviamos uma proposta com as condições comerciais vigentes. Depois de contratar, você ainda tem ${claims.refundDays} dias de garantia de reembolso.`,
    formTitle: "Quero receber uma proposta",
    submitLabel: "Receber proposta",
  },
  {
    sources: ["funcionalidades-exclusivas", "tenha-essas-funcionalidades-exclusivas"],
    heading: "Conheça os recursos da secretária virtual",
    subtitle:
      "Áudios, imagens e PDFs entendidos pela IA, uma resposta só para várias mensagens seguidas e aviso à equipe quando o paciente pede para falar com uma pessoa: veja tudo funcionando.",
    formTitle: "Quero conhecer esses recursos",
  },
  {
    sources: ["conheca-o-produto", "conheca", "produto"],
    heading: "Conheça a secretária virtual",
    subtitle:
      "Atendimento natural pelo WhatsApp a qualquer hora, agendamento, confirmações e lembretes automáticos. Deixe seu contato e apresentamos o produto.",
    formTitle: "Conheça o produto",
  },
  {
    sources: ["domine-todas-as-funcionalidades", "funcionalidades"],
    heading: "Conheça cada funcionalidade do atendimento",
    subtitle:
      "Do primeiro contato com imagem, vídeo ou áudio ao painel do gestor com chat multiatendente (alguns recursos dependem do plano): mostramos cada recurso e como configurá-lo para a sua equipe.",
    formTitle: "Quero conhecer todas as funcionalidades",
  },
  {
    sources: ["conquiste-resultados-extraordinarios", "resultados"],
    heading: "Veja o que muda na sua agenda",
    subtitle:
      "Pacientes respondidos também fora do horário, confirmações e lembretes automáticos e mais tempo da equipe para quem está na recepção. Mostramos como isso funciona na rotina da sua clínica.",
    formTitle: "Quero ver como funciona na minha clínica",
  },
  {
    sources: ["planos", "planos-precos", "escolher-plano", "comece-agora"],
    heading: "Escolha o plano certo para automatizar seu consultório",
    subtitle: "Ajudamos você a comparar os planos pelas interações, agendas e usuários de que a sua clínica precisa, sem compromisso.",
    formTitle: "Quero ajuda para escolher o plano",
    submitLabel: "Pedir ajuda com o plano",
  },
  {
    // "odontologia" itself belongs to the dentistry specialty page's variant (content/specialties/odontologia.yaml).
    sources: ["dentista", "clinica-odontologica"],
    heading: "Consultório odontológico: menos horários vagos",
    subtitle:
      "Avaliações, retornos e manutenções agendados pelo WhatsApp, com lembretes automáticos para o paciente não esquecer a consulta.",
    formTitle: "Quero automatizar meu consultório",
  },
  {
    sources: ["reduzir-faltas", "faltas", "no-show", "confirmacao"],
    heading: "Menos faltas: lembretes e confirmações",
    subtitle:
      "Lembretes e pedidos de confirmação enviados no horário que a clínica definir, e remarcação na própria conversa quando o paciente não pode ir.",
    formTitle: "Quero reduzir as faltas",
    link: { to: noShowPath, text: noShowCalculatorLinks.contact },
  },
  {
    sources: ["video", "video-demo", "assistiu-video"],
    heading: "Gostou do vídeo? Leve para a sua clínica o atendimento",
    subtitle:
      "Agora é a vez de ver a secretária virtual conversando com os seus pacientes. Deixe seu contato e preparamos uma apresentação para a sua realidade.",
    formTitle: "Quero levar para a minha clínica",
  },
  {
    sources: ["conteudo", "artigo", "blog", "guia"],
    heading: "Coloque em prática o atendimento",
    subtitle:
      "Você já leu sobre inteligência artificial na saúde; agora veja como ela atende, agenda e confirma consultas na sua clínica, e como tratamos os dados dos pacientes.",
    formTitle: "Quero ver na prática",
  },
  {
    sources: ["calculadora-de-faltas", "calculadora-faltas"],
    heading: "Fale com um especialista em IA sobre as faltas da sua clínica",
    subtitle:
      "Os números que você informou na calculadora de faltas são enviados junto com o seu contato. Um especialista mostra como confirmações, lembretes e remarcação pelo WhatsApp funcionam na rotina da sua clínica.",
    formTitle: "Falar com um especialista sobre as faltas",
    submitLabel: "Falar com um especialista",
  },
] as const satisfies readonly ContactVariant[];

/**
 * One variant per conversation of "Converse como paciente": the visitor arrives from its
 * "Quero isso na minha clínica". Apart from the spec's 13 marketing presets above.
 */
export const simulationContactVariants = [
  {
    sources: [simulationSources.agendamento],
    heading: "Consultas marcadas fora do horário pela secretária virtual",
    subtitle:
      "Você viu a assistente virtual juntar várias mensagens seguidas, responder uma vez só e registrar a consulta na agenda, tarde da noite. Deixe seu contato e mostramos como ela trabalha com a agenda da sua clínica.",
    formTitle: "Quero agendamento pelo WhatsApp",
  },
  {
    sources: [simulationSources["audio-e-foto"]],
    heading: "Áudios e fotos de pedidos médicos entendidos",
    subtitle:
      "A assistente virtual ouve o áudio, lê a foto do pedido e anexa o pedido à consulta, sem dar orientação clínica. Deixe seu contato: na conversa, entendemos como a clínica recebe pedidos hoje e mostramos como configurar.",
    formTitle: "Quero receber pedidos pelo WhatsApp",
  },
  {
    sources: [simulationSources.lembrete],
    heading: "Confirme e remarque consultas na véspera",
    subtitle:
      "Lembrete, confirmação e remarcação na mesma conversa, com as palavras do paciente e os horários livres da sua agenda. Deixe seu contato e mostramos como funciona.",
    formTitle: "Quero confirmações pela conversa",
  },
  {
    sources: [simulationSources["atendimento-humano"]],
    heading: "Sua equipe chamada na hora certa pela secretária virtual",
    subtitle:
      "Quando o paciente pede para falar com uma pessoa, a equipe recebe um aviso por mensagem ou e-mail e assume a conversa. Deixe seu contato e mostramos como configurar esse aviso.",
    formTitle: "Quero a equipe avisada na hora certa",
  },
] as const satisfies readonly ContactVariant[];

const bySource = new Map<string, ContactVariant>();
for (const variant of [...contactVariants, ...simulationContactVariants])
  for (const source of variant.sources) bySource.set(source, variant);

/** The variant for a `source` value; unknown or missing gives the default. */
export function contactVariantFor(source: string | null | undefined): ContactVariant {
  if (!source) return defaultContactVariant;
  return bySource.get(slugify(source)) ?? defaultContactVariant;
}

/** The variant for a query string (first `source` parameter). */
export function contactVariantForSearch(search: string): ContactVariant {
  return contactVariantFor(new URLSearchParams(search).get("source"));
}

/** The heading ends with " com IA" unless it already says "em IA". */
export function contactHeading(heading: string): string {
  return heading.includes("em IA") ? heading : `${heading} com IA`;
}
