/**
 * Interface strings: the plan cards and the comparison table, rendered at build time.
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

/** The plan cards, rendered at build time. */
export const planCardStrings = {
  allUnlimited: "Usuários, agendas e listas de contatos ilimitados",
  users: { one: "usuário", many: "usuários", unlimited: "Usuários ilimitados" },
  agendas: { one: "agenda", many: "agendas", unlimited: "Agendas ilimitadas" },
  crms: { one: "lista de contatos", many: "listas de contatos", unlimited: "Listas de contatos ilimitadas" },
  popular: "Mais popular",
  recommended: "Recomendado",
  recommendedDetail: " para você pela calculadora de planos",
  featureDetails: "O que cada recurso faz",
  listLabel: "Os cinco planos",
  swipeHint: "Deslize os cartões para o lado para ver os cinco planos.",
  /** The phone's row of chips above the cards: each goes to its plan's card. */
  chipsLabel: "Ir ao cartão de um plano",
  interactionQuestion: "O que conta como interação?",
  extrasHeading: "Recursos extras:",
  /** After the line saying where the extra features start: the comparison table lists them plan by plan. */
  compareLink: "Compare os planos",
  /** In the features' disclosure, for those whose scope is not written down yet (docs/claims.md, "hold"). */
  askScope: "Antes de contratar, pergunte a um especialista o que cada um inclui.",
  askScopeOne: "Antes de contratar, pergunte a um especialista o que inclui.",
  /** The dearest plan's quiet link under its button, to /contato with the page's specialist `source`. */
  specialistLink: "Falar com um especialista",
} as const;

/** The card's lines that carry a number, and the heading of a plan's own features. */
export const planCardLines = {
  included: (interactions: string) => `${interactions} interações incluídas por mês`,
  extraPrice: (price: string) => `${price} por interação extra`,
  instances: (n: number) => (n === 1 ? "1 instância de WhatsApp" : `${n} instâncias de WhatsApp`),
  everythingIn: (plan: string) => `Tudo do plano ${plan}, mais:`,
  /** A plan without extra features says where they start. */
  extrasFrom: (plan: string) => `Prompt dinâmico, mídias e formulários web a partir do plano ${plan}.`,
  /** The features whose scope is not written down, named together in the disclosure ("A, B e C"). */
  featureList: (names: readonly string[]) =>
    names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names[names.length - 1]}` : (names[0] ?? ""),
};

/** The plans' comparison table on /planos-precos. */
export const planTableStrings = {
  // One word for users, agendas and contact lists alike: no adjective to agree with three nouns.
  unlimited: "Sem limite",
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
  swipeHint: "Deslize a tabela para o lado e para baixo para ver os cinco planos e todos os recursos.",
  region: "Tabela comparativa dos planos",
  caption: "Comparação dos cinco planos: preço, limites, recursos e adicionais",
  feature: "Recurso",
  // The phone's view: two plans side by side, each column's plan picked in its header.
  pickHint: "Escolha nos menus os dois planos que quer comparar.",
  pickFirst: "Plano da primeira coluna",
  pickSecond: "Plano da segunda coluna",
  phoneCaption: "Comparação de dois planos, escolhidos nos menus: preço, limites, recursos e adicionais",
} as const;
