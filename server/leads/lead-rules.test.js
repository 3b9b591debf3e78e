// @vitest-environment node
// @ts-check
import { describe, expect, it } from "vitest";
import { messages as m, normalizeName, validateLead } from "../../app/content/lead-contract/fields.ts";
import { CONTACT_AUTOMATION_ID as CONTACT } from "../../app/content/lead-contract/contact-form.ts";
import { INTEGRATION_AUTOMATION_ID as INTEGRATION } from "../../app/content/lead-contract/integration-form.ts";
import { isValidForCountry } from "../../app/content/lead-contract/phone-check.ts";
import { internationalPhone } from "../../app/features/lead-form/phone-mask";
import { buildIntegrationLead, buildLead, formTags } from "../../tests/support/lead-builder.ts";
import { checkLead, INTEGRATION_MESSAGE, MAX_TAGS } from "./lead-rules.mjs";

const lead = buildLead();

describe("checkLead: the form's rules on the server", () => {
  it("accepts the tests' lead of each form, so a test that changes one field is refused for that field alone", async () => {
    expect(await checkLead(buildLead({ tags: formTags() }), CONTACT)).toMatchObject({ ok: true });
    expect(await checkLead(buildIntegrationLead(), INTEGRATION)).toMatchObject({ ok: true });
  });

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
  });

  it("after a reworded sentence, takes an open page's earlier one and stores today's; still refuses any other text", async () => {
    const earlier = { [INTEGRATION]: ["Cliente quer integrar via API"], [CONTACT]: [] };
    const open = { ...lead, messageToSend: "Cliente quer integrar via API" };
    expect(await checkLead(open, INTEGRATION)).toMatchObject({ ok: false, field: "messageToSend" });
    expect(await checkLead(open, INTEGRATION, { earlier })).toEqual({ ok: true, lead: { ...lead, messageToSend: INTEGRATION_MESSAGE } });
    expect(await checkLead({ ...lead, messageToSend: INTEGRATION_MESSAGE }, INTEGRATION, { earlier })).toMatchObject({ ok: true });
    for (const messageToSend of ["Compre agora", "", "Cliente quer integrar via API ", "Cliente quer integrar"])
      expect(await checkLead({ ...lead, messageToSend }, INTEGRATION, { earlier }), messageToSend).toMatchObject({
        ok: false,
        field: "messageToSend",
      });
    // Another form's earlier sentence is not this form's.
    expect(await checkLead(open, CONTACT, { earlier })).toMatchObject({ ok: false, field: "messageToSend" });
    expect(await checkLead(lead, "unknown-form", { earlier: { "unknown-form": [""] } })).toMatchObject({
      ok: false,
      field: "messageToSend",
    });
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
 * What the form sends, built as the form builds it (the phone masked, then written with its calling
 * code), gets the server's refusal for exactly the field and message the form shows.
 */
describe("the server's verdict on what the form sends", () => {
  /** @type {Array<Partial<import("../../app/content/lead-contract/fields.ts").LeadInput>>} */
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
    /** @type {import("../../app/content/lead-contract/fields.ts").LeadInput} */
    const input = { name: "José da Silva", email: "jose@clinica.com.br", country: "BR", phone: "(11) 98765-4321", terms: true, ...change };
    const errors = await validateLead(input, isValidForCountry);
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
