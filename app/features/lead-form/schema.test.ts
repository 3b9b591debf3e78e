import { describe, expect, it } from "vitest";
import { leadFormSchema, messages, type LeadFormInput } from "./schema";

const valid: LeadFormInput = {
  name: "José da Silva",
  email: "jose@clinica.com.br",
  country: "BR",
  phone: "(11) 98765-4321",
  terms: true,
};

/** First message per field, as the form shows it. */
async function errorsOf(input: Partial<LeadFormInput>): Promise<Record<string, string>> {
  const result = await leadFormSchema.safeParseAsync({ ...valid, ...input });
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join(".");
    out[key] ??= issue.message;
  }
  return out;
}

describe("lead form schema: name", () => {
  it.each(["José da Silva", "Ana Lúcia Araújo", "Conceição", "Jo", "  Maria   Clara  ", "Ñandú Müller", "Jose\u0301 Decomposto"])(
    "accepts %j",
    async (name) => expect(await errorsOf({ name })).toEqual({}),
  );

  it("normalises spaces in the output", async () => {
    const result = await leadFormSchema.parseAsync({ ...valid, name: "  Maria   Clara " });
    expect(result.name).toBe("Maria Clara");
  });

  it.each([
    ["", messages.nameRequired],
    ["   ", messages.nameRequired],
    ["J", messages.nameMin],
    ["A".repeat(51), messages.nameMax],
    ["João 2", messages.nameLetters],
    ["Ana 😀", messages.nameLetters],
    ["<script>alert(1)</script>", messages.nameLetters],
    ["Maria-Clara", messages.nameLetters],
    ["D'Ávila", messages.nameLetters],
    ["محمد علي", messages.nameLetters],
    ["José@Silva", messages.nameLetters],
  ])("rejects %j with %j", async (name, message) => {
    expect((await errorsOf({ name })).name).toBe(message);
  });

  it("accepts exactly 50 characters", async () => {
    expect(await errorsOf({ name: "a".repeat(50) })).toEqual({});
  });
});

describe("lead form schema: e-mail", () => {
  it.each(["jose@clinica.com.br", " ana.araujo+leads@exemplo.med.br "])("accepts %j", async (email) => {
    expect(await errorsOf({ email })).toEqual({});
  });

  it.each([
    ["", messages.emailRequired],
    ["  ", messages.emailRequired],
    ["jose", messages.emailInvalid],
    ["jose@clinica", messages.emailInvalid],
    ["jose@@clinica.com", messages.emailInvalid],
    ["<script>@x.com", messages.emailInvalid],
    [`${"a".repeat(95)}@x.com`, messages.emailMax],
    ["a".repeat(10_000), messages.emailMax],
  ])("rejects %j with %j", async (email, message) => {
    expect((await errorsOf({ email })).email).toBe(message);
  });
});

describe("lead form schema: phone", () => {
  it.each([
    ["BR", "(11) 98765-4321"],
    ["BR", "(31) 3456-7890"],
    ["US", "(212) 555-0123"],
    ["PT", "912345678"],
    ["ES", "612345678"],
    ["AR", "91123456789"],
    ["MX", "5512345678"],
    ["FR", "6 12 34 56 78"],
    ["FR", "06 12 34 56 78"],
    ["DE", "151 23456789"],
    ["IT", "3123456789"],
    ["GB", "7400123456"],
  ] as const)("accepts %s %j", async (country, phone) => {
    expect(await errorsOf({ country, phone })).toEqual({});
  });

  it.each([
    ["BR", "", messages.phoneRequired],
    ["BR", "(11", messages.phoneMin],
    ["US", "(212) 5", messages.phoneMin],
    ["BR", "1234-5678", "Telefone inválido para BR. Verifique o formato."],
    ["BR", "123456789", "Telefone inválido para BR. Verifique o formato."],
    ["US", "(000) 000-0000", "Telefone inválido para US. Verifique o formato."],
    ["PT", "12345678", "Telefone inválido para PT. Verifique o formato."],
    ["FR", "1 23 45", messages.phoneMin],
    ["DE", "000 00000000", "Telefone inválido para DE. Verifique o formato."],
    ["GB", "12345678", "Telefone inválido para GB. Verifique o formato."],
    // A valid Brazilian mobile is not a valid number of Italy.
    ["IT", "11987654321", "Telefone inválido para IT. Verifique o formato."],
  ] as const)("rejects %s %j", async (country, phone, message) => {
    expect((await errorsOf({ country, phone })).phone).toBe(message);
  });
});

describe("lead form schema: terms and all fields", () => {
  it("requires the terms", async () => {
    expect(await errorsOf({ terms: false })).toEqual({ terms: messages.terms });
  });

  it("reports every field of an empty form at once", async () => {
    expect(await errorsOf({ name: "", email: "", phone: "", terms: false })).toEqual({
      name: messages.nameRequired,
      email: messages.emailRequired,
      phone: messages.phoneRequired,
      terms: messages.terms,
    });
  });

  it("still checks the phone's country when another field fails", async () => {
    expect(await errorsOf({ name: "", phone: "1234-5678" })).toEqual({
      name: messages.nameRequired,
      phone: "Telefone inválido para BR. Verifique o formato.",
    });
  });
});
