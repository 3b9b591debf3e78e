import { describe, expect, it } from "vitest";
import { formatClock, progressValueText, spokenDuration } from "./time-text";

describe("formatClock", () => {
  it("shows minutes and two-digit seconds", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(5.9)).toBe("0:05");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(Number.NaN)).toBe("0:00");
  });
});

describe("spokenDuration", () => {
  it("reads naturally in Portuguese", () => {
    expect(spokenDuration(0)).toBe("0 segundos");
    expect(spokenDuration(1)).toBe("1 segundo");
    expect(spokenDuration(45)).toBe("45 segundos");
    expect(spokenDuration(60)).toBe("1 minuto");
    expect(spokenDuration(90)).toBe("1 minuto e 30 segundos");
    expect(spokenDuration(121)).toBe("2 minutos e 1 segundo");
  });
});

describe("progressValueText", () => {
  it("says where playback is out of the whole", () => {
    expect(progressValueText(90, 120)).toBe("1 minuto e 30 segundos de 2 minutos");
    expect(progressValueText(200, 120)).toBe("2 minutos de 2 minutos");
    expect(progressValueText(3, Number.NaN)).toBe("3 segundos");
  });
});
