import { Check, Minus, X } from "lucide-react";
import type { ComparisonCell, Tone } from "~/content/alternatives";

export const toneIcons: Record<Tone, typeof Check | null> = { yes: Check, partly: Minus, no: X, neutral: null };
export const toneColour: Record<Tone, string> = { yes: "text-brand-600", partly: "text-accent-700", no: "text-muted", neutral: "" };

/** "R$ 0,04" never breaks after "R$" in a narrow column. */
export const keepPrices = (text: string) => text.replace(/R\$ /g, "R$\u00a0");

/** One answer of the comparison: the short answer in bold (an icon beside it, never instead of it), then its detail. */
export function Answer({ cell }: { cell: ComparisonCell }) {
  const Icon = toneIcons[cell.tone];
  return (
    <>
      <span className="flex items-start gap-1.5 font-semibold text-brand-950">
        {Icon ? <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${toneColour[cell.tone]}`} /> : null}
        {keepPrices(cell.answer)}
      </span>
      <span className="mt-1 block text-ink">{keepPrices(cell.detail)}</span>
    </>
  );
}
