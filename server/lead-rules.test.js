// @vitest-environment node
// @ts-check
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { messages as m } from "../app/features/lead-form/validation.js";
import { checkLead, INTEGRATION_MESSAGE, MAX_TAGS } from "./lead-rules.mjs";

const CONTACT = "contato-form-automation-id";
const INTEGRATION = "integracao-form-automation-id";
const lead = { name: "Ana Lúcia Araújo", email: "ana@clinica.com.br", phone: "+55 11987654321", messageToSend: "", tags: [{ name: "form", value: "Conheça o produto" }] };

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
  ])("accepts %j", (change, id) => expect(checkLead({ ...lead, ...change }, id)).toMatchObject({ ok: true }));

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
  ])("refuses %j on the field %s", (change, field, error) => {
    const result = checkLead({ ...lead, ...change }, CONTACT);
    expect(result).toMatchObject({ ok: false, field });
    if (!result.ok) expect(result.error).toEqual(typeof error === "string" ? error : expect.stringMatching(error));
  });

  it("the integration form must send its fixed sentence, and nothing else", () => {
    expect(checkLead(lead, INTEGRATION)).toMatchObject({ ok: false, field: "messageToSend" });
    expect(checkLead({ ...lead, messageToSend: `${INTEGRATION_MESSAGE} ` }, INTEGRATION)).toMatchObject({ ok: false, field: "messageToSend" });
    // The sentence the integration page sends (app/content/integration.ts).
    expect(readFileSync("app/content/integration.ts", "utf8")).toContain(`INTEGRATION_MESSAGE = "${INTEGRATION_MESSAGE}"`);
  });

  it("drops unknown top-level fields and tag fields, and stores the name as the form normalises it", () => {
    const result = checkLead({ ...lead, name: " Ana  Lúcia ", receivedAt: "forged", relay: true, id: "x", tags: [{ name: "a", value: "b", extra: 1 }] }, CONTACT);
    expect(result).toEqual({ ok: true, lead: { ...lead, name: "Ana Lúcia", tags: [{ name: "a", value: "b" }] } });
  });
});
