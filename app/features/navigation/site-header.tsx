import { LogIn, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { mainNav, platformButtonLabel } from "~/content/navigation";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";
import { BrandMark } from "./brand-mark";
import { isCurrent, MENU_CLOSE_SCROLL_DELAY_MS } from "./nav-state";

/** Fixed top navigation; under `md` the links collapse behind a menu button. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const scrollTimer = useRef<number | undefined>(undefined);

  // Closing happens on every navigation, whatever link caused it.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  function closeAfterNavigation() {
    setOpen(false);
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => window.scrollTo(0, 0), MENU_CLOSE_SCROLL_DELAY_MS);
  }

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <SiteLink to="/" className="rounded-md" aria-label={`${site.productName}, página inicial`}>
          <BrandMark />
        </SiteLink>

        <nav aria-label="Principal" className="hidden md:block">
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
            className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? "Fechar menu" : "Abrir menu"}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </Container>

      <nav id={menuId} aria-label="Menu" hidden={!open} className="border-t border-line bg-white md:hidden">
        <Container className="py-3">
          <ul className="flex flex-col">
            {mainNav.map((item) => (
              <li key={item.to}>
                <SiteLink
                  to={item.to}
                  onClick={closeAfterNavigation}
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
