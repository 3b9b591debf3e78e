import { site } from "~/site";
import { INTEGRATION_FORM_TITLE } from "./integration";
import { INTEGRATION_AUTOMATION_ID, INTEGRATION_MESSAGE } from "./lead-contract/integration-form";

/**
 * The example on /integracao: a lead of its own form as the relay delivers it (server/leads/lead-relay.mjs,
 * webhook-signature.mjs). Field names, order and fixed values are the real ones; the person, the id,
 * the time and the campaign are examples, and the signature is shown as its recipe, not a fake value.
 */
export const webhookExample = {
  /** What the visitor typed and where they came from: illustrative. */
  submission: {
    name: "Ana Souza",
    email: "ana@software-exemplo.com.br",
    phone: "+55 11987654321",
    messageToSend: INTEGRATION_MESSAGE,
    description: INTEGRATION_FORM_TITLE,
    automationId: INTEGRATION_AUTOMATION_ID,
    queryParams: [{ name: "utm_source", value: "linkedin" }],
  },
  page: { originUrl: `${site.siteUrl}/integracao`, leadUserIndex: undefined },
  request: `POST /webhook/${INTEGRATION_AUTOMATION_ID}`,
  headers: [
    ["Content-Type", "application/json"],
    ["Idempotency-Key", "9b2f6c1e-4a7d-4e0b-8c3a-2f5d7e9a1b40"],
    ["webhook-id", "9b2f6c1e-4a7d-4e0b-8c3a-2f5d7e9a1b40"],
    ["webhook-timestamp", "1764331200"],
    ["webhook-signature", "v1,<HMAC-SHA256 em base64>"],
  ],
} as const;
