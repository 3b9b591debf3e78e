import { stickyBarLabel, stickyBarSource } from "~/content/ui-strings/sales-bar";
import { cn } from "~/lib/cn";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { WhatsappLink } from "~/features/whatsapp/whatsapp-link";
import { pageCall } from "./page-call";
import { PageCallLink } from "./page-call-link";

/**
 * The contact page, whose form is what the sales call leads to, and the thank-you pages, where the visitor has
 * just asked for it: neither the bar nor the header's small call there. A page whose own action is its main one
 * (/integracao, /parceiros) has both, making that action (./page-call.ts); the bar hides while a form lies under it.
 */
const PAGES_WITHOUT_SALES_CALL: readonly string[] = ["/contato", "/obrigado", "/obrigado-integracao"];

/**
 * The legal texts, read like a contract under their own sticky section bar: no sales bar at the bottom as well
 * (docs/decisions/942). The header's small call stays, and so does the closing band.
 */
const PAGES_READ_WITHOUT_BAR: readonly string[] = ["/termos-de-uso", "/aviso-privacidade", "/exclusao-dados"];

/** Whether the page has a phone's sales call at all: the header's small button under sm, and the bar where there is one. */
export function hasSalesCall(pathname: string): boolean {
  return !PAGES_WITHOUT_SALES_CALL.includes(pathname);
}

export function hasStickyBar(pathname: string): boolean {
  return hasSalesCall(pathname) && !PAGES_READ_WITHOUT_BAR.includes(pathname);
}

/**
 * The phone's sales bar (under `md`, docs/decisions/501): the page's call (./page-call.ts: "Agendar
 * demonstração", or the page's own form's) and, when the build has a number, WhatsApp. In the static HTML, fixed at the bottom (it moves nothing) and hidden (inert,
 * aria-hidden) until ./sticky-bar-state.ts shows it, once the page's first band has scrolled away;
 * app.css hides it again while the cookie banner or the menu is open. `preview` draws it shown and in
 * the flow, for the component page. Live, it is a named complementary landmark (`aside`): outside the page's
 * main and footer, a screen reader's landmark list still reaches it (axe `region`); the preview, inside the
 * component page's main, stays a named group (a complementary landmark belongs at the top level).
 */
export function StickyBar({ pathname, preview = false }: { pathname: string; preview?: boolean }) {
  const Tag = preview ? "div" : "aside";
  const call = pageCall(pathname);
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
        <PageCallLink call={call} source={stickyBarSource} className={buttonClass("primary", "lg", "min-w-0 flex-1")} data-sticky-cta="">
          {call.label}
        </PageCallLink>
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
