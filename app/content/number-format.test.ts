import { describe, expect, it } from "vitest";
import { formatBRL, formatCount, formatMonthly, listPt } from "./number-format";

describe("number and price formats", () => {
  it("groups thousands with a dot", () => {
    expect(formatCount(2000)).toBe("2.000");
    expect(formatCount(30000)).toBe("30.000");
    expect(formatCount(400)).toBe("400");
  });

  it("writes prices the Brazilian way", () => {
    expect(formatBRL(199)).toBe("R$ 199");
    expect(formatBRL(1199)).toBe("R$ 1.199");
    expect(formatBRL(0.1)).toBe("R$ 0,10");
    expect(formatBRL(0.05)).toBe("R$ 0,05");
    expect(formatMonthly(299)).toBe("R$ 299/mês");
  });

  it("joins a list the Portuguese way", () => {
    expect(listPt(["a"])).toBe("a");
    expect(listPt(["a", "b", "c"])).toBe("a, b e c");
  });
});
