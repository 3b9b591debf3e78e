import type { Testimonial } from "~/content/types";
import { SwipeRow } from "~/ui/swipe-hint";
import { quoteText } from "./quote-result";

/** The quote in plain text: its figure is what the (invented) person says, with no weight that would make it a result. */
function Quote({ content, result }: Pick<Testimonial, "content" | "result">) {
  return <blockquote className="mt-3 text-[0.9375rem] leading-relaxed text-ink sm:text-base">{quoteText(content, result)}</blockquote>;
}

/**
 * The examples, drawn as scenes rather than testimonials: no portrait or avatar circle, no stars. Each card opens
 * with its caption: the scene, the clinic's kind first, then a quiet line that names the invented speaker and ends
 * with `tag` on its own short line under it (no separator: a name that wraps would leave a dot opening a line):
 * the section's note says the examples are invented, and the mark stays on each card, because a manager who sees
 * one card alone in the sideways row must not take it for a client's word (docs/claims.md), quietly, as part of
 * the caption, with no icon. Then the quote in plain text, its figure not set apart:
 * an invented number in bold or as a large numeral would look like a measured result. A row that scrolls sideways
 * (snapping) on phones, a 2 x 2 grid from md up; the cards share the row's height, so a shorter quote ends its
 * card with room inside it and the row leaves no blank under a card before its track.
 */
export function TestimonialList({ items, tag, label, hint }: { items: readonly Testimonial[]; tag: string; label: string; hint: string }) {
  return (
    <SwipeRow label={label} hint={hint} hintClassName="-mt-2 mb-3">
      <ul className="flex gap-4 md:grid md:grid-cols-2 md:gap-5">
        {items.map((t) => (
          <li key={t.author} className="w-[84%] shrink-0 snap-center sm:w-[60%] md:w-auto">
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
              <figcaption className="border-b border-line pb-3">
                <p className="flex items-center gap-1.5 text-sm leading-snug font-semibold text-brand-950">
                  <t.icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  {t.company}
                </p>
                <p className="mt-0.5 pl-5.5 text-[0.8125rem] leading-snug text-muted">{t.author}</p>
                {t.status === "illustrative" ? <p className="pl-5.5 text-[0.8125rem] leading-snug text-muted">{tag}</p> : null}
              </figcaption>
              <Quote content={t.content} result={t.result} />
            </figure>
          </li>
        ))}
      </ul>
    </SwipeRow>
  );
}
