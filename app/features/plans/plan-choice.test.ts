// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { plans } from "~/content/plans";
import { defaultFieldValues } from "./calculator-fields";
import { choosePlan, defaultRecommendation, markRecommendedCard } from "./plan-choice";
import { PlanGrid } from "./plan-card";

const marked = () => [...document.querySelectorAll<HTMLElement>("[data-recommended]")].map((card) => card.dataset.plan);
const badges = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="plan-recommended"]')]
    .filter((b) => !b.hidden)
    .map((b) => b.closest<HTMLElement>("article")?.dataset.plan);

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(PlanGrid, { plans, signupBase: "https://x/cadastro", recommended: defaultRecommendation() }),
  );
});

describe("plan choice", () => {
  it("recommends Avançado for the defaults, and the prerendered grid marks it", () => {
    expect(defaultRecommendation()).toBe("Avançado");
    expect(marked()).toEqual(["Avançado"]);
    expect(badges()).toEqual(["Avançado"]);
  });

  it("has no quote while a field is invalid", () => {
    expect(choosePlan({ ...defaultFieldValues, users: "" }).quote).toBeUndefined();
    expect(choosePlan({ ...defaultFieldValues, users: "6" }).quote?.plan.name).toBe("Profissional");
    expect(choosePlan(defaultFieldValues, { users: true }).parsed.ok).toBe(false);
  });

  it("moves the mark and the badge to the calculator's answer, or removes both", () => {
    markRecommendedCard("Profissional");
    expect(marked()).toEqual(["Profissional"]);
    expect(badges()).toEqual(["Profissional"]);
    markRecommendedCard(undefined);
    expect(marked()).toEqual([]);
    expect(badges()).toEqual([]);
  });
});
