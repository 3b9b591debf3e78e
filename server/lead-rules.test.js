// @vitest-environment node
// @ts-check
import { readFileSync } from "node:fs";
import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { describe, expect, it } from "vitest";
import { countries, countryCodes } from "../app/features/lead-form/countries";
import { isValidForCountry } from "../app/features/lead-form/phone-check";
import { internationalPhone } from "../app/features/lead-form/phone-mask";
import { messages as m, normalizeName, validateLead } from "../app/features/lead-form/validation.js";
import { checkLead, countryCheck, DIAL_CODES, INTEGRATION_MESSAGE, MAX_TAGS } from "./lead-rules.mjs";

const CONTACT = "contato-form-automation-id";
const INTEGRATION = "integracao-form-automation-id";
const lead = {
  name: "Ana Lúcia Araújo",
  email: "ana@clinica.com.br",
  phone: "+55 11987654321",
  messageToSend: "",
  tags: [{ name: "form", value: "Conheça o produto" }],
};

describe("checkLead: the form's rules on the server", () => {
  it.each([
    [{}, CONTACT],
    [{ phone: "+55 3134567890" }, CONTACT],
    [{ phone: "+1 2125550123" }, CONTACT],
    [{ phone: "+33 0612345678" }, CONTACT],
    [{ phone: "+351 912345678" }, CONTACT],
    [{ name: "  Maria   Clara  " }, CONTACT],
    [{ messageToSend: INTEGRATION_MESSAGE }, INTEGRATION],
    [{ tags: Array.from({ length: MAX_TAGS }, (_, i) => ({ name: "n".repeat(100), value: `${i}${"v".repeat(990)}` })) }, CONTACT],
  ])("accepts %j", async (change, id) => expect(await checkLead({ ...lead, ...change }, id)).toMatchObject({ ok: true }));

  it.each([
    // The example, field by field.
    [{ name: "1" }, "name", m.nameMin],
    [{ email: "x" }, "email", m.emailInvalid],
    [{ phone: "y" }, "phone", /Telefone inválido/],
    [{ name: "" }, "name", m.nameRequired],
    [{ name: "João 2" }, "name", m.nameLetters],
    [{ name: "A".repeat(51) }, "name", m.nameMax],
    [{ name: "Ana\u0000Lúcia" }, "name", /controle/],
    [{ name: "Ana\nLúcia" }, "name", /controle/],
    [{ email: "" }, "email", m.emailRequired],
    [{ email: `${"a".repeat(95)}@x.com` }, "email", m.emailMax],
    [{ email: "ana@clinica.com.br\r\nBcc: x@y.com" }, "email", /controle/],
    [{ phone: "" }, "phone", m.phoneRequired],
    [{ phone: "+55 1198" }, "phone", m.phoneMin],
    [{ phone: "+55 123456789" }, "phone", "Telefone inválido para BR. Verifique o formato."],
    [{ phone: "+39 11987654321" }, "phone", "Telefone inválido para IT. Verifique o formato."],
    [{ phone: "+1 0000000000" }, "phone", "Telefone inválido para US. Verifique o formato."],
    [{ phone: "+7 9123456789" }, "phone", /Telefone inválido/],
    [{ phone: "11987654321" }, "phone", /Telefone inválido/],
    [{ phone: "+55 (11) 98765-4321" }, "phone", /Telefone inválido/],
    [{ messageToSend: "Compre agora" }, "messageToSend", /messageToSend/],
    [{ messageToSend: INTEGRATION_MESSAGE }, "messageToSend", /messageToSend/],
    [{ tags: [{ name: "form", value: "x\u001b[31m" }] }, "tags[0]", /controle/],
    [{ tags: Array.from({ length: MAX_TAGS + 1 }, () => ({ name: "a", value: "b" })) }, "tags", /50/],
    [{ tags: [{ name: "n".repeat(101), value: "" }] }, "tags[0].name", /100/],
    [{ tags: [{ name: "", value: "" }] }, "tags[0].name", /100/],
    [{ tags: [{ name: "a", value: "v".repeat(1001) }] }, "tags[0].value", /1000/],
    [{ tags: [{ name: "a", value: 1 }] }, "tags[0]", /Tag 0/],
    [{ tags: {} }, "tags", /lista/],
  ])("refuses %j on the field %s", async (change, field, error) => {
    const result = await checkLead({ ...lead, ...change }, CONTACT);
    expect(result).toMatchObject({ ok: false, field });
    if (!result.ok) expect(result.error).toEqual(typeof error === "string" ? error : expect.stringMatching(error));
  });

  it("the integration form must send its fixed sentence, and nothing else", async () => {
    expect(await checkLead(lead, INTEGRATION)).toMatchObject({ ok: false, field: "messageToSend" });
    expect(await checkLead({ ...lead, messageToSend: `${INTEGRATION_MESSAGE} ` }, INTEGRATION)).toMatchObject({
      ok: false,
      field: "messageToSend",
    });
    // The sentence the integration page sends (app/content/integration.ts).
    expect(readFileSync("app/content/integration.ts", "utf8")).toContain(`INTEGRATION_MESSAGE = "${INTEGRATION_MESSAGE}"`);
  });

  it("drops unknown top-level fields and tag fields, and stores the name as the form normalises it", async () => {
    const result = await checkLead(
      { ...lead, name: " Ana  Lúcia ", receivedAt: "forged", relay: true, id: "x", tags: [{ name: "a", value: "b", extra: 1 }] },
      CONTACT,
    );
    expect(result).toEqual({ ok: true, lead: { ...lead, name: "Ana Lúcia", tags: [{ name: "a", value: "b" }] } });
  });
});

