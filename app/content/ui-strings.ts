/**
 * Interface strings: the words of the site's controls and shared parts that are no page's own copy (labels,
 * buttons, errors, the player, the footer, the plan cards). One module, one named export per area, each
 * `as const`: islands ship to the browser, and a bundler drops an unused export but not an unused property,
 * so an island carries only its own area (docs/decisions/380). A page's copy stays in its own content module.
 * Pieces of a sentence around a value are kept apart where the markup renders each as its own text node.
 */

/** The cookie banner, the preferences dialog and the sentences that state the stored choice. */
export const consentStrings = {
  bannerTitle: "Usamos cookies",
  bannerText: "Cookies essenciais mantêm o site funcionando; os de análise, só com seu aceite.",
  learnMore: "Saiba mais",
  closeBanner: "Fechar aviso de cookies",
  accept: "Aceitar Cookies",
  reject: "Recusar",
  detailsBefore: "Detalhes no nosso",
  privacyNotice: "Aviso de Privacidade",
  preferences: "Preferências de cookies",
  closePreferences: "Fechar preferências de cookies",
  currentChoice: "Sua escolha atual",
  changeLater: "Você pode mudar de ideia quando quiser, por este mesmo botão no rodapé.",
  noChoice: "Você ainda não fez uma escolha. Até lá, os cookies de análise ficam desligados.",
  savedAccepted: "Escolha salva: cookies de análise aceitos.",
  savedRejected: "Escolha salva: cookies de análise recusados.",
} as const;

/** "Cookies de análise aceitos em 23/11/2026: eles estão ligados." */
export function consentStatusText(accepted: boolean, when: string | null): string {
  const verb = accepted ? "aceitos" : "recusados";
  const tail = accepted ? "estão ligados" : "ficam desligados";
  return `Cookies de análise ${verb}${when ? ` em ${when}` : ""}: eles ${tail}.`;
}

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

/** The copy button's default wording (the prompt guide's templates). */
export const copyStrings = {
  label: "Copiar modelo",
  copiedLabel: "Copiado!",
  copiedAnnouncement: "Modelo copiado para a área de transferência.",
  failedAnnouncement:
    "Não foi possível copiar automaticamente. O texto do modelo foi selecionado: copie com Ctrl+C (ou Cmd+C) ou pelo menu do seu aparelho.",
} as const;

/** The demo video's player and its text description. */
export const playerStrings = {
  unsupported: "Seu navegador não suporta reprodução de vídeo.",
  replay: "Clique para assistir novamente",
  loading: "Carregando o vídeo",
  play: "Reproduzir",
  pause: "Pausar",
  position: "Posição do vídeo",
  transcriptSummary: "Descrição do vídeo em texto",
} as const;

const unit = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/** "1 minuto e 30 segundos", "45 segundos", "2 minutos", "0 segundos", from whole minutes and seconds. */
export function spokenMinutes(m: number, s: number): string {
  if (m === 0) return unit(s, "segundo", "segundos");
  if (s === 0) return unit(m, "minuto", "minutos");
  return `${unit(m, "minuto", "minutos")} e ${unit(s, "segundo", "segundos")}`;
}

/** "1 minuto e 30 segundos de 2 minutos": a position out of a length, both already spoken. */
export const spokenOf = (position: string, length: string) => `${position} de ${length}`;

/** The lead forms' fields, notes and errors. */
export const formStrings = {
  name: "Nome completo",
  namePlaceholder: "Ex.: Ana Lúcia Araújo",
  email: "E-mail",
  emailPlaceholder: "voce@suaclinica.com.br",
  country: "País",
  phone: "Telefone (WhatsApp)",
  honeypot: "Deixe este campo em branco",
  termsBefore: "Li e aceito os",
  terms: "Termos de Uso",
  termsMiddle: "e li o",
  privacyNotice: "Aviso de Privacidade",
  submitError: "Erro ao enviar formulário. Tente novamente.",
  noScript: "Para enviar o formulário, ative o JavaScript ou escreva para",
} as const;

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

