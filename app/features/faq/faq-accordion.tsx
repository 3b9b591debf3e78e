import { ChevronDown } from "lucide-react";
import type { FaqItem } from "~/content/types";
import { cn } from "~/lib/cn";
import { textLinkClass } from "~/ui/button-styles";
import { SiteLink } from "~/ui/site-link";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Indexes of the items open on first render. */
  defaultOpen?: readonly number[];
  className?: string;
  /** Prefix of the question and answer ids, unique on the page. */
  idPrefix: string;
}

/**
 * WAI-ARIA accordion, rendered at build time: each question is a button inside an h3, with
 * aria-expanded and aria-controls; ./faq-toggle.ts opens and closes it in the browser (Enter and
 * Space through the native button); every item opens on its own. Closed answers stay in the HTML,
 * hidden, so search engines and Ctrl+F still see them once opened.
 */
export function FaqAccordion({ items, defaultOpen = [], className, idPrefix }: FaqAccordionProps) {
  const open = new Set(defaultOpen);

  return (
    <div className={cn("divide-y divide-line rounded-2xl border border-line bg-white", className)}>
      {items.map((item, i) => {
        const isOpen = open.has(i);
        const buttonId = `${idPrefix}-q${i}`;
        const panelId = `${idPrefix}-a${i}`;
        return (
          <div key={item.question} data-faq-item="">
            <h3 className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-faq-toggle=""
                className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-brand-950 hover:bg-brand-50 sm:px-6 sm:py-5 sm:text-lg"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </h3>
            <div id={panelId} hidden={!isOpen} className="px-5 pb-5 text-muted sm:px-6">
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
          </div>
        );
      })}
    </div>
  );
}
