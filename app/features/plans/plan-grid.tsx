import type { Plan } from "~/content/plans";
import { PlanCard } from "./plan-card";

/**
 * The plan cards, rendered at build time with `recommended` (the calculator's answer for its
 * defaults) marked; the calculator island moves the mark as the visitor types (./plan-choice.ts).
 */
export function PlanGrid({ plans, signupBase, recommended }: { plans: readonly Plan[]; signupBase: string; recommended: string | undefined }) {
  return (
    <div className="mt-12 flex flex-wrap justify-center gap-6">
      {plans.map((plan) => (
        <PlanCard key={plan.name} plan={plan} signupBase={signupBase} recommended={recommended === plan.name} />
      ))}
    </div>
  );
}
