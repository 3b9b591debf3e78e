import { ArrowDownToLine, Send } from "lucide-react";
import type { ReactNode } from "react";
import { agendaExampleSection as copy, agendaExchanges, type AgendaExchange } from "~/content/integration-agenda";
import { CodePanel } from "./code-panel";

/** A request's first line (method and route) in the light accent; JSON keys in the light teal, as in the webhook sample. */
function codeLines(lines: readonly string[]): ReactNode[] {
  return lines.map((line, i) => {
    const key = /^(\s*)("[^"]+")(:.*)$/.exec(line);
    if (i === 0) {
      return (
        <span key={i} className="block text-accent-100">
          {line}
        </span>
      );
    }
    return (
      <span key={i} className="block">
        {key ? (
          <>
            {key[1]}
            <span className="text-brand-300">{key[2]}</span>
            {key[3]}
          </>
        ) : (
          line
        )}
      </span>
    );
  });
}

function Exchange({ item }: { item: AgendaExchange }) {
  return (
    <li className="grid gap-4 border-t border-line pt-6 first:border-t-0 first:pt-0 lg:grid-cols-[minmax(0,4fr)_minmax(0,9fr)] lg:gap-8">
      <div>
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {item.step}
        </span>
        <h3 className="mt-3 heading-3 text-brand-950">{item.title}</h3>
        <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-muted">{item.text}</p>
      </div>
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <CodePanel
          id={`${item.id}-pedido`}
          icon={<Send aria-hidden="true" className="size-4 text-brand-700" />}
          label={copy.requestLabel}
          wrap={false}
        >
          {codeLines(item.request)}
        </CodePanel>
        <CodePanel
          id={`${item.id}-resposta`}
          icon={<ArrowDownToLine aria-hidden="true" className="size-4 text-brand-700" />}
          label={copy.responseLabel}
          wrap={false}
        >
          {codeLines(item.response)}
        </CodePanel>
      </div>
    </li>
  );
}

/** /integracao: the agenda integration in three exchanges (availability, booking, confirmation), marked illustrative. */
export function AgendaExample() {
  return (
    <>
      <p className="mt-4 inline-flex rounded-full bg-accent-50 px-3 py-1 text-xs font-bold tracking-wide text-accent-800 uppercase">
        {copy.example}
      </p>
      <ol className="mt-8 grid gap-8">
        {agendaExchanges.map((item) => (
          <Exchange key={item.id} item={item} />
        ))}
      </ol>
    </>
  );
}
