/**
 * The address of the no-show calculator and the links to it from other pages, apart from the
 * calculator's own copy (./no-show-calculator.ts) so the plans page's island and the /contato
 * variants table carry only these few words.
 */

export const noShowPath = "/calculadora-de-faltas";

/** The links to the calculator from other pages (their own copy stays in their files). */
export const noShowCalculatorLinks = {
  /** Home page, under the "Automação Inteligente" grid. */
  home: { before: "Quanto as faltas custam à sua clínica?", link: "Faça a conta na calculadora de faltas" },
  /** /especialidades, under the cards: the same question as the home's. */
  specialties: { before: "Quanto as faltas custam à sua clínica?", link: "Faça a conta na calculadora de faltas" },
  /**
   * Home page, under the illustrative usage examples: the visitor's own figures instead of the examples' (the
   * section's lead and each card's badge already say those are illustrative: no third line says it).
   */
  examples: { link: "Faça a conta com os números da sua clínica" },
  /** Plans page, under the plan calculator's answer (the link carries its three values). */
  plans: {
    question: "Quantas faltas esse plano precisa evitar para cobrir o próprio preço?",
    link: "Faça a conta na calculadora de faltas",
  },
  /** /contato, on the `reduzir-faltas` variant. */
  contact: "Antes de conversar, estime quanto as faltas custam à sua clínica",
} as const;
