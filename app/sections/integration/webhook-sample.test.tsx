import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { INTEGRATION_FORM_TITLE } from "~/content/integration";
import { webhookExample } from "~/content/integration-webhook";
import { INTEGRATION_MESSAGE } from "~/content/lead-contract/integration-form";
import { buildWebhookBody } from "~/features/lead-form/submission";
// The relay's own signing, so the example's header names cannot drift from what the server sends.
import { signatureHeaders } from "../../../server/leads/webhook-signature.mjs";
import { WebhookExchange, WebhookSample, webhookBodyJson } from "./webhook-sample";

describe("the webhook example on /integracao", () => {
  it("prints the body the form really sends: the spec's fields in order, its fixed sentence and tags, valid JSON", () => {
    const printed = webhookBodyJson();
    // One tag per line, so the example stays short.
    expect(printed).toContain('    { "name": "form", "value": "Solicitar integração" },');
    const body = JSON.parse(printed);
    expect(Object.keys(body)).toEqual(["name", "email", "phone", "messageToSend", "tags"]);
    expect(body.messageToSend).toBe(INTEGRATION_MESSAGE);
    expect(body.tags[0]).toEqual({ name: "form", value: INTEGRATION_FORM_TITLE });
    expect(body.tags.map((t: { name: string }) => t.name)).toEqual(["form", "utm_source", "originUrl", "leadUserIndex"]);
    expect(body).toEqual(
      buildWebhookBody({ ...webhookExample.submission, queryParams: [...webhookExample.submission.queryParams] }, webhookExample.page),
    );
  });

  it("shows the relay's headers (server/leads/lead-relay.mjs, webhook-signature.mjs) with the signature as its recipe, marked as an example", () => {
    const signed = Object.keys(signatureHeaders(Buffer.alloc(24), "id", 1, "{}"));
    expect(webhookExample.headers.map(([name]) => name)).toEqual(["Content-Type", "Idempotency-Key", ...signed]);
    expect(signatureHeaders(Buffer.alloc(24), "id", 1, "{}")["webhook-signature"]).toMatch(/^v1,/);
    const html = renderToString(<WebhookSample />);
    for (const name of ["Content-Type", "Idempotency-Key", "webhook-id", "webhook-timestamp", "webhook-signature"])
      expect(html).toContain(name);
    expect(html).toContain("v1,&lt;HMAC-SHA256 em base64&gt;");
    expect(html).toContain("Exemplo ilustrativo");
    // The code scrolls sideways on a phone: keyboard users reach it.
    expect(html.match(/<pre tabindex="0"/g)).toHaveLength(2);
  });

  it("is folded by default, its title the summary, the last row of the agenda example's card", () => {
    const html = renderToString(<WebhookExchange />);
    expect(html).toMatch(/^<details class="[^"]*">/);
    expect(html).toMatch(/<summary[^>]*>.*<h3 id="exemplo-webhook"[^>]*>Como chega o seu pedido de integração<\/h3>/);
  });
});
