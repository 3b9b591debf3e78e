import { describe, expect, it } from "vitest";
import { CONTACT_AUTOMATION_ID } from "./contact-form";
import { EARLIER_MESSAGES_BY_AUTOMATION_ID, MESSAGE_BY_AUTOMATION_ID } from "./forms";
import { INTEGRATION_AUTOMATION_ID } from "./integration-form";

describe("the forms' sentences", () => {
  it("are the ones open pages send: a reworded sentence keeps its old text among the earlier ones", () => {
    // Rewording one? Put the sentence written here into EARLIER_MESSAGES_BY_AUTOMATION_ID (forms.ts) for at
    // least 7 days, then write the new one here: pages opened on the last build keep sending the old one.
    const sentByOpenPages = {
      [CONTACT_AUTOMATION_ID]: "",
      [INTEGRATION_AUTOMATION_ID]: "Cliente interessado em integração via API para software médico",
    };
    for (const [id, sent] of Object.entries(sentByOpenPages)) {
      const key = id as keyof typeof MESSAGE_BY_AUTOMATION_ID;
      expect([MESSAGE_BY_AUTOMATION_ID[key], ...EARLIER_MESSAGES_BY_AUTOMATION_ID[key]], id).toContain(sent);
    }
  });
});
