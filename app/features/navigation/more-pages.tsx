import { ChevronDown } from "lucide-react";
import { exploreNav } from "~/content/navigation";
import * as menuStrings from "~/content/ui-strings/menu";
import { cn } from "~/lib/cn";
import { Container } from "~/ui/container";
import { iconBoxClass, iconSize } from "~/ui/icon";
import { SiteLink } from "~/ui/site-link";
import { isCurrent, MORE_PAGES_ID, topNavItemClass } from "./nav-state";

/**
 * The wide header's "Mais": the pages the spec's five links leave out, which the phone menu lists under them. A
 * native popover opened by its button, so it works before any script and ships none: Escape and a click outside
 * close it, and the browser names the button's state. Under the 4rem bar, full width, each page with a line on
 * what it is for. A browser without popovers shows neither (app.css); the footer links the same pages.
 */
export function MorePages({ pathname }: { pathname: string }) {
  const current = exploreNav.items.some((item) => isCurrent(item.to, pathname));
  return (
    <>
      <button
        type="button"
        data-more-button=""
        popoverTarget={MORE_PAGES_ID}
        aria-controls={MORE_PAGES_ID}
        className={cn("inline-flex items-center gap-1", topNavItemClass(current))}
      >
        {menuStrings.morePages}
        <ChevronDown
          aria-hidden="true"
          data-more-chevron=""
          className={cn(iconSize.inline, "transition-transform duration-(--duration-site) ease-site")}
        />
      </button>
      <div
        id={MORE_PAGES_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 h-auto w-full max-w-none border-0 border-b border-line bg-white p-0 text-ink shadow-panel"
      >
        <Container className="py-5">
          <ul className="grid grid-cols-4 gap-3">
            {exploreNav.items.map(({ icon: Icon, ...item }) => (
              <li key={item.to}>
                <SiteLink
                  to={item.to}
                  aria-current={isCurrent(item.to, pathname) ? "page" : undefined}
                  className="flex h-full gap-3 rounded-xl p-3 hover:bg-brand-50 aria-[current]:bg-brand-50"
                >
                  <span className={iconBoxClass}>
                    <Icon aria-hidden="true" className={iconSize.feature} />
                  </span>
                  <span className="flex flex-col gap-0.5">
                    <span className="text-sm font-semibold text-brand-900">{item.label}</span>
                    <span className="text-sm leading-snug text-muted">{item.hint}</span>
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </>
  );
}
