import { describe, expect, it } from "vitest";
import { plans, type PlanName } from "~/content/plans";
import { coverExcess, quotePlan, recommendPlan, specAddOns } from "./plan-calculator";

// Figures of the plans table (app/content/plans.ts), computed by hand:
// Básico 199 / 2.000 / 0,10 / 2 users / 1 number; Avançado 299 / 4.000 / 0,08 / 5 / 1;
// Profissional 599 / 10.000 / 0,06; Premium 999 / 20.000 / 0,05 / 2 numbers; Enterprise 1199 / 30.000 / 0,04 / 2.
// Pack: 5.000 interactions for 199. Extra number: 99.
const byName = (name: string) => plans.find((p) => p.name === name)!;

describe("coverExcess", () => {
  it("pays nothing when the allowance covers everything", () => {
    expect(coverExcess(0, 10)).toEqual({ packs: 0, rest: 0, cost: 0 });
    expect(coverExcess(-500, 10)).toEqual({ packs: 0, rest: 0, cost: 0 });
  });

  it("mixes packs and single interactions when that is cheapest", () => {
    // 5.500 above at 0,10: 0 packs 550; 1 pack 199 + 50 = 249; 2 packs 398.
    expect(coverExcess(5500, 10)).toEqual({ packs: 1, rest: 500, cost: 24900 });
  });

  it("takes fewer packs when the cost is the same", () => {
    // 1.990 at 0,10 = 199, exactly one pack.
    expect(coverExcess(1990, 10)).toEqual({ packs: 0, rest: 1990, cost: 19900 });
  });

  it("uses only packs when they are cheaper than single interactions", () => {
    // 0,04 per interaction is 200 per 5.000, one real more than a pack.
    expect(coverExcess(970_000, 4)).toEqual({ packs: 194, rest: 0, cost: 194 * 19900 });
  });
});

describe("quotePlan", () => {
  it("adds 99 per WhatsApp number above the plan's own", () => {
    const premium = quotePlan(byName("Premium"), { interactions: 20_000, users: 10, whatsappNumbers: 3 });
    expect(premium).toMatchObject({ eligible: true, extraInstances: 1, extraInstancesCents: 9900, packs: 0, totalCents: 109800 });
  });

  it("is not eligible when the plan's user limit is below the users asked for", () => {
    expect(quotePlan(byName("Básico"), { interactions: 100, users: 3, whatsappNumbers: 1 }).eligible).toBe(false);
    expect(quotePlan(byName("Básico"), { interactions: 100, users: 2, whatsappNumbers: 1 }).eligible).toBe(true);
    expect(quotePlan(byName("Avançado"), { interactions: 100, users: 6, whatsappNumbers: 1 }).eligible).toBe(false);
    expect(quotePlan(byName("Profissional"), { interactions: 100, users: 1_000_000, whatsappNumbers: 1 }).eligible).toBe(true);
  });

  it("keeps cents exact", () => {
    // Profissional 599 + 3 × 0,06 would be 599,18 in floating point too.
    expect(quotePlan(byName("Profissional"), { interactions: 10_003, users: 1, whatsappNumbers: 1 }).totalCents).toBe(59918);
  });

  it("reads the add-on figures it is given", () => {
    // 1.000 above, packs of 1.000 for 50 (single ones would cost 100), one number at 10: 199 + 50 + 10.
    const quote = quotePlan(
      byName("Básico"),
      { interactions: 3000, users: 1, whatsappNumbers: 2 },
      { packInteractions: 1000, packPrice: 50, instancePrice: 10 },
    );
    expect(quote).toMatchObject({ packs: 1, packsCents: 5000, extraInteractions: 0, extraInstancesCents: 1000, totalCents: 25900 });
    expect(specAddOns).toEqual({ packInteractions: 5000, packPrice: 199, instancePrice: 99 });
  });
});

describe("recommendPlan", () => {
  it("recommends Avançado for the defaults: Básico 199 + 1.000 × 0,10 = 299 ties with Avançado 299, the larger plan wins", () => {
    const needs = { interactions: 3000, users: 2, whatsappNumbers: 1 };
    expect(quotePlan(byName("Básico"), needs).totalCents).toBe(29900);
    expect(recommendPlan(needs)).toMatchObject({ plan: { name: "Avançado" }, totalCents: 29900, packs: 0, extraInteractions: 0 });
  });

  type Row = {
    case: string;
    needs: [interactions: number, users: number, whatsappNumbers: number];
    plan: PlanName;
    totalCents: number;
    more?: object;
  };
  it.each<Row>([
    // Básico: 199 + 1 pack (5.000 above) = 398. Avançado: 299 + 1 pack (3.000 above, 240 one by one) = 498.
    {
      case: "prefers Básico with a pack over Avançado",
      needs: [7000, 2, 1],
      plan: "Básico",
      totalCents: 39800,
      more: { packs: 1, extraInteractions: 0 },
    },
    // Básico: 199 + 1 pack + 500 × 0,10 = 448. Avançado: 299 + 1 pack = 498.
    {
      case: "prefers Básico with a pack and singles",
      needs: [7500, 1, 1],
      plan: "Básico",
      totalCents: 44800,
      more: { packs: 1, extraInteractions: 500, extraInteractionsCents: 5000 },
    },
    // 12.000, 3 users: Avançado 299 + 2 packs = 697; Profissional 599 + 2.000 × 0,06 = 719.
    {
      case: "prefers Avançado with packs over Profissional",
      needs: [12_000, 3, 1],
      plan: "Avançado",
      totalCents: 69700,
      more: { packs: 2 },
    },
    // 11.000: Avançado 299 + 1 pack + 2.000 × 0,08 = 658; Profissional 599 + 60 = 659.
    { case: "still Avançado one real below Profissional", needs: [11_000, 3, 1], plan: "Avançado", totalCents: 65800 },
    // 11.100: Avançado 299 + 199 + 168 = 666; Profissional 599 + 66 = 665.
    { case: "Profissional once it gets cheaper", needs: [11_100, 3, 1], plan: "Profissional", totalCents: 66500 },
    { case: "skips Básico from 3 users", needs: [1000, 3, 1], plan: "Avançado", totalCents: 29900 },
    { case: "skips Avançado from 6 users", needs: [1000, 6, 1], plan: "Profissional", totalCents: 59900 },
    // Profissional: 599 + 2 packs + 2 × 99 = 1.195; Premium 999 + 99 = 1.098; Enterprise 1.199 + 99 = 1.298.
    {
      case: "recommends Premium for 3 WhatsApp numbers at 20.000 interactions (999 + 99)",
      needs: [20_000, 10, 3],
      plan: "Premium",
      totalCents: 109800,
    },
    // Básico 199 + 1 × 0,10, exact in cents.
    { case: "keeps cents exact", needs: [2001, 1, 1], plan: "Básico", totalCents: 19910 },
    // Enterprise 1.199 + 194 packs = 39.805; Profissional 599 + 198 packs = 39.401 + 599 = 40.001.
    { case: "goes up to Enterprise at the largest volume", needs: [1_000_000, 100, 1], plan: "Enterprise", totalCents: 3980500 },
  ])("$case", ({ needs: [interactions, users, whatsappNumbers], plan, totalCents, more }) => {
    expect(recommendPlan({ interactions, users, whatsappNumbers })).toMatchObject({ plan: { name: plan }, totalCents, ...more });
  });

  it("answers nothing when no plan takes that many users", () => {
    expect(recommendPlan({ interactions: 10, users: 3, whatsappNumbers: 1 }, [byName("Básico")])).toBeUndefined();
  });
});
