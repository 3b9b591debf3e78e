import { demoCall } from "~/content/ui-strings/sales-call";
import { stickyBarLabel, stickyBarSource } from "~/content/ui-strings/sales-bar";
import { cn } from "~/lib/cn";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { SiteLink } from "~/ui/site-link";
import { WhatsappLink } from "~/features/whatsapp/whatsapp-link";

/**
 * Pages whose main action is a form: no bar there, so it never covers a field; nor on the thank-you
 * pages, where the visitor has just asked for the call the bar offers.
 */
export const PAGES_WITHOUT_STICKY_BAR: readonly string[] = ["/contato", "/integracao", "/obrigado", "/obrigado-integracao"];

export function hasStickyBar(pathname: string): boolean {
  return !PAGES_WITHOUT_STICKY_BAR.includes(pathname);
}

/**
 * The phone's sales bar (under `md`, docs/decisions/501): "Agendar demonstração" and, when the build has a
 * number, WhatsApp. In the static HTML, fixed at the bottom (it moves nothing) and hidden (inert,
 * aria-hidden) until ./sticky-bar-state.ts shows it, once the page's first band has scrolled away;
 * app.css hides it again while the cookie banner or the menu is open. `preview` draws it shown and in
 * the flow, for the component page. Live, it is a named complementary landmark (`aside`): outside the page's
 * main and footer, a screen reader's landmark list still reaches it (axe `region`); the preview, inside the
 * component page's main, stays a named group (a complementary landmark belongs at the top level).
 */
export function StickyBar({ pathname, preview = false }: { pathname: string; preview?: boolean }) {
  const Tag = preview ? "div" : "aside";
  return (
    <Tag
      role={preview ? "group" : undefined}
      aria-label={stickyBarLabel}
      data-sticky-bar={preview ? undefined : ""}
      data-shown={preview ? "" : undefined}
      inert={!preview}
      aria-hidden={preview ? undefined : true}
      className={cn(
        "border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-overlay backdrop-blur",
        preview ? "relative" : "fixed inset-x-0 bottom-0 z-30 md:hidden",
      )}
    >
      <Container className="flex h-sticky-bar items-center gap-2">
        <SiteLink to="/contato" source={stickyBarSource} className={buttonClass("primary", "lg", "min-w-0 flex-1")} data-sticky-cta="">
          {demoCall}
        </SiteLink>
        <WhatsappLink
          placement="sticky-bar"
          pathname={pathname}
          compact
          className={buttonClass("secondary", "lg", "w-12 shrink-0 px-0", { fit: true })}
        />
      </Container>
    </Tag>
  );
}
