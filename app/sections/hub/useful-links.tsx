import { BookOpen } from "lucide-react";
import type { ContentCategory, ContentLink } from "~/content/hub";
import { hubPage as copy } from "~/content/hub-page";
import { DisclosureChevron } from "~/ui/disclosure-chevron";
import { ExternalLink } from "~/ui/external-link";
import { SectionHeader } from "~/ui/section-header";
import { categoryIcons } from "./category-icons";

const linkClass = "font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700";

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
 * "Links úteis": the six categories of the spec as compact lists, then a note on the sources. The site's own pieces
 * (the spec's internal links) are the cards above, with their category: not listed twice.
 * Each category is one closed native <details> row (icon, title, how many links: keyboard, screen readers and
 * find-in-page for free, no script), one under the other at every width, each opening in place: the rows are the
 * index of the sources, so no row of jump links repeats them above, and an opened row only pushes the rows under it
 * down, never leaving a ragged line beside it (decision 885). From lg the title and the note sit beside the rows
 * (decision 951). A link to a category's fragment opens it (app/features/folded-answers, loaded only once a
 * fragment is there).
 */
export function UsefulLinks({ categories }: { categories: readonly ContentCategory[] }) {
  return (
    // From lg the section's words (title, lead, the note on the sources) stand in the left columns and the rows in the
    // right ones: the rows keep their one column (an opened row pushes only the rows under it down) and the row is
    // full, with no empty half beside a reading column. Below lg: title, rows, note, one under the other.
    <section aria-labelledby={copy.links.id} className="lg:grid lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-12">
      <div className="lg:col-span-5">
        <SectionHeader id={copy.links.id} title={copy.links.title} lead={copy.links.lead} />
      </div>
      {/* One column, at a reading width: a row's title, count and chevron stay close together on a wide screen. */}
      <div className="mt-6 flex max-w-3xl flex-col gap-3 sm:mt-8 lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1 lg:mt-0">
        {categories.map((category) => {
          const Icon = categoryIcons[category.id];
          const links = category.links.filter((link) => link.type !== "internal");
          return (
            <section
              key={category.id}
              id={category.id}
              aria-labelledby={`${category.id}-titulo`}
              className="scroll-mt-24 rounded-2xl border border-line bg-white"
            >
              <details className="group" data-fold="" data-testid="category-links">
                <summary className="flex min-h-16 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 hover:bg-surface [&::-webkit-details-marker]:hidden">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800"
                  >
                    <Icon className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <h3 id={`${category.id}-titulo`} className="text-base font-bold text-brand-950">
                      {category.title}
                    </h3>
                    <span className="block text-sm text-muted">{copy.links.count(links.length)}</span>
                  </span>
                  <DisclosureChevron />
                </summary>
                <div className="border-t border-line px-4 pb-2">
                  <p className="mt-3 text-sm text-muted">{category.description}</p>
                  <ul className="mt-2 divide-y divide-line">
                    <LinkItems links={links} />
                  </ul>
                </div>
              </details>
            </section>
          );
        })}
      </div>
      {/* The word on the sources, a plain note after the rows (before them it would push the index down); from lg
          under the section's title, beside the rows. */}
      <section
        aria-labelledby={copy.sources.id}
        className="mt-5 max-w-3xl rounded-2xl border border-line bg-surface p-5 sm:p-6 lg:col-span-5 lg:col-start-1 lg:row-start-2 lg:mt-8 lg:self-start"
      >
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
    </section>
  );
}
