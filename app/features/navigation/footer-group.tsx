import type { ReactNode } from "react";
import { ChevronDown } from "lucide-react";

/**
 * One footer link group: on a phone a closed native disclosure row (a 44 px tap, opens without JavaScript), so
 * the footer stays short; from sm its list shows under the heading as a plain column (`open-from-sm`).
 */
export function FooterGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <details className="group open-from-sm border-b border-brand-800 sm:border-0">
      <summary className="flex min-h-11 cursor-pointer sm:min-h-0 list-none items-center justify-between gap-2 [&::-webkit-details-marker]:hidden">
        <h2 className="text-sm font-semibold text-white">{heading}</h2>
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-brand-200 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      {children}
    </details>
  );
}
