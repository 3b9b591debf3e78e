/**
 * Interface strings: the parts every page or a kind of page shares, rendered at build time: header, footer, layouts, legal texts, articles, thank-you pages, structured data.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

import { holidaysException } from "~/content/business-hours";

/** The header, the mobile menu and the footer. */
export const navigationStrings = {
  homeLinkSuffix: ", página inicial",
  mainNav: "Principal",
  mobileNav: "Menu",
  breadcrumb: "Trilha de navegação",
} as const;

export const footerStrings = {
  tagline: "Atendimento, agendamento e confirmação de consultas com inteligência artificial para clínicas médicas e odontológicas.",
  siteNav: "Site",
  siteHeading: "Navegue",
  legalHeading: "Informações legais",
  contactHeading: "Fale conosco",
  socialJoin: " no ",
  companyBefore: "A ",
  companyMiddle: " é um produto da ",
  companyAfter: " · ",
  cnpj: "CNPJ ",
  postalCode: ", CEP ",
  copyright: " · ©",
} as const;

/** The legal texts' header, and the layout's skip link and tag-manager frame. */
export const layoutStrings = {
  legalEyebrow: "Documento legal",
  version: "Versão ",
  updated: "Última atualização:",
  skipLink: "Pular para o conteúdo",
  tagManager: "Gerenciador de tags",
} as const;

/** The controller's identification closing each legal text. */
export const companyStrings = {
  heading: "Dados da empresa",
  legalName: "Razão social",
  cnpj: "CNPJ",
  address: "Endereço",
  postalCode: ", CEP ",
  dpo: "Encarregado pelo tratamento de dados pessoais",
  introBefore: "A ",
  introAfter: " é oferecida pela empresa abaixo, controladora dos dados pessoais tratados no site e no cadastro de clientes.",
} as const;

/** The frame both thank-you pages share around their own steps and links. */
export const thankYouStrings = {
  eyebrow: "Tudo certo",
  next: "O que acontece agora",
  meanwhile: "Enquanto isso",
  service: "Atendimento",
  hoursHeading: "Horário de atendimento",
  brasilia: " (horário de Brasília)",
  exceptHolidays: `, ${holidaysException}.`,
  question: "Ficou alguma dúvida ou quer complementar seu pedido?",
  home: "Voltar ao início",
} as const;

/** A guide's or article's byline, table of contents, share links and related pieces. */
export const articleStrings = {
  byline: "Por ",
  published: "Publicado em ",
  updated: "Atualizado em ",
  related: "Leia também",
  share: "Compartilhe",
  shareOn: "Compartilhar no ",
  sendBy: "Enviar por ",
  whatsapp: "WhatsApp",
  linkedin: "LinkedIn",
  email: "E-mail",
  address: "Endereço desta página: ",
} as const;

/** Long texts' tables and table of contents. */
export const commonStrings = {
  tableGroup: "Tabela (role para os lados em telas estreitas)",
  tableSwipe: "Deslize a tabela para o lado para ver todas as colunas.",
  onThisPage: "Nesta página",
} as const;

/** "9 seções": how many sections a folded table of contents holds, beside its title. */
export function sectionCount(count: number): string {
  return count === 1 ? "1 seção" : `${count} seções`;
}

/** The content hub's feed link and the alternatives table's first column. */
export const hubStrings = { feed: "Assine o feed RSS" } as const;

export const alternativesStrings = {
  point: "Ponto comparado",
  /** The matrix's one view switch: its name, then the icons alone or every point's five answers in full under it. */
  view: "Mostrar",
  summary: "Resumo",
  details: "Detalhes",
  legend: "Legenda",
} as const;

/** ", seções 2 e 10": the sections of a document a security answer cites, after the document's name. */
export function sectionsText(sections: readonly number[]): string {
  if (sections.length === 0) return "";
  const last = sections[sections.length - 1];
  const list = sections.length === 1 ? `${last}` : `${sections.slice(0, -1).join(", ")} e ${last}`;
  return `, ${sections.length === 1 ? "seção" : "seções"} ${list}`;
}

/** Month names for dates written out in words ("24 de agosto de 2025"). */
export const monthNames = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/** What the product's structured data says about it: search engines show these words. */
export const schemaStrings = {
  subCategory: "Atendimento e agendamento para clínicas",
  freeDemo: "Demonstração gratuita",
  serviceType: "Automação de atendimento ao paciente por mensagens",
  country: "Brasil",
  audience: "Clínicas médicas e odontológicas",
} as const;

/** Names the structured data gives to a page or a list, around the product's or a plan's name. */
export const schemaNames = {
  contactPage: (product: string) => `Fale com a equipe da ${product}`,
  partnerProgramme: (product: string) => `Programa de parceiros da ${product}`,
  planCatalogue: (product: string) => `Planos da ${product}`,
  plan: (plan: string) => `Plano ${plan}`,
};

/** A star rating's name for assistive technology: "Nota 4,5 de 5" (the LLM guide's provider cards). */
export const starRatingLabel = (rating: string, max: number) => `Nota ${rating} de ${max}`;

/** "5 min de leitura" beside a guide or article. */
export const readingTimeText = (minutes: number) => `${minutes} min de leitura`;

/** The WhatsApp link and the message it types for the visitor. */
export const whatsappStrings = {
  link: "Falar no WhatsApp",
} as const;

/** The opening message the visitor can send as it is, naming the page they came from when there is one. */
export function whatsappOpening(productName: string, pageName?: string): string {
  return pageName
    ? `Olá! Vim pela página “${pageName}” do site da ${productName} e gostaria de saber mais.`
    : `Olá! Vim pelo site da ${productName} e gostaria de saber mais.`;
}
