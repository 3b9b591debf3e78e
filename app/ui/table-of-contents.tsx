import { commonStrings } from "~/content/ui-strings/page-parts";
export interface TocHeading {
  id: string;
  text: string;
}

const linkClass =
  "-ml-3 block rounded border-l-2 border-transparent py-0.5 pl-2.5 text-muted underline-offset-2 hover:text-brand-800 hover:underline aria-[current]:border-brand-600 aria-[current]:font-semibold aria-[current]:text-brand-900";

/**
 * An ordered list of links to the h2 sections of a long text; the link marked aria-current (app/features/toc-spy)
 * is the section in view. Always unfolded: a list folded in a <details> below lg was out of the keyboard's
 * reach where CSS showed it (docs: commit e5f650b).
 */
export function TableOfContents({ headings, title = commonStrings.onThisPage }: { headings: readonly TocHeading[]; title?: string }) {
  return (
    <nav aria-labelledby="indice-titulo" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="indice-titulo" className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
        {title}
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className={linkClass}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
