import { Sparkles } from "lucide-react";
import { highlightTag } from "~/content/home";

/** The "Destaque" tag: one look, always over the card's title (cards with and without a picture alike). */
export function HighlightTag() {
  return (
    <span className="mb-2 inline-flex items-center gap-1 self-start rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700 ring-1 ring-accent-100">
      <Sparkles aria-hidden="true" className="size-3.5" />
      {highlightTag}
    </span>
  );
}
