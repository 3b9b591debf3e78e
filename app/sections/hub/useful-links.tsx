import { BookOpen } from "lucide-react";
import type { ContentCategory, ContentLink } from "~/content/hub";
import { hubPage as copy } from "~/content/hub-page";
import { DisclosureChevron } from "~/ui/disclosure-chevron";
import { ExternalLink } from "~/ui/external-link";
import { SectionHeader } from "~/ui/section-header";
import { categoryIcons } from "./category-icons";

const linkClass = "font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700";

/** How many links a category shows on a phone before the others fold: the same three in every category, one look
    for all six (a category of four showing all four made the list about four screens). */
export const linksShownOnPhone = 3;

/** The links shown before the fold. */
export function shownBeforeFold(total: number): number {
  return Math.min(total, linksShownOnPhone);
}

function LinkItems({ links }: { links: readonly ContentLink[] }) {
  return links.map((link) => (
    <li key={link.url} className="py-3">
      <ExternalLink href={link.url} className={linkClass}>
        {link.title}
      </ExternalLink>
      <p className="mt-1 text-sm text-muted">{link.description}</p>
    </li>
  ));
}

/**
 * The jump row at the head of the sources: one pill per category, each to its list below. One row that scrolls
 * sideways on a phone, its right edge fading while pills remain that way (the fade says there is more); it
 * wraps from 640 px.
 */
function CategoryJumps({ categories }: { categories: readonly ContentCategory[] }) {
  return (
    <nav aria-labelledby={copy.categoryNav.id} className="mt-6">
      <p id={copy.categoryNav.id} className="text-sm font-semibold text-brand-900">
        {copy.categoryNav.title}
      </p>
      <ul className="max-sm:scroll-fade-end -mx-4 mt-3 flex scroll-px-4 gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <a
              href={`#${category.id}`}
              className="inline-flex min-h-11 items-center rounded-full whitespace-nowrap border border-brand-200 bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-500 hover:bg-brand-50"
            >
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * "Links úteis": its jump row, a note on the sources, then the six categories of the spec as compact lists, each the anchor
 * its pill leads to.
 * The site's own pieces (the spec's internal links) are the cards above, with their category: not listed twice.
 * Below 640 px a category shows its first links and folds the rest in a native <details> (keyboard and screen
 * readers for free, no script); from 640 px the `open-from-sm` utility shows them all and hides the summary.
 */
export function UsefulLinks({ categories }: { categories: readonly ContentCategory[] }) {
  return (
    <section aria-labelledby={copy.links.id}>
      <SectionHeader id={copy.links.id} title={copy.links.title} lead={copy.links.lead} />
      <CategoryJumps categories={categories} />
      {/* From lg two CSS columns, not a grid: a category is as tall as its links, with no row stretching the shorter one
          (a card padded with ~150 px of blank). */}
      <div className="mt-8 gap-5 lg:columns-2">
        {/* The word on the sources, a plain note before them: first in the left column, whose three categories
            are shorter than the right's. */}
        <section aria-labelledby={copy.sources.id} className="mb-5 break-inside-avoid rounded-2xl border border-line bg-surface p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <BookOpen aria-hidden="true" className="mt-0.5 hidden size-5 shrink-0 text-brand-700 sm:block" />
            <div>
              <h3 id={copy.sources.id} className="text-lg font-bold text-brand-950">
                {copy.sources.title}
              </h3>
              <p className="mt-2 text-sm text-muted">{copy.sources.text}</p>
            </div>
          </div>
        </section>
        {categories.map((category) => {
          const Icon = categoryIcons[category.id];
          const links = category.links.filter((link) => link.type !== "internal");
          const shown = shownBeforeFold(links.length);
          const folded = links.slice(shown);
          return (
            <section
              key={category.id}
              id={category.id}
              aria-labelledby={`${category.id}-titulo`}
              className="mb-5 scroll-mt-24 break-inside-avoid rounded-2xl border border-line bg-white p-5 last:mb-0 sm:p-6"
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800"
                >
                  <Icon className="size-5" />
                </span>
                <h3 id={`${category.id}-titulo`} className="text-lg font-bold text-brand-950">
                  {category.title}
                </h3>
              </div>
              <p className="mt-2 text-sm text-muted">{category.description}</p>
              <ul className="mt-4 divide-y divide-line">
                <LinkItems links={links.slice(0, shown)} />
              </ul>
              {folded.length > 0 ? (
                <details className="group open-from-sm border-t border-line" data-testid="more-links">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 pt-2 text-sm font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
                    {copy.links.more(folded.length)}
                    <DisclosureChevron />
                  </summary>
                  <ul className="divide-y divide-line">
                    <LinkItems links={folded} />
                  </ul>
                </details>
              ) : null}
            </section>
          );
        })}
      </div>
    </section>
  );
}
