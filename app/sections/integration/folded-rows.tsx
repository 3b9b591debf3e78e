import type { LucideIcon } from "lucide-react";
import { DisclosureChevron } from "~/ui/disclosure-chevron";

interface FoldedRow {
  icon: LucideIcon;
  title: string;
  description: string;
}

/**
 * A list as one-line rows on a phone, each its icon and title, opening on a tap to its text: a native disclosure that
 * needs no JavaScript, so the page's middle costs a phone a few short rows. The page shows it below md only, beside
 * the same list open from md (the hidden copy is out of the accessibility tree, so each item is read once).
 */
export function FoldedRows({ items, iconClass, testId }: { items: readonly FoldedRow[]; iconClass: string; testId: string }) {
  return (
    <ul data-testid={testId} className="divide-y divide-line border-y border-line md:hidden">
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title}>
          <details className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 py-2 [&::-webkit-details-marker]:hidden">
              <Icon aria-hidden="true" className={`size-5 shrink-0 ${iconClass}`} />
              <h3 className="flex-1 font-semibold text-brand-950">{title}</h3>
              <DisclosureChevron />
            </summary>
            <p className="pb-4 pl-8 text-sm leading-relaxed text-muted">{description}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
