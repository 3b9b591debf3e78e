import { defaultFieldValues, parseNeeds, type FieldName, type FieldValues, type ParsedNeeds } from "./calculator-fields";
import { recommendPlan, type Quote } from "./plan-calculator";

export interface PlanChoice {
  values: FieldValues;
  parsed: ParsedNeeds;
  /** Undefined while a field is invalid. */
  quote: Quote | undefined;
}

/** The calculator's answer for what is typed; `badInput` is the browser's flag for text a number field cannot read. */
export function choosePlan(values: FieldValues, badInput: Partial<Record<FieldName, boolean>> = {}): PlanChoice {
  const parsed = parseNeeds(values, badInput);
  return { values, parsed, quote: parsed.ok ? recommendPlan(parsed.needs) : undefined };
}

/** The plan the prerendered page recommends: the defaults' answer, marked in the grid at build time. */
export const defaultRecommendation = (): string | undefined => choosePlan(defaultFieldValues).quote?.plan.name;

/**
 * The plan grid is static HTML (./plan-card.tsx); the calculator island marks the card of its
 * answer, or none while a field is invalid: `data-recommended` draws the ring (CSS) and the badge
 * shows. Each card says its plan in `data-plan`.
 */
export function markRecommendedCard(planName: string | undefined, doc: Document = document): void {
  for (const card of doc.querySelectorAll<HTMLElement>('[data-testid="plan-card"]')) {
    const recommended = card.dataset.plan === planName;
    if (recommended) card.dataset.recommended = "true";
    else delete card.dataset.recommended;
    const badge = card.querySelector<HTMLElement>('[data-testid="plan-recommended"]');
    if (badge) badge.hidden = !recommended;
  }
}
