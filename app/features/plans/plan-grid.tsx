import type { Plan } from "~/content/plans";
import { PlanCard } from "./plan-card";
import { usePlanChoice } from "./plan-choice";

/** The plan cards, with the calculator's recommendation marked. */
export function PlanGrid({ plans, signupBase }: { plans: readonly Plan[]; signupBase: string }) {
  const { quote } = usePlanChoice();
  return (
    <div className="mt-12 flex flex-wrap justify-center gap-6">
      {plans.map((plan) => (
        <PlanCard key={plan.name} plan={plan} signupBase={signupBase} recommended={quote?.plan.name === plan.name} />
      ))}
    </div>
  );
}