/** A count and its noun: "1 usuário", "3.000 interações" (the count already formatted). */
const counted = (n: number, shown: string, singular: string, plural: string) => `${shown} ${n === 1 ? singular : plural}`;

/** The plan cards (on /planos-precos and the home page) and the calculator's button beside them. */
export const planCardStrings = {
  allUnlimited: "Usuários, agendas e listas de contatos ilimitados",
  users: { one: "usuário", many: "usuários", unlimited: "Usuários ilimitados" },
  agendas: { one: "agenda", many: "agendas", unlimited: "Agendas ilimitadas" },
  crms: { one: "lista de contatos", many: "listas de contatos", unlimited: "Listas de contatos ilimitadas" },
  popular: "Mais popular",
  recommended: "Recomendado",
  recommendedDetail: " para você pela calculadora de planos",
  perMonth: "/mês",
  alsoIncludes: "Inclui também:",
  signup: "Começar agora",
  signupPlan: " com o plano ",
} as const;

/** The card's lines that carry a number, and the heading of a plan's own features. */
export const planCardLines = {
  included: (interactions: string) => `${interactions} interações incluídas por mês`,
  extraPrice: (price: string) => `${price} por interação extra`,
  instances: (n: number) => (n === 1 ? "1 instância de WhatsApp" : `${n} instâncias de WhatsApp`),
  everythingIn: (plan: string) => `Tudo do plano ${plan}, mais:`,
};

/** The plans' comparison table on /planos-precos. */
export const planTableStrings = {
  unlimited: "Ilimitados",
  included: "Incluído",
  notIncluded: "Não incluído",
  monthlyPrice: "Preço mensal",
  includedInteractions: "Interações incluídas por mês",
  extraPrice: "Preço por interação extra",
  users: "Usuários",
  agendas: "Agendas",
  crms: "Listas de contatos",
  instances: "Instâncias de WhatsApp",
  anyPlan: ", em qualquer plano",
  swipeHint: "Deslize a tabela para o lado para ver os cinco planos.",
  region: "Tabela comparativa dos planos",
  caption: "Comparação dos cinco planos: preço, limites, recursos e adicionais",
  feature: "Recurso",
} as const;

/** The plan calculator's fields, errors and result. */
export const calculatorStrings = {
  interactions: { label: "Interações por mês", missing: "quantas interações a clínica tem por mês" },
  users: { label: "Usuários", missing: "quantos usuários vão usar a plataforma", belowMin: "Informe pelo menos 1 usuário." },
  whatsappNumbers: {
    label: "Números de WhatsApp",
    missing: "quantos números de WhatsApp a IA vai atender",
    belowMin: "Informe pelo menos 1 número de WhatsApp.",
  },
  wholeNumbers: "Use apenas números inteiros, sem letras nem vírgulas.",
  negative: "O número não pode ser negativo.",
  recommendedPlan: "Plano recomendado: ",
} as const;

/** The calculator's sentences built from values; counts arrive as numbers with their formatted text. */
export const calculatorText = {
  missing: (what: string) => `Informe ${what}.`,
  tooLarge: (max: string) => `O máximo é ${max}. Para volumes maiores, fale com um especialista.`,
  needs: (interactions: [number, string], users: [number, string], numbers: [number, string]) =>
    `Para ${counted(interactions[0], interactions[1], "interação", "interações")} por mês, ${counted(users[0], users[1], "usuário", "usuários")} e ${counted(numbers[0], numbers[1], "número", "números")} de WhatsApp`,
  plan: (name: string, price: string) => `Plano ${name}: ${price}`,
  packs: (n: number, shown: string, size: string, price: string) =>
    `${counted(n, shown, "pacote", "pacotes")} de ${size} interações: ${price}`,
  extraInteractions: (n: number, shown: string, each: string, price: string) =>
    `${counted(n, shown, "interação extra", "interações extras")} a ${each}: ${price}`,
  extraNumbers: (n: number, shown: string, price: string) =>
    `${counted(n, shown, "número de WhatsApp extra", "números de WhatsApp extras")}: ${price}`,
  noAddOns: (plan: string) => `${plan}, sem adicionais`,
};

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

