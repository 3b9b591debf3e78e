import { describe, expect, it } from "vitest";
import { defaultNoShowValues } from "./no-show-fields";
import { carriedHref, contactHref, MAX_PARAM_CHARS, noShowSearch, readNoShowQuery } from "./no-show-query";

describe("no-show calculator URL", () => {
  it("reads the three values, first occurrence of each, as text", () => {
    expect(readNoShowQuery("?consultas=450&valor_consulta=180.5&taxa_faltas=12.5&utm_source=google")).toEqual({
      consultations: "450",
      price: "180.5",
      rate: "12.5",
    });
    expect(readNoShowQuery("?consultas=1&consultas=2")).toEqual({ consultations: "1" });
    expect(readNoShowQuery("")).toEqual({});
    expect(readNoShowQuery("?utm_source=google")).toEqual({});
  });

  it("keeps bad values as they came (the page explains them) but trims and cuts them", () => {
    expect(readNoShowQuery("?consultas=abc&valor_consulta=&taxa_faltas=%20-5%20")).toEqual({ consultations: "abc", price: "", rate: "-5" });
    const long = readNoShowQuery(`?consultas=${"9".repeat(500)}`).consultations;
    expect(long).toHaveLength(MAX_PARAM_CHARS);
    expect(readNoShowQuery("?taxa_faltas=%3Cscript%3E").rate).toBe("<script>");
  });

  it("writes plain numbers, keeping the visitor's other parameters in place", () => {
    expect(noShowSearch("", defaultNoShowValues)).toBe("?consultas=300&valor_consulta=200&taxa_faltas=10");
    expect(noShowSearch("?utm_source=google&consultas=1&source=x", { consultations: "1.200", price: "R$ 180,50", rate: "12,5%" })).toBe(
      "?utm_source=google&consultas=1200&source=x&valor_consulta=180.5&taxa_faltas=12.5",
    );
  });

  it("writes an invalid value as typed, so a reload shows it again, unless only valid values are wanted", () => {
    const values = { consultations: "abc", price: "", rate: "10" };
    expect(noShowSearch("?valor_consulta=200", values)).toBe("?consultas=abc&taxa_faltas=10");
    expect(noShowSearch("?consultas=300&utm_medium=cpc", values, { validOnly: true })).toBe("?utm_medium=cpc&taxa_faltas=10");
    expect(noShowSearch("", { consultations: "", price: "", rate: "" })).toBe("");
  });

  it("round-trips: what it writes reads back to the same values", () => {
    const values = { consultations: "1.200", price: "180,50", rate: "7" };
    const read = readNoShowQuery(noShowSearch("?x=1", values));
    expect(noShowSearch("", { ...defaultNoShowValues, ...read })).toBe(noShowSearch("", values));
  });
});

describe("links from the calculator", () => {
  it("to /contato: the page's query, the visitor's valid values (never the example's) and the source label last", () => {
    const values = { consultations: "450", price: "abc", rate: "8" };
    expect(contactHref("?source=reduzir-faltas&utm_source=google", values, true, "calculadora-de-faltas")).toBe(
      "/contato?utm_source=google&consultas=450&taxa_faltas=8&source=calculadora-de-faltas",
    );
    expect(contactHref("?utm_source=google", defaultNoShowValues, false, "calculadora-de-faltas")).toBe(
      "/contato?utm_source=google&source=calculadora-de-faltas",
    );
    expect(contactHref("", defaultNoShowValues, false, "calculadora-de-faltas")).toBe("/contato?source=calculadora-de-faltas");
  });

  it("to another page: the page's query before the hash", () => {
    expect(carriedHref("/planos-precos", "#calculadora", "?utm_source=google")).toBe("/planos-precos?utm_source=google#calculadora");
    expect(carriedHref("/planos-precos", "#calculadora", "")).toBe("/planos-precos#calculadora");
  });
});
