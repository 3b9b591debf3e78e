import { describe, expect, it } from "vitest";
import { calculatorParams, needsHref, needsQuery, recommendationFromSearch } from "./calculator-query";

describe("the plan calculator's values in a URL", () => {
  it("writes the three values under Portuguese names", () => {
    expect(calculatorParams).toEqual({ interactions: "interacoes", users: "usuarios", whatsappNumbers: "numeros_whatsapp" });
    expect(needsQuery({ interactions: 3000, users: 2, whatsappNumbers: 1 })).toBe("interacoes=3000&usuarios=2&numeros_whatsapp=1");
  });

  it("links with the visitor's query, the three values winning over older ones", () => {
    expect(needsHref("/calculadora-de-faltas", { interactions: 3000, users: 2, whatsappNumbers: 1 }, "?utm_source=google&usuarios=9")).toBe(
      "/calculadora-de-faltas?utm_source=google&usuarios=2&interacoes=3000&numeros_whatsapp=1",
    );
  });

  it("reads back the plan the calculator recommends, with its monthly total and the needs in words", () => {
    expect(recommendationFromSearch("?utm_source=x&interacoes=3000&usuarios=2&numeros_whatsapp=1")).toEqual({
      planName: "Avançado",
      totalCents: 29_900,
      needs: "Para 3.000 interações por mês, 2 usuários e 1 número de WhatsApp",
    });
    expect(recommendationFromSearch(`?${needsQuery({ interactions: 3000, users: 6, whatsappNumbers: 1 })}`)?.planName).toBe("Profissional");
  });

  it("gives nothing when a value is missing or invalid", () => {
    expect(recommendationFromSearch("")).toBeUndefined();
    expect(recommendationFromSearch("?interacoes=3000&usuarios=2")).toBeUndefined();
    expect(recommendationFromSearch("?interacoes=3000&usuarios=0&numeros_whatsapp=1")).toBeUndefined();
    expect(recommendationFromSearch("?interacoes=-5&usuarios=2&numeros_whatsapp=1")).toBeUndefined();
    expect(recommendationFromSearch("?interacoes=abc&usuarios=2&numeros_whatsapp=1")).toBeUndefined();
  });
});
