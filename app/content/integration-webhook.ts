import { site } from "~/site";
import { INTEGRATION_FORM_TITLE } from "./integration";
import { INTEGRATION_AUTOMATION_ID, INTEGRATION_MESSAGE } from "./lead-contract/integration-form";

/**
 * The example on /integracao: a lead of its own form as the relay delivers it (server/leads/lead-relay.mjs,
 * webhook-signature.mjs). Field names, order and fixed values are the real ones; the person, the id,
 * the time and the campaign are examples, and the signature is shown as its recipe, not a fake value.
 */
/** The section's copy (kept out of integration.ts, which the request form's island imports: no bytes for its script). */
export const webhookSection = {
  id: "exemplo-webhook",
  title: "Como chega o seu pedido de integração",
  lead: "Isto não é a API da plataforma: é o caminho do seu pedido. Um pedido feito no formulário desta página chega à nossa ferramenta de automação, que avisa a equipe, assim: um POST com corpo JSON, uma chave de idempotência e, quando configurada, a assinatura no padrão Standard Webhooks. Os campos são os reais; os valores são exemplos.",
  example: "Exemplo ilustrativo",
  requestLabel: "Requisição e cabeçalhos",
  bodyLabel: "Corpo (JSON)",
  signature:
    "A assinatura é “v1,” seguido do HMAC-SHA256, em base64, de “{webhook-id}.{webhook-timestamp}.{corpo}”, calculado com a chave secreta combinada. Cada tentativa leva um timestamp novo, e o destino pode recusar os antigos; a mesma chave de idempotência em todas as tentativas evita registrar o contato duas vezes.",
} as const;

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