/** The share links' copy button: the same moves as the prompt guide's, about an address. */
export const shareCopyStrings = {
  label: "Copiar link",
  copiedLabel: "Link copiado!",
  copiedAnnouncement: "Link copiado para a área de transferência.",
  failedAnnouncement:
    "Não foi possível copiar automaticamente. O endereço foi selecionado: copie com Ctrl+C (ou Cmd+C) ou pelo menu do seu aparelho.",
} as const;

/** The frame both thank-you pages share around their own steps and links. */
export const thankYouStrings = {
  eyebrow: "Tudo certo",
  next: "O que acontece agora",
  meanwhile: "Enquanto isso",
  service: "Atendimento",
  hoursHeading: "Horário de atendimento",
  brasilia: " (horário de Brasília)",
  exceptHolidays: ", exceto feriados.",
  question: "Ficou alguma dúvida ou quer complementar seu pedido?",
  home: "Voltar ao início",
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

/** Radix's toast region and its close button. */
export const toastStrings = {
  region: "Notificação",
  close: "Fechar notificação",
  viewport: "Notificações ({hotkey})",
} as const;

/** Shared parts of the interface: links, tables, the calculators' error list. */
export const commonStrings = {
  newTab: " (abre em nova aba)",
  tableGroup: "Tabela (role para os lados em telas estreitas)",
  tableSwipe: "Deslize a tabela para o lado para ver todas as colunas.",
  onThisPage: "Nesta página",
} as const;

/** "Confira o campo “Usuários”: …", around the field's label, in each calculator's error list. */
export const fieldErrorStrings = {
  before: "Confira o campo “",
  after: "”: ",
} as const;

/** The content hub's feed link and the alternatives table's first column. */
export const hubStrings = { feed: "Assine o feed RSS dos guias e artigos" } as const;
export const alternativesStrings = { point: "Ponto comparado" } as const;

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

/** The legal texts' header, and the layout's skip link and tag-manager frame. */
export const layoutStrings = {
  legalEyebrow: "Documento legal",
  version: "Versão ",
  updated: "Última atualização:",
  skipLink: "Pular para o conteúdo",
  tagManager: "Gerenciador de tags",
} as const;

/** What the product's structured data says about it: search engines show these words. */
export const schemaStrings = {
  subCategory: "Atendimento e agendamento para clínicas",
  freeDemo: "Demonstração gratuita",
  serviceType: "Automação de atendimento ao paciente por mensagens",
  country: "Brasil",
  audience: "Clínicas médicas e odontológicas",
} as const;

/** The no-show calculator's sentences built from its figures (money already formatted). */
export const noShowText = {
  none: "Sem faltas, não há receita perdida.",
  /** "1,5 falta", "2 faltas": Portuguese takes the plural from 2 on. */
  noShows: (n: number, shown: string) => `${shown} ${n < 2 ? "falta" : "faltas"}`,
  cost: (noShows: string, n: number, monthly: string, yearly: string) =>
    `${noShows} por mês ${n < 2 ? "custa" : "custam"} ${monthly} mensais, ou ${yearly} por ano.`,
  avoided: (n: number, shown: string) => (n === 1 ? "1 falta evitada por mês cobre" : `${shown} faltas evitadas por mês cobrem`),
  recommendation: (lead: string, plan: string, needs: string, monthly: string, avoided: string) =>
    `${lead} ${plan} ${needs}: ${monthly} mensais, que ${avoided}.`,
};
