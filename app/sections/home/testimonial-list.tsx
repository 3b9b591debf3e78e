import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { changeTo } from "~/content/ui-strings/page-parts";
import type { Testimonial } from "~/content/types";
import { SwipeRow } from "~/ui/swipe-hint";

/**
 * The card's result: the figure the quote states (a change as "25% → 5%", read "25% para 5%"), its words under it.
 * `marker` (the example's tag) is the card's first line, across its width and in text size, read and seen before the
 * figure: a skimmer meets "example" before the number, so the figure cannot pass for a client's result.
 */
function Headline({ headline, marker }: { headline: Testimonial["headline"]; marker?: ReactNode }) {
  return (
    <div className="border-b border-line pb-3 sm:pb-4">
      {marker}
      <p>
        <span className="text-2xl leading-none font-bold tracking-tight whitespace-nowrap text-brand-700 tabular-nums sm:text-[1.75rem]">
          {headline.value}
          {headline.to ? (
            <>
              <span aria-hidden="true" className="mx-1.5 text-brand-300">
                →
              </span>
              <span className="sr-only"> {changeTo} </span>
              {headline.to}
            </>
          ) : null}
        </span>
      </p>
      <p className="mt-1.5 text-sm leading-snug font-medium text-brand-950">{headline.label}</p>
    </div>
  );
}

/**
 * The testimonials, drawn for what they are: short scenes, the clinic's kind as an icon instead of a portrait, no stars.
 * A row that scrolls sideways (snapping) on phones, with the swipe hint and track, a 2 x 2 grid from md up.
 * Each card leads with its result as a headline, then the quote and its author. The section's lead says once, above the
 * row, that these are illustrative examples; each illustrative card still opens with `tag`, a full first line above the figure, because a manager who sees one card alone in the sideways row must not take it for a
 * client's word (docs/claims.md). One rule for the author at every width: right under the quote, each card its own
 * height (aligned to the row's start), so a short quote leaves no hole above its author.
 */
export function TestimonialList({ items, tag, label, hint }: { items: readonly Testimonial[]; tag: string; label: string; hint: string }) {
  return (
    <SwipeRow label={label} hint={hint} hintClassName="-mt-2 mb-3">
      <ul className="flex items-start gap-4 md:grid md:grid-cols-2 md:gap-5">
        {items.map((t) => (
          <li key={t.author} className="w-[84%] shrink-0 snap-center sm:w-[60%] md:w-auto">
            {/* Relative: the headline's screen-reader word stays inside the card, not past the page's edge. */}
            <figure className="relative flex flex-col rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
              <Headline
                headline={t.headline}
                marker={
                  t.status === "illustrative" ? (
                    <p className="mb-2.5 flex items-center gap-1.5 text-[0.8125rem] leading-tight font-semibold text-muted">
                      <Info aria-hidden="true" className="size-3.5 shrink-0" />
                      {tag}
                    </p>
                  ) : null
                }
              />
              <blockquote className="mt-3 text-[0.9375rem] leading-relaxed text-ink sm:mt-4 sm:text-base">{t.content}</blockquote>
              <figcaption className="mt-3 flex items-center gap-3 sm:mt-4">
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
