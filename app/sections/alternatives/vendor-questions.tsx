import type { ReactNode } from "react";
import { DisclosureChevron } from "~/ui/disclosure-chevron";

/**
 * The guide's questions to ask any vendor, as an ordered list of native disclosures: each question is a
 * summary, its explanation folds under it. Ten paragraphs of prose ran about three phone screens; folded,
 * the reader scans the ten questions and opens the ones that matter. The first stays open so the list
 * shows what an answer holds. Without JavaScript every row opens the same way, and a browser's find in
 * page opens the row that holds the match.
 */
export function VendorQuestions({ children }: { children: ReactNode }) {
  return (
    <ol
      data-vendor-questions=""
      className="mb-5! list-decimal space-y-0! divide-y divide-line pl-7! [&>li:first-child]:border-t [&>li:last-child]:border-b [&>li]:border-line marker:font-bold marker:text-brand-700"
    >
      {children}
    </ol>
  );
}

/** One question: its words in the summary (a button to screen readers), its explanation under it. */
export function VendorQuestion({ question, open, children }: { question: string; open?: boolean; children: ReactNode }) {
  return (
    <li className="pl-1">
      <details className="group" open={open}>
        <summary className="flex min-h-12 cursor-pointer list-none items-start gap-3 py-3 font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
          <span className="flex-1">{question}</span>
          {/* Level with the question's first line. */}
          <span className="mt-0.5 flex">
            <DisclosureChevron />
          </span>
        </summary>
        <div className="pb-4 [&>p:last-child]:mb-0">{children}</div>
      </details>
    </li>
  );
}
