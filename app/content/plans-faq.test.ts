import { describe, expect, it } from "vitest";
import { formatBRL, formatCount } from "./number-format";
import { addOns, EXTRA_PACK_INTERACTIONS, plans } from "./plans";
import { plansFaq } from "./plans-faq";
import { plansPage } from "./plans-page";
import { interactionDefinition } from "./interaction";
import { site } from "~/site";

const overage = plansFaq.find((item) => item.question.includes("mais interações"));

describe("plans FAQ: exceeding the included interactions", () => {
  it("has the question", () => {
    expect(overage?.question).toBe("E se eu usar mais interações do que o meu plano inclui?");
  });

  it("states every plan's extra interaction price, in the cards' format", () => {
    for (const plan of plans) expect(overage?.answer).toContain(`${formatBRL(plan.extraInteractionPrice)} no ${plan.name}`);
    expect(overage?.answer).toContain(
      "R$ 0,10 no Básico, R$ 0,08 no Avançado, R$ 0,06 no Profissional, R$ 0,05 no Premium e R$ 0,04 no Enterprise",
    );
  });

  it("offers the extra pack with its size and price", () => {
    const pack = addOns[0];
    expect(overage?.answer).toContain(`pacote de ${formatCount(EXTRA_PACK_INTERACTIONS)} interações extras por ${formatBRL(pack.price)}`);
    expect(overage?.answer).toContain("pacote de 5.000 interações extras por R$ 199");
  });
});

// Every place that explains the unit of the prices quotes the company's one definition.
describe("the unit of every price, defined", () => {
  // The page shows it in the disclosure beside the prices and under the calculator's intro (tests/e2e/plans.spec.ts).
  it("is defined in the FAQ's overage answer", () => {
    expect(interactionDefinition).toMatch(/^Uma interação é cada mensagem que a plataforma envia a um paciente/);
    expect(overage?.answer.startsWith(interactionDefinition)).toBe(true);
  });

  // A section intro of at most about three lines at 375 px; the definition is folded.
  it("leaves the calculator's intro short, without the definition", () => {
    expect(plansPage.sections.calculator.lead.length).toBeLessThanOrEqual(200);
    expect(plansPage.sections.calculator.lead).not.toContain(interactionDefinition);
  });
});

// The refund answer says where to write and when the answer comes.
describe("plans FAQ: asking for a refund", () => {
  it("names the support address and the reply deadline", () => {
    const refund = plansFaq.find((item) => item.question === "Existe garantia de reembolso?");
    expect(refund?.answer).toContain(`envie um e-mail para ${site.company.supportEmail} a partir do endereço cadastrado`);
    expect(refund?.answer).toContain("respondemos em até 5 dias");
  });
});
