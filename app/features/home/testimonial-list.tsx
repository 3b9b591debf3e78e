import type { Testimonial } from "~/content/types";

export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((t) => (
        <li key={t.author}>
          <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
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
