import { ArrowDown, ArrowDownToLine, Send, type LucideIcon } from "lucide-react";
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

/** One half of the glance's exchange: its label with an icon, then the code, wrapped to the narrow column. */
function GlancePart({
  icon: Icon,
  label,
  lines,
  divided = false,
}: {
  icon: LucideIcon;
  label: string;
  lines: readonly string[];
  divided?: boolean;
}) {
  return (
    <>
      <p
        className={cn(
          "mb-1 flex items-center gap-2 font-sans text-xs font-semibold text-brand-200",
          divided && "mt-2 border-t border-white/10 pt-2 lg:mt-3 lg:pt-3",
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
      </p>
      <pre className="whitespace-pre-wrap">
        <code>{codeLines(lines, { firstLineClass: "text-accent-100" })}</code>
      </pre>
    </>
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
    </>
  );
}

/**
 * The header's right column from lg, and under the calls below lg (one rendering, placed by the header's grid), so a
 * phone's first screen shows the product too: the first exchange, request over response, read from the same data as
 * the example further down and linking to it. Below lg in 12 px type and tighter, about 220 px.
 */
export function AgendaGlance() {
  const [first] = agendaExchanges;
  if (!first) return null;
  return (
    <figure
      aria-label={copy.glance.label}
      data-testid="agenda-glance"
      className="w-full max-w-sm rounded-card border border-line bg-white p-3 shadow-xl shadow-brand-900/10 lg:self-start lg:justify-self-end lg:p-4"
    >
      <ExampleTag />
      <div className="mt-2 rounded-2xl bg-brand-950 px-3 py-2.5 font-mono text-xs leading-normal text-brand-50 lg:mt-3 lg:p-4 lg:text-[0.8125rem] lg:leading-relaxed">
        <GlancePart icon={Send} label={copy.requestLabel} lines={first.request} />
        <GlancePart icon={ArrowDownToLine} label={copy.responseLabel} lines={first.response} divided />
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
