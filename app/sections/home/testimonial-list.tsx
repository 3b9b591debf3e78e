import { Info } from "lucide-react";
import type { Testimonial } from "~/content/types";
import { SwipeRow } from "~/ui/swipe-hint";
import { splitQuote } from "./quote-result";

/** The quote, its result in bold inside it: the figure reads as what the person says, at the quote's own size. */
function Quote({ content, result }: Pick<Testimonial, "content" | "result">) {
  const [before, words, after] = splitQuote(content, result);
  return (
    <blockquote className="mt-3 text-[0.9375rem] leading-relaxed text-ink sm:text-base">
      {before}
      <strong className="font-semibold text-brand-950">{words}</strong>
      {after}
    </blockquote>
  );
}

/**
 * The examples, drawn for what they are: short scenes, the clinic's kind as an icon instead of a portrait, no stars.
 * A row that scrolls sideways (snapping) on phones, with the swipe hint and track, a 2 x 2 grid from md up.
 * The section's lead says once, above the row, that these are illustrative examples; each illustrative card still
 * opens with `tag`, a full first line in text size, because a manager who sees one card alone in the sideways row
 * must not take it for a client's word (docs/claims.md). Its figure stays inside the quote, in bold at the
 * quote's size: an invented number set as a large numeral would look like a measured result. One rule for the
 * author at every width: right under the quote, each card its own height (aligned to the row's start).
 */
export function TestimonialList({ items, tag, label, hint }: { items: readonly Testimonial[]; tag: string; label: string; hint: string }) {
  return (
    <SwipeRow label={label} hint={hint} hintClassName="-mt-2 mb-3">
      <ul className="flex items-start gap-4 md:grid md:grid-cols-2 md:gap-5">
        {items.map((t) => (
          <li key={t.author} className="w-[84%] shrink-0 snap-center sm:w-[60%] md:w-auto">
            <figure className="flex flex-col rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
              {t.status === "illustrative" ? (
                <p className="flex items-center gap-1.5 text-[0.8125rem] leading-tight font-semibold text-muted">
                  <Info aria-hidden="true" className="size-3.5 shrink-0" />
                  {tag}
                </p>
              ) : null}
              <Quote content={t.content} result={t.result} />
              <figcaption className="mt-3 flex items-center gap-3 border-t border-line pt-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-brand-700 ring-1 ring-line">
                  <t.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="leading-tight">
                  <span className="block text-sm font-semibold text-brand-950">{t.author}</span>
                  <span className="mt-0.5 block text-sm text-muted">{t.company}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SwipeRow>
  );
}
