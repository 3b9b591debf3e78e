import { EXTRA_INSTANCE_PRICE, EXTRA_PACK_INTERACTIONS, EXTRA_PACK_PRICE, plans, type Plan } from "~/content/plans";

/** What the visitor asks for: interactions per month, users and WhatsApp numbers. */
export interface Needs {
  interactions: number;
  users: number;
  whatsappNumbers: number;
}

/** The add-on figures the quote uses, injectable for tests. */
export interface AddOnPrices {
  packInteractions: number;
  packPrice: number;
  instancePrice: number;
}

export const specAddOns: AddOnPrices = {
  packInteractions: EXTRA_PACK_INTERACTIONS,
  packPrice: EXTRA_PACK_PRICE,
  instancePrice: EXTRA_INSTANCE_PRICE,
};

/** A plan's monthly cost for the needs. Money in whole cents, so totals compare exactly. */
export interface Quote {
  plan: Plan;
  /** False when the plan's user limit is below the users asked for. */
  eligible: boolean;
  planCents: number;
  packs: number;
  packsCents: number;
  /** Interactions still above allowance + packs, paid one by one. */
  extraInteractions: number;
  extraInteractionsCents: number;
  extraInstances: number;
  extraInstancesCents: number;
  totalCents: number;
}

const cents = (reais: number) => Math.round(reais * 100);

/**
 * The cheapest way to cover `excess` interactions: k packs (k from 0 to enough packs to cover
 * everything) plus the rest at the plan's price per interaction. On equal cost, fewer packs.
 */
export function coverExcess(excess: number, extraCents: number, addOns: AddOnPrices = specAddOns) {
  const maxPacks = Math.ceil(Math.max(0, excess) / addOns.packInteractions);
  let best = { packs: 0, rest: Math.max(0, excess), cost: Math.max(0, excess) * extraCents };
  for (let packs = 1; packs <= maxPacks; packs++) {
    const rest = Math.max(0, excess - packs * addOns.packInteractions);
    const cost = packs * cents(addOns.packPrice) + rest * extraCents;
    if (cost < best.cost) best = { packs, rest, cost };
  }
  return best;
}

export function quotePlan(plan: Plan, needs: Needs, addOns: AddOnPrices = specAddOns): Quote {
  const extraCents = cents(plan.extraInteractionPrice);
  const cover = coverExcess(needs.interactions - plan.includedInteractions, extraCents, addOns);
  const extraInstances = Math.max(0, needs.whatsappNumbers - plan.whatsappInstances);
  const planCents = cents(plan.monthlyPrice);
  const packsCents = cover.packs * cents(addOns.packPrice);
  const extraInstancesCents = extraInstances * cents(addOns.instancePrice);
  return {
    plan,
    eligible: plan.users === "ilimitados" || plan.users >= needs.users,
    planCents,
    packs: cover.packs,
    packsCents,
    extraInteractions: cover.rest,
    extraInteractionsCents: cover.cost - packsCents,
    extraInstances,
    extraInstancesCents,
    totalCents: planCents + cover.cost + extraInstancesCents,
  };
}

/**
 * The eligible plan with the lowest monthly total; on a tie the larger plan (later in the list),
 * which gives more room for the same money. Undefined only if no plan takes that many users.
 */
export function recommendPlan(needs: Needs, list: readonly Plan[] = plans, addOns: AddOnPrices = specAddOns): Quote | undefined {
  let best: Quote | undefined;
  for (const plan of list) {
    const quote = quotePlan(plan, needs, addOns);
    if (quote.eligible && (!best || quote.totalCents <= best.totalCents)) best = quote;
  }
  return best;
}
