import { LogIn, Menu, X } from "lucide-react";
import { exploreNav, mainNav, platformButtonLabel } from "~/content/navigation";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";
import { BrandMark } from "./brand-mark";
import { MorePages } from "./more-pages";
import { isCurrent, MOBILE_MENU_ID, topNavItemClass } from "./nav-state";
import { hasSalesCall } from "./sticky-bar";
import { pageCall } from "./page-call";
import { PageCallLink } from "./page-call-link";
import { navigationStrings } from "~/content/ui-strings/page-parts";
import * as menuStrings from "~/content/ui-strings/menu";
import { demoCall } from "~/content/ui-strings/sales-call";
import { headerSource } from "~/content/ui-strings/sales-bar";

/**
 * Fixed top navigation, rendered at build time; under `xl` (1280 px) the links collapse behind a menu
 * button that opens a native popover, so it works before any script; ./mobile-menu.ts names its state. From
 * `xl`, "Mais" after the spec's five links opens the pages the phone menu lists under them (./more-pages.tsx).
 * One sales action (docs/decisions/501): "Agendar demonstração" is the header's primary (rust) button,
 * the platform login its secondary (outlined) one; in the menu, the call first, full width. Under `sm`
 * the call is a small "Agendar" button beside the menu (named in full for screen readers), on the pages
 * that have the sales bar; where the page's own form is its main action, it leads to that form
 * (./page-call.ts); app.css fades it while that bar shows, so a phone has the call in one place
 * at a time (docs/decisions/826). The bar
 * is 4rem tall at every width and its buttons are fixed heights, so nothing moves after the first paint.
 * Opaque white: a see-through bar let the text scrolling under it show through its words.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const call = pageCall(pathname);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white">
      <Container className="flex h-16 items-center justify-between gap-4">
        <SiteLink to="/" className="rounded-md" aria-label={`${site.productName}${navigationStrings.homeLinkSuffix}`}>
          <BrandMark />
        </SiteLink>

        <nav aria-label={navigationStrings.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <SiteLink
                  to={item.to}
                  aria-current={isCurrent(item.to, pathname) ? "page" : undefined}
                  className={topNavItemClass(isCurrent(item.to, pathname))}
                >
                  {item.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <MorePages pathname={pathname} />
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {/* Wrapped: the button's own inline-flex would override `hidden` where it is not shown. */}
          <span className="hidden lg:inline-flex">
            {/* The platform's one icon, as on the home; the new tab is said to screen readers. */}
            <ExternalLink
              href={site.urls.platformLogin}
              icon={false}
              className={buttonClass("secondary", "md", undefined, { fit: true })}
              data-platform-login=""
            >
              <LogIn aria-hidden="true" className="size-4" />
              {platformButtonLabel}
            </ExternalLink>
          </span>
          <span className="hidden sm:inline-flex">
            <SiteLink
              to="/contato"
              source={headerSource}
              className={buttonClass("primary", "md", undefined, { fit: true })}
              data-header-cta=""
            >
              {demoCall}
            </SiteLink>
          </span>
          {hasSalesCall(pathname) ? (
            <span className="inline-flex sm:hidden">
              <PageCallLink
                call={call}
                source={headerSource}
                aria-label={call.label}
                className={buttonClass("primary", "sm", "px-4", { fit: true })}
                data-header-pill=""
              >
                {call.short}
              </PageCallLink>
            </span>
          ) : null}
          {/* popovertarget opens the panel with no script; the page script names the state (./mobile-menu.ts). */}
          <button
            type="button"
            data-menu-button=""
            className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 xl:hidden"
            popoverTarget={MOBILE_MENU_ID}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuStrings.openMenu}
          >
            <Menu aria-hidden="true" data-menu-icon="open" className="size-6" />
            <X aria-hidden="true" data-menu-icon="close" className="size-6" />
          </button>
        </div>
      </Container>

      {/* A popover sits in the top layer: placed under the 4rem bar, full width, over the page. */}
      <nav
        id={MOBILE_MENU_ID}
        aria-label={navigationStrings.mobileNav}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-b border-line bg-white p-0 text-ink shadow-panel xl:hidden"
      >
        <Container className="py-3">
          <MenuLinks
            items={mainNav}
            pathname={pathname}
            className="flex flex-col"
            linkClassName="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50"
          />
          {/* The pages the spec's five leave out, quieter than them: 44 px rows, two to a line. */}
          <div className="mt-3 border-t border-line pt-4" data-menu-explore="">
            <p id="menu-explorar" className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">
              {exploreNav.title}
            </p>
            <MenuLinks
              items={exploreNav.items}
              pathname={pathname}
              labelledBy="menu-explorar"
              className="mt-1 grid grid-cols-2 gap-x-2"
              linkClassName="flex min-h-11 items-center rounded-lg px-3 text-sm text-muted hover:bg-brand-50 hover:text-brand-800 aria-[current]:font-semibold aria-[current]:text-brand-800"
            />
          </div>
          <div className="mt-3 flex flex-col gap-3 border-t border-line pt-4 pb-5">
            <SiteLink to="/contato" source={headerSource} className={buttonClass("primary", "lg", "w-full")} data-header-cta="">
              {demoCall}
            </SiteLink>
            <ExternalLink href={site.urls.platformLogin} icon={false} className={buttonClass("secondary", "lg", "w-full")}>
              <LogIn aria-hidden="true" className="size-5" />
              {platformButtonLabel}
            </ExternalLink>
          </div>
        </Container>
      </nav>
    </header>
  );
}

/** One list of the menu's links, the current page marked: the spec's five and the quieter group draw it alike. */
function MenuLinks(props: {
  items: readonly { to: string; label: string }[];
  pathname: string;
  labelledBy?: string;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul aria-labelledby={props.labelledBy} className={props.className}>
      {props.items.map((item) => (
        <li key={item.to}>
          <SiteLink to={item.to} aria-current={isCurrent(item.to, props.pathname) ? "page" : undefined} className={props.linkClassName}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
