import { LogIn, Menu, X } from "lucide-react";
import { cn } from "~/lib/cn";
import { mainNav, platformButtonLabel } from "~/content/navigation";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";
import { BrandMark } from "./brand-mark";
import { isCurrent, MENU_LABELS, MOBILE_MENU_ID } from "./nav-state";
import { navigationStrings } from "~/content/ui-strings/page-parts";

/**
 * Fixed top navigation, rendered at build time; under `md` the links collapse behind a menu
 * button that ./mobile-menu.ts opens and closes (no React in the browser for it).
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <SiteLink to="/" className="rounded-md" aria-label={`${site.productName}${navigationStrings.homeLinkSuffix}`}>
          <BrandMark />
        </SiteLink>

        <nav aria-label={navigationStrings.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <SiteLink
                  to={item.to}
                  aria-current={isCurrent(item.to, pathname) ? "page" : undefined}
                  className={cn(
                    "rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800",
                    isCurrent(item.to, pathname) ? "text-brand-800" : "text-ink",
                  )}
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {/* Wrapped: the button's own inline-flex would override `hidden` on phones. */}
          <span className="hidden sm:inline-flex">
            <ExternalLink href={site.urls.platformLogin} icon={false} className={buttonClass("primary", "md", "whitespace-nowrap")}>
              <LogIn aria-hidden="true" className="size-4" />
              {platformButtonLabel}
            </ExternalLink>
          </span>
          <button
            type="button"
            data-menu-button=""
            className="group inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 md:hidden"
            aria-expanded="false"
            aria-controls={MOBILE_MENU_ID}
            aria-label={MENU_LABELS.closed}
          >
            <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </Container>

      <nav id={MOBILE_MENU_ID} aria-label={navigationStrings.mobileNav} hidden className="border-t border-line bg-white md:hidden">
        <Container className="py-3">
          <ul className="flex flex-col">
            {mainNav.map((item) => (
              <li key={item.to}>
                <SiteLink
                  to={item.to}
                  aria-current={isCurrent(item.to, pathname) ? "page" : undefined}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50"
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <ExternalLink href={site.urls.platformLogin} icon={false} className={buttonClass("primary", "lg", "mt-3 w-full")}>
            <LogIn aria-hidden="true" className="size-4" />
            {platformButtonLabel}
          </ExternalLink>
        </Container>
      </nav>
    </header>
  );
}
