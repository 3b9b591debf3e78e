import type { Testimonial } from "~/content/types";
import { Badge } from "~/ui/badge";
import { SwipeRow } from "~/ui/swipe-hint";

/**
 * The testimonials, drawn for what they are: short scenes, the clinic's kind as an icon instead of a portrait, no stars.
 * A row that scrolls sideways (snapping) on phones, with the swipe hint and track, a 2 x 2 grid from md up.
 * `tag` opens every illustrative card as its badge, the site's one mark of an example, read before the quote and its
 * figures: a manager who sees one card alone must not take it for a client's word (docs/claims.md). Neutral, not
 * the accent: a note on what the card is, not a warning or the group's one highlight.
 * One rule for the author at every width: right under the quote, each card its own height (aligned to the row's
 * start), so a short quote leaves no hole above its author.
 */
export function TestimonialList({ items, tag, label, hint }: { items: readonly Testimonial[]; tag: string; label: string; hint: string }) {
  return (
    <SwipeRow label={label} hint={hint} hintClassName="-mt-2 mb-3">
      <ul className="flex items-start gap-4 md:grid md:grid-cols-2 md:gap-5">
        {items.map((t) => (
          <li key={t.author} className="w-[84%] shrink-0 snap-center sm:w-[60%] md:w-auto">
            <figure className="flex flex-col rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
              {t.status === "illustrative" ? (
                <Badge tone="neutral" className="mb-3 uppercase">
                  {tag}
                </Badge>
              ) : null}
              <blockquote className="text-[0.9375rem] leading-relaxed text-ink sm:text-base">{t.content}</blockquote>
              <figcaption className="mt-3 flex items-center gap-3 border-t border-line pt-3 sm:mt-4 sm:pt-4">
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
