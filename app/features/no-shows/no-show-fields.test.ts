import { describe, expect, it } from "vitest";
import { noShowFields } from "~/content/no-show-calculator";
import { defaultNoShowValues, parseNoShowField, parseNoShowValues, plainNumber } from "./no-show-fields";

const [consultations, price, rate] = noShowFields;
const ok = (value: number) => ({ ok: true, value });
const fail = (message: string) => ({ ok: false, message });

describe("no-show calculator fields", () => {
  it("have the issue's three inputs, with the example as defaults", () => {
    expect(noShowFields.map((f) => [f.label, f.param, f.defaultValue])).toEqual([
      ["Consultas por mês", "consultas", "300"],
      ["Valor médio da consulta (R$)", "valor_consulta", "200"],
      ["Taxa de faltas atual (%)", "taxa_faltas", "10"],
    ]);
    expect(parseNoShowValues(defaultNoShowValues)).toEqual({
      ok: true,
      figures: { consultations: 300, priceCents: 20_000, rateHundredths: 1000 },
      errors: {},
    });
  });

  it("read numbers as Brazilians write them, and a dot before one or two digits as a decimal point", () => {
    expect(parseNoShowField(consultations, " 1.200 ")).toEqual(ok(1200));
    expect(parseNoShowField(price, "180,50")).toEqual(ok(18_050));
    expect(parseNoShowField(price, "R$ 1.234,5")).toEqual(ok(123_450));
    expect(parseNoShowField(price, "1.500")).toEqual(ok(150_000));
    expect(parseNoShowField(price, "180.5")).toEqual(ok(18_050));
    expect(parseNoShowField(rate, "12,5")).toEqual(ok(1250));
    expect(parseNoShowField(rate, "12.25 %")).toEqual(ok(1225));
    expect(parseNoShowField(rate, "0")).toEqual(ok(0));
    expect(parseNoShowField(rate, "100")).toEqual(ok(10_000));
  });

  it("explain in Portuguese what is wrong", () => {
    expect(parseNoShowField(consultations, "")).toEqual(fail("Informe quantas consultas a clínica marca por mês."));
    expect(parseNoShowField(price, "  ")).toEqual(fail("Informe o valor médio de uma consulta."));
    expect(parseNoShowField(rate, "")).toEqual(fail("Informe a taxa de faltas de hoje, em porcentagem."));
    expect(parseNoShowField(consultations, "abc")).toEqual(fail("Use apenas números inteiros, sem letras nem vírgulas."));
    expect(parseNoShowField(consultations, "10,5")).toEqual(fail("Use apenas números inteiros, sem letras nem vírgulas."));
    expect(parseNoShowField(price, "1e5")).toEqual(fail("Use apenas números, com vírgula antes dos centavos (por exemplo, 180,50)."));
    expect(parseNoShowField(price, "1,2,3")).toEqual(fail("Use apenas números, com vírgula antes dos centavos (por exemplo, 180,50)."));
    expect(parseNoShowField(rate, "doze")).toEqual(fail("Use apenas números, com vírgula antes dos decimais (por exemplo, 12,5)."));
    expect(parseNoShowField(price, "180,505")).toEqual(fail("Use no máximo duas casas decimais."));
    expect(parseNoShowField(consultations, "-3")).toEqual(fail("O número não pode ser negativo."));
    expect(parseNoShowField(rate, "-1,5")).toEqual(fail("O número não pode ser negativo."));
    expect(parseNoShowField(consultations, "0")).toEqual(fail("Informe pelo menos 1 consulta por mês."));
    expect(parseNoShowField(price, "0,00")).toEqual(fail("Informe um valor maior que zero."));
  });

  it("refuse values above the limits", () => {
    expect(parseNoShowField(consultations, "100.000")).toEqual(ok(100_000));
    expect(parseNoShowField(consultations, "100001")).toEqual(
      fail("O máximo é 100.000 consultas por mês. Para volumes maiores, fale com um especialista."),
    );
    expect(parseNoShowField(price, "50.000,01")).toEqual(fail("O máximo é R$ 50.000 por consulta."));
    expect(parseNoShowField(rate, "100,01")).toEqual(fail("A taxa de faltas vai de 0 a 100%."));
    expect(parseNoShowField(consultations, "99999999999999999999999").ok).toBe(false);
  });

  it("write valid values back plainly, and read them back to the same value", () => {
    expect(plainNumber(price, 18_050)).toBe("180.5");
    expect(plainNumber(price, 20_000)).toBe("200");
    expect(plainNumber(price, 1_205)).toBe("12.05");
    expect(plainNumber(rate, 1225)).toBe("12.25");
    expect(plainNumber(consultations, 1200)).toBe("1200");
    for (const [field, value] of [
      [price, 18_050],
      [price, 5],
      [price, 5_000_000],
      [rate, 1],
      [rate, 10_000],
      [consultations, 100_000],
    ] as const) {
      expect(parseNoShowField(field, plainNumber(field, value))).toEqual(ok(value));
    }
  });

  it("report every invalid field at once", () => {
    expect(parseNoShowValues({ consultations: "-1", price: "200", rate: "" })).toEqual({
      ok: false,
      errors: { consultations: "O número não pode ser negativo.", rate: "Informe a taxa de faltas de hoje, em porcentagem." },
    });
  });
});
