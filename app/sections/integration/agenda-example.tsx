import { ArrowDown, ArrowDownToLine, Send } from "lucide-react";
import { agendaExampleSection as copy, agendaExchanges, type AgendaExchange } from "~/content/integration-agenda";
import { CodePanel, codeLines } from "./code-panel";
import { WebhookExchange } from "./webhook-sample";
import { cn } from "~/lib/cn";
import { DisclosureChevron } from "~/ui/disclosure-chevron";

/**
 * One exchange as a native disclosure (no script): the first opens, the other two fold under their
 * titles, so a phone reads one request/response pair instead of six code panels in a row.
 */
function Exchange({ item, open }: { item: AgendaExchange; open: boolean }) {
  return (
    <li>
      <details open={open} className="group">
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 hover:bg-brand-50 sm:px-5 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {item.step}
          </span>
          <h3 className="m-0 min-w-0 flex-1 heading-3 text-brand-950">{item.title}</h3>
          <DisclosureChevron />
        </summary>
        <div className="px-4 pb-5 sm:px-5">
          <p className="max-w-[68ch] text-[0.9375rem] leading-relaxed text-muted">{item.text}</p>
          <div className="mt-4 grid min-w-0 gap-4 lg:grid-cols-2">
            <CodePanel
              id={`${item.id}-pedido`}
              icon={<Send aria-hidden="true" className="size-4 text-brand-700" />}
              label={copy.requestLabel}
              wrap={false}
            >
              {codeLines(item.request, { firstLineClass: "text-accent-100" })}
            </CodePanel>
            <CodePanel
              id={`${item.id}-resposta`}
              icon={<ArrowDownToLine aria-hidden="true" className="size-4 text-brand-700" />}
              label={copy.responseLabel}
              wrap={false}
            >
              {codeLines(item.response, { firstLineClass: "text-accent-100" })}
            </CodePanel>
          </div>
        </div>
      </details>
    </li>
  );
}

/** The "illustrative" tag over every drawing of the exchanges. */
function ExampleTag({ className }: { className?: string }) {
  return (
    <p
      className={cn("inline-flex rounded-full bg-accent-50 px-3 py-1 text-xs font-bold tracking-wide text-accent-800 uppercase", className)}
    >
      {copy.example}
    </p>
  );
}

/** /integracao: the agenda integration in three exchanges (availability, booking, confirmation), marked illustrative;
 * the first open, the others folded (docs/decisions/560); then, folded in the same card, how the visitor's own request arrives. */
export function AgendaExample() {
  return (
    <>
      <ExampleTag className="mt-4" />
      <div className="mt-8 rounded-card border border-line bg-white shadow-card">
        <ol className="divide-y divide-line">
          {agendaExchanges.map((item, i) => (
            <Exchange key={item.id} item={item} open={i === 0} />
          ))}
        </ol>
        <WebhookExchange />
      </div>
      {/* What the example assumes, after it: the lead stays two lines and the caveats keep every word. */}
      <p data-testid="agenda-note" className="mt-4 max-w-[68ch] text-sm leading-relaxed text-muted lg:max-w-4xl">
        {copy.note}
      </p>
    </>
  );
}

/** "POST /agenda/agendamentos" -> ["POST", "/agenda/agendamentos"]: the method set apart, the path as written. */
function splitCall(line: string) {
  const [method = "", ...path] = line.trim().split(" ");
  return { method, path: path.join(" ") };
}

/**
 * The header's right column from lg, and under the calls below lg (one rendering, placed by the header's grid), so a
 * phone's first screen shows the product too. Not the first exchange again (the example further down opens on it):
 * the whole exchange in three lines, each call's method and path, what it does and the status it gets back, read
 * from the same data as the example and linking to it. Code never under 13 px; half the header's width from lg (each
 * call on one line with its status), tighter below lg.
 */
export function AgendaGlance() {
  return (
    <figure
      aria-label={copy.glance.label}
      data-testid="agenda-glance"
      className="w-full max-w-sm rounded-card border border-line bg-white p-3 shadow-xl shadow-brand-900/10 lg:max-w-none lg:self-start lg:p-5"
    >
      <ExampleTag />
      <div className="mt-2 rounded-2xl bg-brand-950 px-3 py-2.5 text-[0.8125rem] leading-snug text-brand-50 lg:mt-3 lg:p-5 lg:text-sm">
        <p className="flex items-center gap-2 font-semibold text-brand-200">
          <Send aria-hidden="true" className="size-3.5 shrink-0" />
          {copy.glance.title}
        </p>
        <ol className="mt-2 divide-y divide-white/10 lg:mt-3">
          {agendaExchanges.map((item) => {
            const { method, path } = splitCall(item.request[0] ?? "");
            return (
              <li
                key={item.id}
                className="grid grid-cols-[3.25rem_minmax(0,1fr)_auto] items-baseline gap-x-2 py-2 first:pt-0 last:pb-0 lg:grid-cols-[4rem_minmax(0,1fr)_auto] lg:gap-x-3 lg:py-3"
              >
                <span className="font-mono font-bold text-accent-100">{method}</span>
                <code className="col-span-2 font-mono break-all lg:col-span-1">{path}</code>
                <span className="col-start-2 text-brand-200">{item.title}</span>
                <span className="font-mono text-brand-300 lg:col-start-3 lg:row-start-1">{item.response[0]}</span>
              </li>
            );
          })}
        </ol>
      </div>
      <figcaption className="mt-2 text-sm lg:mt-3">
        <a href={`#${copy.id}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
          {copy.glance.more}
          <ArrowDown aria-hidden="true" className="size-4" />
        </a>
      </figcaption>
    </figure>
  );
}
