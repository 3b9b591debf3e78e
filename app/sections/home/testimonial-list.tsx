import type { Testimonial } from "~/content/types";

/** The testimonials; `tag` is said on every illustrative card, above its quote and figures (docs/claims.md). */
export function TestimonialList({ items, tag }: { items: readonly Testimonial[]; tag: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((t) => (
        <li key={t.author}>
          <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
            {t.status === "illustrative" ? (
              <p className="mb-4 self-start rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700">{tag}</p>
            ) : null}
            <blockquote className="flex-1 text-lg leading-relaxed text-ink">“{t.content}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
              >
                {t.initial}
              </span>
              <span>
                <span className="block font-semibold text-brand-950">{t.author}</span>
                <span className="block text-sm text-muted">{t.company}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
