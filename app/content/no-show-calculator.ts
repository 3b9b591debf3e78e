/**
 * Copy of /calculadora-de-faltas: meta, the three fields with their messages, the
 * result labels and the links to the page from the home page, the plans page and /contato. Every
 * figure the page shows is the visitor's input, a plan price (./plans.ts) or the example defaults,
 * which the page labels "Exemplo ilustrativo".
 */

import { site } from "~/site";
import { noShowPath } from "./no-show-links";
import { formatBRL, formatCount } from "./number-format";
import { demoCall } from "./ui-strings/sales-call";

export type NoShowFieldName = "consultations" | "price" | "rate";

export interface NoShowFieldSpec {
  name: NoShowFieldName;
  /** Name of the URL parameter, and so of the lead's tag on /contato. */
  param: string;
  label: string;
  /** A line under the label, when the field needs one. */
  hint?: string;
  /** The example value, as a person would type it. */
  defaultValue: string;
  /** Digits allowed after the comma: 0 for a count, 2 for reais (cents) and for the rate. */
  decimals: 0 | 2;
  /** The unit drawn inside the field's box, where a sign says it better than the label alone. */
  unit?: { text: string; side: "before" | "after" };
  /** Smallest and largest accepted value, in the field's own unit (consultations, reais, percent). */
  min: number;
  max: number;
  /** Smallest value must be above `min` (a price of zero means nothing). */
  minExclusive?: boolean;
  messages: { missing: string; format: string; belowMin: string; aboveMax: string };
}

const product = site.productName;

export const MAX_CONSULTATIONS = 100_000;
/** R$ 50.000 keeps the arithmetic exact (features/no-shows/no-show-cost.ts). */
export const MAX_PRICE = 50_000;

export const noShowFields = [
  {
    name: "consultations",
    param: "consultas",
    label: "Consultas por mês",
    defaultValue: "300",
    decimals: 0,
    min: 1,
    max: MAX_CONSULTATIONS,
    messages: {
      missing: "Informe quantas consultas a clínica marca por mês.",
      format: "Use apenas números inteiros, sem letras nem vírgulas.",
      belowMin: "Informe pelo menos 1 consulta por mês.",
      aboveMax: `O máximo é ${formatCount(MAX_CONSULTATIONS)} consultas por mês. Para volumes maiores, fale com um especialista.`,
    },
  },
  {
    name: "price",
    param: "valor_consulta",
    label: "Valor médio da consulta (R$)",
    unit: { text: "R$", side: "before" },
    defaultValue: "200",
    decimals: 2,
    min: 0,
    minExclusive: true,
    max: MAX_PRICE,
    messages: {
      missing: "Informe o valor médio de uma consulta.",
      format: "Use apenas números, com vírgula antes dos centavos (por exemplo, 180,50).",
      belowMin: "Informe um valor maior que zero.",
      aboveMax: `O máximo é ${formatBRL(MAX_PRICE)} por consulta.`,
    },
  },
  {
    name: "rate",
    param: "taxa_faltas",
    label: "Taxa de faltas atual (%)",
    unit: { text: "%", side: "after" },
    hint: "De cada 100 consultas marcadas, em quantas o paciente não comparece.",
    defaultValue: "10",
    decimals: 2,
    min: 0,
    max: 100,
    messages: {
      missing: "Informe a taxa de faltas de hoje, em porcentagem.",
      format: "Use apenas números, com vírgula antes dos decimais (por exemplo, 12,5).",
      belowMin: "O número não pode ser negativo.",
      aboveMax: "A taxa de faltas vai de 0 a 100%.",
    },
  },
] as const satisfies readonly NoShowFieldSpec[];

/** Said for any field: a minus sign in front of a number. */
export const negativeMessage = "O número não pode ser negativo.";
/** Said when a value has more digits after the comma than the field takes. */
export const tooManyDecimalsMessage = "Use no máximo duas casas decimais.";

const [consultations, price, rate] = noShowFields;

export const noShowPage = {
  path: noShowPath,
  crumb: "Calculadora de faltas",
  title: "Calculadora de faltas: quanto as faltas custam à sua clínica",
  description:
    "Informe as consultas por mês, o valor médio e a taxa de faltas: a calculadora estima quanto as faltas custam à clínica e quantas cada plano precisa evitar para cobrir o próprio preço.",
  eyebrow: "Calculadora de faltas",
  heading: "Quanto as faltas custam à sua clínica?",
  /** From md: two lines at lg, so the fields and the example's answer show on a 1280x800 first screen (what the plan rows add is said under "Como a conta é feita"). */
  lead: "Informe as consultas por mês, o valor médio de uma consulta e a taxa de faltas de hoje. A calculadora estima quanto as faltas custam por mês e por ano.",
  /** The lead below md: one sentence, so the first field is in a phone's first screen. */
  leadShort: "Informe seus números e veja quanto as faltas custam por mês e por ano.",
  /** The island's heading ids name its two parts. */
  fieldsTitle: "Os números da clínica",
  example: `Exemplo ilustrativo: ${consultations.defaultValue} consultas por mês, R$ ${price.defaultValue} por consulta e ${rate.defaultValue}% de faltas. Troque pelos números da sua clínica.`,
  resultTitle: "Estimativa",
  resultExample: "Resultado do exemplo ilustrativo",
  resultOwn: "Estimativa com os números informados",
  invalid: "Corrija o que está indicado nos campos para ver a estimativa.",
  labels: {
    monthly: "Receita perdida por mês",
    perPoint: "Custo de cada ponto percentual de faltas",
    perPointSuffix: "por mês",
  },
  breakEven: {
    title: "Quantas faltas um plano precisa evitar por mês para cobrir o próprio preço",
    columns: ["Plano", "Preço mensal", "Faltas a evitar"],
    /** After the number, when it is more than the clinic's no-shows today. */
    moreThanToday: "mais do que as faltas de hoje",
    note: "Cada falta evitada conta como uma consulta atendida e paga pelo valor médio informado. A conta é arredondada para cima: com uma falta a menos, a receita não cobre o preço do plano.",
    recommendedMark: "indicado pela calculadora de planos",
    /** Before the plan calculator's "Para 3.000 interações por mês, …". */
    recommendedLead: "A calculadora de planos indicou o plano",
    noRecommendation: "Não sabe qual plano cabe na clínica?",
    plansLink: "Use a calculadora de planos",
  },
  cta: demoCall,
  /** The `source` label the call to action sends to /contato (a variant of its own in contact-variants.ts). */
  source: "calculadora-de-faltas",
  ctaCarries: "Os números informados vão junto com o seu contato, para o especialista começar por eles.",
  method: {
    id: "como-calcular",
    title: "Como a conta é feita",
    lines: [
      "Faltas por mês = consultas por mês × taxa de faltas. Receita perdida por mês = faltas por mês × valor médio da consulta; por ano, 12 vezes a do mês.",
      "Faltas que um plano precisa evitar = preço mensal do plano ÷ valor médio da consulta, arredondado para cima.",
    ],
    estimate: `Os resultados são uma estimativa feita só com os números que você informou. A calculadora não prevê quantas faltas a ${product} vai evitar na sua clínica: isso depende da sua agenda e dos seus pacientes.`,
    rounding: "Valores em reais arredondados ao centavo; faltas por mês com uma casa decimal, por serem uma média.",
  },
} as const;
