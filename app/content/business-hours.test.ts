import { describe, expect, it } from "vitest";
import { businessHoursLine, businessHoursText, hourLabel, supportHoursText } from "./business-hours";

describe("business hours", () => {
  it("writes times the Brazilian way", () => {
    expect(hourLabel("08:00")).toBe("8h");
    expect(hourLabel("18:30")).toBe("18h30");
  });

  it("states the hours of site.ts in one sentence form", () => {
    expect(businessHoursText).toBe("de segunda a sexta, das 8h às 18h");
    expect(businessHoursLine).toBe(
      "Segunda a sexta, das 8h às 18h (horário de Brasília), exceto feriados nacionais e do município de Belo Horizonte",
    );
    expect(supportHoursText).toBe(
      "de segunda a sexta, das 8h às 18h (horário de Brasília), exceto feriados nacionais e do município de Belo Horizonte",
    );
  });
});
