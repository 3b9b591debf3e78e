/**
 * Interface strings: the no-show calculator's sentences, built from its figures (money already formatted).
 * The dictionary is the folder app/content/ui-strings/, one file per area (docs/decisions/380).
 */

// Plain named functions and constants: a minifier renames them, where an object's keys ship as written.

export const noLostRevenue = "Sem faltas, não há receita perdida.";

/** "1,5 falta", "2 faltas": Portuguese takes the plural from 2 on. */
export const noShowCount = (n: number, shown: string) => `${shown} ${n < 2 ? "falta" : "faltas"}`;

export const noShowCostText = (noShows: string, n: number, monthly: string, yearly: string) =>
  `${noShows} por mês ${n < 2 ? "representa" : "representam"} ${monthly} de receita perdida por mês, ou ${yearly} por ano.`;

export const avoidedNoShows = (n: number, shown: string) => (n === 1 ? "1 falta evitada no mês" : `${shown} faltas evitadas no mês`);

export const recommendationSentence = (lead: string, plan: string, needs: string, monthly: string, avoided: string) =>
  `${lead} ${plan} ${needs}: ${monthly} por mês, valor coberto por ${avoided}.`;

/** The estimate's second bar: "Plano Avançado" (the popular plan, or the one the plan calculator indicated). */
export const barPlanLabel = (plan: string) => `Plano ${plan}`;
