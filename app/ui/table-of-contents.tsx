import { ChevronDown } from "lucide-react";
import { commonStrings, tocCountText } from "~/content/ui-strings/page-parts";
export interface TocHeading {
  id: string;
  text: string;
}

const linkClass =
  "-ml-3 block rounded border-l-2 border-transparent py-0.5 pl-2.5 text-muted underline-offset-2 hover:text-brand-800 hover:underline aria-[current]:border-brand-600 aria-[current]:font-semibold aria-[current]:text-brand-900";
const titleClass = "text-sm font-semibold tracking-wide text-brand-900 uppercase";

/**
 * An ordered list of links to the h2 sections of a long text; the link marked aria-current (app/features/toc-spy)
 * is the section in view. `fold`: below `lg` the list sits in a closed native <details> ("Nesta página · 21
 * seções"), so a phone reaches the text first; from `lg` app.css shows it open beside the text, with no script.
 */
export function TableOfContents({
  headings,
  title = commonStrings.onThisPage,
  fold = false,
}: {
  headings: readonly TocHeading[];
  title?: string;
  fold?: boolean;
}) {
  const list = (
    <ol className={fold ? "space-y-1.5 px-5 pt-1 pb-5 text-sm lg:pt-3" : "mt-3 space-y-1.5 text-sm"}>
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className={linkClass}>
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
  if (!fold)
    return (
      <nav aria-labelledby="indice-titulo" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="indice-titulo" className={titleClass}>
          {title}
        </h2>
        {list}
      </nav>
    );
  return (
    <nav aria-labelledby="indice-titulo" className="rounded-2xl border border-line bg-surface">
      <h2 id="indice-titulo" className={`${titleClass} px-5 pt-5`} data-toc-fold-title="">
        {title}
      </h2>
      <details data-toc-fold="" className="group">
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-2xl px-5 py-3 [&::-webkit-details-marker]:hidden">
          <span className={titleClass}>{title}</span>
          <span className="text-sm text-muted">{tocCountText(headings.length)}</span>
          <ChevronDown aria-hidden="true" className="ml-auto size-5 text-brand-800 transition-transform group-open:rotate-180" />
        </summary>
        {list}
      </details>
    </nav>
  );
}
