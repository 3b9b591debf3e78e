import { FileJson, Send } from "lucide-react";
import { webhookExample, webhookSection as copy } from "~/content/integration-webhook";
import { buildWebhookBody } from "~/features/lead-form/submission";
import { CodePanel, codeLines } from "./code-panel";
import { DisclosureChevron } from "~/ui/disclosure-chevron";

/** `{ "name": "form", "value": "…" }`: a tag on one line. */
const inline = (value: unknown) =>
  JSON.stringify(value).replace(/^\{/, "{ ").replace(/\}$/, " }").replace(/","/g, '", "').replace(/":/g, '": ');

/** The body the form builds (the same function as the browser's), printed with one tag per line. */
export function webhookBodyJson(): string {
  const body = buildWebhookBody(
    { ...webhookExample.submission, queryParams: [...webhookExample.submission.queryParams] },
    webhookExample.page,
  );
  const fields = Object.entries(body).map(([key, value]) =>
    Array.isArray(value)
      ? `  "${key}": [\n${value.map((tag) => `    ${inline(tag)}`).join(",\n")}\n  ]`
      : `  "${key}": ${JSON.stringify(value)}`,
  );
  return `{\n${fields.join(",\n")}\n}`;
}

/** /integracao: the webhook of a lead of its form, request line and headers beside the JSON body, then how to check the signature. */
export function WebhookSample() {
  return (
    <>
      <p className="mt-4 inline-flex rounded-full bg-accent-50 px-3 py-1 text-xs font-bold tracking-wide text-accent-800 uppercase">
        {copy.example}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="min-w-0">
          <CodePanel id="webhook-cabecalhos" icon={<Send aria-hidden="true" className="size-4 text-brand-700" />} label={copy.requestLabel}>
            <span className="block text-accent-100">{webhookExample.request}</span>
            {webhookExample.headers.map(([name, value]) => (
              <span key={name} className="block">
                <span className="text-brand-300">{name}</span>: {value}
              </span>
            ))}
          </CodePanel>
          <p className="mt-4 text-sm leading-relaxed text-muted">{copy.signature}</p>
        </div>
        <CodePanel id="webhook-corpo" icon={<FileJson aria-hidden="true" className="size-4 text-brand-700" />} label={copy.bodyLabel}>
          {codeLines(webhookBodyJson().split("\n"), { valueClass: "text-accent-100" })}
        </CodePanel>
      </div>
    </>
  );
}

/**
 * The path of the visitor's own request, folded (docs/decisions/560) as the last row of the agenda example's card
 * (it was a card of its own under the example). Not an exchange of the API, so a file icon
 * marks it where the exchanges have their numbers.
 */
export function WebhookExchange() {
  return (
    <details className="group border-t border-line">
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-b-card px-4 py-3 hover:bg-brand-50 group-open:rounded-none sm:px-5 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          <FileJson className="size-4" />
        </span>
        <h3 id={copy.id} className="m-0 min-w-0 flex-1 heading-3 text-brand-950">
          {copy.title}
        </h3>
        <DisclosureChevron />
      </summary>
      <div className="px-4 pb-6 sm:px-5">
        <p className="max-w-[68ch] text-[0.9375rem] leading-relaxed text-muted">{copy.lead}</p>
        <WebhookSample />
      </div>
    </details>
  );
}
