import { commonStrings, sectionCount } from "~/content/ui-strings/page-parts";
import { DisclosureChevron } from "./disclosure-chevron";

export interface TocHeading {
  id: string;
  text: string;
}

// The number comes from a CSS counter, so the link's text stays the heading's own words (a heading that
// starts with its number, as the terms' "1. O serviço" do, gives it up in the list: one number, not two).
const linkClass =
  "-ml-3 flex min-h-8 gap-2 rounded-r-md border-l-2 border-transparent py-1 pr-1 pl-2.5 text-muted underline-offset-2 before:w-6 before:shrink-0 before:font-semibold before:text-brand-600 before:tabular-nums before:[counter-increment:toc] before:content-[counter(toc)_'.'] hover:text-brand-800 hover:underline aria-[current]:border-brand-600 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-900";
const titleClass = "text-sm font-semibold tracking-wide text-brand-900 uppercase";

const leadingNumber = /^\d+\.\s+/;

/**
 * The <aside> that holds the list, for the pages that draw one. Below lg it sticks under the 4rem header as
 * a full-width 48 px bar, so the sections stay one tap away through the whole text (its parent is the
 * text's column, which bounds the stick); from lg the open list stays beside the text.
 */
export const tocAsideClass =
  "sticky top-16 z-30 -mx-4 mb-10 sm:-mx-6 lg:top-24 lg:mx-0 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto";

function Links({ headings }: { headings: readonly TocHeading[] }) {
  return (
    <ol className="mt-3 space-y-1 text-sm [counter-reset:toc]">
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className={linkClass}>
            {heading.text.replace(leadingNumber, "")}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The one table of contents of the long pages (security, legal texts, guides): a numbered list of links to
 * their h2 sections, drawn twice, one of the two shown at each width and the other display: none (out of
 * the keyboard's and screen readers' reach). Below lg a closed native <details> that says how many
 * sections it holds: open, the list cost up to a screen (the terms' 21 links) before the text. From lg the
 * open list beside the text, whose `data-toc-spy` lets the page script (app/features/toc-spy) mark the
 * section in view with aria-current. Not one <details> opened by CSS at lg: its links stayed out of the
 * keyboard's reach where CSS showed them (docs: commit e5f650b). The phone's open list drops over the text
 * (absolute, scrolls inside itself) so opening it moves nothing; a chosen link closes it (app/page-script).
 * Once the reader scrolls, the same marking code names the section in view in the phone's bar (decision 781).
 */
export function TableOfContents({ headings, title = commonStrings.onThisPage }: { headings: readonly TocHeading[]; title?: string }) {
  return (
    <>
      <details data-testid="toc-folded" data-toc-folded="" className="group relative border-y border-line bg-white lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 sm:px-6 [&::-webkit-details-marker]:hidden">
          {/* One line at every moment, so the bar never changes height: the count until the first section is
              reached, then (data-toc-at, set by the section-marking code) the section in view, its number first. */}
          <span className="min-w-0 truncate text-sm">
            <span className="group-data-[toc-at]:sr-only">
              <span className={titleClass}>{title}</span>
              <span className="text-muted"> · {sectionCount(headings.length)}</span>
            </span>
            <span data-toc-current="" className="font-semibold text-brand-900" />
          </span>
          <DisclosureChevron />
        </summary>
        <nav
          aria-label={title}
          className="absolute inset-x-0 top-full max-h-[calc(100svh-11rem)] overflow-y-auto border-b border-line bg-white px-4 pb-5 shadow-lg sm:px-6"
        >
          <Links headings={headings} />
        </nav>
      </details>
      <nav aria-labelledby="indice-titulo" data-toc-spy="" className="hidden rounded-2xl border border-line bg-surface p-5 lg:block">
        <h2 id="indice-titulo" className={titleClass}>
          {title}
        </h2>
        <Links headings={headings} />
      </nav>
    </>
  );
}
