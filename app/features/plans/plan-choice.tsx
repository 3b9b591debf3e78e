import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { defaultFieldValues, parseNeeds, type FieldName, type FieldValues, type ParsedNeeds } from "./calculator-fields";
import { recommendPlan, type Quote } from "./plan-calculator";

export interface PlanChoice {
  values: FieldValues;
  parsed: ParsedNeeds;
  /** Undefined while a field is invalid. */
  quote: Quote | undefined;
  setField: (name: FieldName, raw: string, badInput?: boolean) => void;
}

function choose(values: FieldValues, badInput: Partial<Record<FieldName, boolean>>) {
  const parsed = parseNeeds(values, badInput);
  return { values, parsed, quote: parsed.ok ? recommendPlan(parsed.needs) : undefined };
}

// Without a provider (a card rendered on its own) the defaults' recommendation applies.
const PlanChoiceContext = createContext<PlanChoice>({ ...choose(defaultFieldValues, {}), setField: () => {} });

/**
 * Shares the calculator's answer with the plan grid, so the recommended card is marked too.
 * The prerendered page carries the defaults' answer; it changes only once the visitor types.
 */
export function PlanChoiceProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ values: defaultFieldValues, badInput: {} as Partial<Record<FieldName, boolean>> });
  const choice = useMemo<PlanChoice>(
    () => ({
      ...choose(state.values, state.badInput),
      setField: (name, raw, badInput = false) =>
        setState((s) => ({ values: { ...s.values, [name]: raw }, badInput: { ...s.badInput, [name]: badInput } })),
    }),
    [state],
  );
  return <PlanChoiceContext value={choice}>{children}</PlanChoiceContext>;
}

export function usePlanChoice(): PlanChoice {
  return useContext(PlanChoiceContext);
}
