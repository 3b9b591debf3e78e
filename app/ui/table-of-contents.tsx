import { commonStrings } from "~/content/ui-strings/page-parts";
export interface TocHeading {
  id: string;
  text: string;
}

// The number comes from a CSS counter, so the link's text stays the heading's own words (a heading that
// starts with its number, as the terms' "1. O serviço" do, gives it up in the list: one number, not two).
const linkClass =
  "-ml-3 flex min-h-8 gap-2 rounded-r-md border-l-2 border-transparent py-1 pr-1 pl-2.5 text-muted underline-offset-2 before:w-6 before:shrink-0 before:font-semibold before:text-brand-600 before:tabular-nums before:[counter-increment:toc] before:content-[counter(toc)_'.'] hover:text-brand-800 hover:underline aria-[current]:border-brand-600 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-900";

const leadingNumber = /^\d+\.\s+/;

/**
 * The one table of contents of the long pages (security, legal texts, guides): a numbered list of links to
 * their h2 sections. Its `data-toc-spy` lets the page script (app/features/toc-spy) mark the section in
 * view with aria-current from 1024 px, where the list stays beside the text. Always unfolded: a list
 * folded in a <details> below lg was out of the keyboard's reach where CSS showed it (docs: commit e5f650b).
 */
export function TableOfContents({ headings, title = commonStrings.onThisPage }: { headings: readonly TocHeading[]; title?: string }) {
  return (
    <nav aria-labelledby="indice-titulo" data-toc-spy="" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="indice-titulo" className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
        {title}
      </h2>
      <ol className="mt-3 space-y-1 text-sm [counter-reset:toc]">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className={linkClass}>
              {heading.text.replace(leadingNumber, "")}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
