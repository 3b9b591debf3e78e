import { describe, expect, it } from "vitest";
import { calculatorFields, defaultFieldValues, parseField, parseNeeds } from "./calculator-fields";

const [interactions, users, numbers] = calculatorFields;
const wholeOnly = "Use apenas números inteiros, sem letras nem vírgulas.";

describe("calculator fields", () => {
  it("have the issue's labels and defaults", () => {
    expect(calculatorFields.map((f) => [f.label, f.defaultValue])).toEqual([
      ["Interações por mês", 3000],
      ["Usuários", 2],
      ["Números de WhatsApp", 1],
    ]);
    expect(parseNeeds(defaultFieldValues)).toEqual({ ok: true, needs: { interactions: 3000, users: 2, whatsappNumbers: 1 }, errors: {} });
  });

  it("read whole numbers, with or without Brazilian thousands dots", () => {
    expect(parseField(interactions, " 42 ")).toEqual({ ok: true, value: 42 });
    expect(parseField(interactions, "3.000")).toEqual({ ok: true, value: 3000 });
    expect(parseField(interactions, "1.000.000")).toEqual({ ok: true, value: 1_000_000 });
    expect(parseField(interactions, "0")).toEqual({ ok: true, value: 0 });
  });

  it("explain in Portuguese what is wrong", () => {
    expect(parseField(interactions, "")).toEqual({ ok: false, message: "Informe quantas interações a clínica tem por mês." });
    expect(parseField(users, "  ")).toEqual({ ok: false, message: "Informe quantos usuários vão usar a plataforma." });
    expect(parseField(interactions, "abc")).toEqual({ ok: false, message: wholeOnly });
    expect(parseField(interactions, "2.5")).toEqual({ ok: false, message: wholeOnly });
    expect(parseField(interactions, "1e5")).toEqual({ ok: false, message: wholeOnly });
    expect(parseField(interactions, "", true)).toEqual({ ok: false, message: wholeOnly });
    expect(parseField(interactions, "-3")).toEqual({ ok: false, message: "O número não pode ser negativo." });
    expect(parseField(users, "0")).toEqual({ ok: false, message: "Informe pelo menos 1 usuário." });
    expect(parseField(numbers, "0")).toEqual({ ok: false, message: "Informe pelo menos 1 número de WhatsApp." });
  });

  it("take at most 1.000.000", () => {
    expect(parseField(interactions, "1000000")).toEqual({ ok: true, value: 1_000_000 });
    expect(parseField(interactions, "1000001")).toEqual({
      ok: false,
      message: "O máximo é 1.000.000. Para volumes maiores, fale com um especialista.",
    });
    expect(parseField(users, "99999999999999999999999").ok).toBe(false);
  });

  it("report every invalid field at once", () => {
    expect(parseNeeds({ interactions: "-1", users: "2", whatsappNumbers: "" })).toEqual({
      ok: false,
      errors: { interactions: "O número não pode ser negativo.", whatsappNumbers: "Informe quantos números de WhatsApp a IA vai atender." },
    });
    expect(parseNeeds(defaultFieldValues, { users: true })).toMatchObject({ ok: false, errors: { users: wholeOnly } });
  });
});
