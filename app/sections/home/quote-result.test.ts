import { describe, expect, it } from "vitest";
import { testimonials } from "~/content/home";
import { quoteText, splitQuote } from "./quote-result";

describe("splitQuote", () => {
  it("cuts the quote around its result, keeping every character", () => {
    expect(splitQuote("A taxa caiu de 25% para 5%. Fim.", "caiu de 25% para 5%")).toEqual(["A taxa ", "caiu de 25% para 5%", ". Fim."]);
  });

  it("stops on a result the quote does not hold, or an empty one", () => {
    expect(() => splitQuote("A taxa caiu.", "subiu")).toThrow(/not in its quote/);
    expect(() => splitQuote("A taxa caiu.", "")).toThrow(/not in its quote/);
  });

  it("finds each home example's result in its own quote", () => {
    for (const t of testimonials) expect(splitQuote(t.content, t.result).join("")).toBe(t.content);
  });
});

describe("quoteText", () => {
  it("prints the quote whole and plain, and stops on a result the quote does not hold", () => {
    for (const t of testimonials) expect(quoteText(t.content, t.result)).toBe(t.content);
    expect(() => quoteText("A taxa caiu.", "subiu")).toThrow(/not in its quote/);
  });
});
