import { describe, expect, it } from "vitest";
import { signupUrl } from "./format";

describe("sign-up link", () => {
  it("puts the plan name in the sign-up query string", () => {
    expect(signupUrl("https://app.example.com/cadastro", "Avançado")).toBe("https://app.example.com/cadastro?plano=Avan%C3%A7ado");
    expect(signupUrl("https://app.example.com/cadastro?ref=site", "Básico")).toBe(
      "https://app.example.com/cadastro?ref=site&plano=B%C3%A1sico",
    );
  });
});
