import { describe, expect, it } from "vitest";
import { afterColon } from "./after-colon";

describe("afterColon", () => {
  it("continues a sentence after a colon in lower case, without touching the rest", () => {
    expect(afterColon("Informe pelo menos 1 usuário.")).toBe("informe pelo menos 1 usuário.");
    expect(afterColon("O máximo é 1.000.000. Para volumes maiores, fale com um especialista.")).toBe(
      "o máximo é 1.000.000. Para volumes maiores, fale com um especialista.",
    );
  });
});
