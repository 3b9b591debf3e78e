import type { FaqItem } from "~/content/types";
import { textLinkClass } from "~/ui/button-styles";
import { SiteLink } from "~/ui/site-link";
import { DisclosureChevron } from "~/ui/disclosure-chevron";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The items open on first render: the first (a hint that they open), all (a page that shows every answer), or none. */
  open?: "first" | "all" | "none";
  className?: string;
  /** Prefix of the questions' ids, unique on the page. */
  idPrefix: string;
}

/**
 * Every FAQ of the site, as native disclosures rendered at build time: each question is the
 * `<summary>` of a `<details>`, holding the question's h3, so it opens and closes with no script
 * at all (a tap before the page's code starts is not lost) and the browser states it expanded or
 * collapsed. Every item opens on its own. Closed answers stay in the HTML, so search engines see
 * them and the browser's find-in-page opens them.
 */
export function FaqAccordion({ items, open = "none", className, idPrefix }: FaqAccordionProps) {
  const isOpen = (i: number) => open === "all" || (open === "first" && i === 0);

  // One width on every page (docs/decisions/501): the caller's class places the list, the inner box sets its measure.
  return (
    <div className={className}>
      <div className="max-w-3xl divide-y divide-line rounded-card border border-line bg-white shadow-card">
        {items.map((item, i) => (
          <details key={item.question} id={`${idPrefix}-q${i}`} open={isOpen(i)} data-faq-item="" className="group">
            <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left hover:bg-brand-50 sm:px-6 sm:py-5 [&::-webkit-details-marker]:hidden">
              <h3 className="m-0 text-base font-semibold text-brand-950 sm:text-lg">{item.question}</h3>
              <DisclosureChevron />
            </summary>
            <div className="px-5 pb-5 text-muted sm:px-6">
              {item.answer.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph} className="mt-2 leading-relaxed first:mt-0">
                  {paragraph}
                </p>
              ))}
              {item.more ? (
                <p className="mt-2 leading-relaxed">
                  <SiteLink to={item.more.href} className={textLinkClass}>
                    {item.more.text}
                  </SiteLink>
                </p>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
