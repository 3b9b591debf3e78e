import type { TocEntry } from "~/content/types";

/** Tables of contents of the MDX articles: each id is written on its h2 in the .mdx file. */
export const gestaoToc = [
  { id: "pilares", label: "Os pilares da gestão" },
  { id: "automacao", label: "Automação" },
  { id: "inteligencia-artificial", label: "Inteligência artificial" },
  { id: "indicadores", label: "Indicadores (KPIs)" },
  { id: "implementacao", label: "Implementação" },
] as const satisfies readonly TocEntry[];

export const secretariasToc = [
  { id: "rotina", label: "Um dia na recepção" },
  { id: "o-que-a-ia-faz", label: "O que a IA faz bem" },
  { id: "o-que-so-uma-pessoa-faz", label: "O que só uma pessoa faz" },
  { id: "novo-papel", label: "Um novo papel para a secretária" },
  { id: "como-fazer-certo", label: "Como fazer a transição" },
  { id: "riscos", label: "Quando se faz errado" },
  { id: "conclusao", label: "A recepção do futuro tem gente" },
] as const satisfies readonly TocEntry[];
