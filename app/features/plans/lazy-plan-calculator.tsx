import { deferredPart } from "~/ui/deferred-part";

/** The calculator, hydrated after the plan grid above it (ui/deferred-part.tsx). */
export const LazyPlanCalculator = deferredPart(() => import("./plan-calculator-form").then((m) => m.PlanCalculator));