/**
 * The server runs the form's own module (validation.js). What it adds is kept equal to the form by
 * these tests: the selector's calling codes, and the libphonenumber check of phone-check.ts.
 */
describe("the server's phone reading matches the form's", () => {
  it("knows the selector's calling codes", () => {
    expect(DIAL_CODES).toEqual(Object.fromEntries(countries.map((c) => [c.code, c.dialCode])));
  });

  it("checks a phone's country exactly as the browser's phone check does", () => {
    const metadata = JSON.parse(readFileSync("app/features/lead-form/phone-metadata.json", "utf8"));
    const serverCheck = countryCheck(parsePhoneNumberFromString, metadata);
    const samples = [
      "2125550123",
      "0000000000",
      "912345678",
      "12345678",
      "612345678",
      "91123456789",
      "5512345678",
      "0612345678",
      "15123456789",
      "00000000000",
      "3123456789",
      "11987654321",
      "7400123456",
      "9".repeat(15),
    ];
    for (const country of countryCodes.filter((c) => c !== "BR")) {
      for (const digits of samples) expect(serverCheck(country, digits), `${country} ${digits}`).toBe(isValidForCountry(country, digits));
    }
  });

  /** @type {Array<Partial<import("../app/features/lead-form/validation.js").LeadInput>>} */
  const inputs = [
    { name: "Ana Lúcia" },
    { name: "J" },
    { name: "João 2" },
    { name: "A".repeat(51) },
    { name: "" },
    { email: "jose" },
    { email: `${"a".repeat(95)}@x.com` },
    { email: " ana.araujo+leads@exemplo.med.br " },
    { phone: "1234-5678" },
    { phone: "(11" },
    { country: "US", phone: "(212) 555-0123" },
    { country: "US", phone: "(000) 000-0000" },
    { country: "FR", phone: "06 12 34 56 78" },
    { country: "IT", phone: "11987654321" },
    { country: "GB", phone: "7400123456" },
  ];
  it.each(inputs)("gives the form's verdict for %j, as the form sends it", async (change) => {
    /** @type {import("../app/features/lead-form/validation.js").LeadInput} */
    const input = { name: "José da Silva", email: "jose@clinica.com.br", country: "BR", phone: "(11) 98765-4321", terms: true, ...change };
    const errors = await validateLead(input);
    const body = {
      name: normalizeName(input.name),
      email: input.email.trim(),
      phone: internationalPhone(input.country, input.phone),
      messageToSend: "",
      tags: [],
    };
    const server = await checkLead(body, CONTACT);
    const first = /** @type {const} */ (["name", "email", "phone"]).find((field) => errors[field]);
    if (!first) expect(server).toMatchObject({ ok: true });
    else expect(server).toEqual({ ok: false, field: first, error: errors[first] });
  });
});
