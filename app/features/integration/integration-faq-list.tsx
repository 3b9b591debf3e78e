import { ChevronDown } from "lucide-react";
import { integrationFaq } from "~/content/integration";

/** Native disclosure widgets, as cards: they open without JavaScript and with the keyboard. */
export function IntegrationFaqList() {
  return (
    <div className="mt-8 space-y-3">
      {integrationFaq.map((item) => (
        <details key={item.question} className="group rounded-xl border border-line bg-white">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
