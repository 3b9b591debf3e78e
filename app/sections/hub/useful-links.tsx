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
 * The jump row at the head of the sources, from 640 px: one pill per category, each to its list below, in rows
 * that wrap. On a phone the six folded categories right below are their own index: no row of pills above them.
 */
function CategoryJumps({ categories }: { categories: readonly ContentCategory[] }) {
  return (
    <nav aria-labelledby={copy.categoryNav.id} className="mt-6 max-sm:hidden">
      <p id={copy.categoryNav.id} className="text-sm font-semibold text-brand-900">
        {copy.categoryNav.title}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
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
 * "Links úteis": its jump row, a note on the sources, then the six categories of the spec as compact lists, each the
 * anchor its pill leads to. The site's own pieces (the spec's internal links) are the cards above, with their
 * category: not listed twice.
 * Each category is one closed native <details> row (icon, title, how many links: keyboard, screen readers and
 * find-in-page for free, no script), one under the other on a phone, two or three to a line from 640 px, each opening
 * in place: the sources read as an index, not as a wall of links as long as the pieces above (decision 865). A pill
 * to a category opens it (app/features/folded-answers, loaded only once a fragment is there).
 */
export function UsefulLinks({ categories }: { categories: readonly ContentCategory[] }) {
  return (
    <section aria-labelledby={copy.links.id}>
      <SectionHeader id={copy.links.id} title={copy.links.title} lead={copy.links.lead} />
      <CategoryJumps categories={categories} />
      {/* A grid whose rows start at the top: an opened category grows alone, its neighbours keep their place. */}
      <div className="mt-6 grid items-start gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {/* The word on the sources, a plain note after the rows, the whole width: before them it would push the
            index half a screen down. */}
        <section
          aria-labelledby={copy.sources.id}
          className="order-last col-span-full mt-2 rounded-2xl border border-line bg-surface p-5 sm:p-6"
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
    </section>
  );
}
