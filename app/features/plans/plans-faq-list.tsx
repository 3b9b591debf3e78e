import { ChevronDown } from "lucide-react";
import type { FaqItem } from "~/content/types";

/**
 * Native disclosure widgets: keyboard and screen-reader support come from the browser and
 * the answers open without JavaScript. The first item starts open as a hint that they open.
 */
export function PlansFaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white" data-testid="plans-faq">
      {items.map((item, i) => (
        <details key={item.question} open={i === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-brand-950 hover:text-brand-700 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="max-w-[68ch] px-5 pb-5 leading-relaxed text-muted sm:px-6">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
