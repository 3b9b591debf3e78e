import { FileJson, Send } from "lucide-react";
import { webhookExample, webhookSection as copy } from "~/content/integration-webhook";
import { buildWebhookBody } from "~/features/lead-form/submission";
import { Container } from "~/ui/container";
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
 * The webhook band, after the form and folded (docs/decisions/560): few readers need the path of their
 * own request, so its title is the summary of a closed native disclosure and the rest waits a tap.
 */
export function WebhookSection() {
  return (
    <section aria-labelledby={copy.id} className="bg-surface pb-14 sm:pb-20">
      <Container>
        <details className="group rounded-card border border-line bg-white shadow-card">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 hover:bg-brand-50 sm:px-6 [&::-webkit-details-marker]:hidden">
            <h2 id={copy.id} className="m-0 heading-3 text-brand-950">
              {copy.title}
            </h2>
            <DisclosureChevron />
          </summary>
          <div className="px-5 pb-6 sm:px-6">
            <p className="max-w-[68ch] leading-relaxed text-muted">{copy.lead}</p>
            <WebhookSample />
          </div>
        </details>
      </Container>
    </section>
  );
}
