import { ChevronDown, Cookie, X } from "lucide-react";
import type { ComponentProps } from "react";
import { cookieCopy } from "~/content/cookie-consent";
import { buttonClass, textLinkClass } from "~/ui/button-styles";
import { SiteLink } from "~/ui/site-link";
import { CONSENT_ACCEPTED, CONSENT_REJECTED } from "./consent";
import { consentStrings } from "~/content/ui-strings/consent";

const titleId = "aviso-cookies-titulo";
const detailsId = "aviso-cookies-detalhes";

/**
 * The banner's markup, rendered at build time at the end of every page's <body>. For a visitor who has not
 * chosen it is laid out with the page from the first paint but unseen (`data-pending`: `visibility: hidden`,
 * so neither shown nor read nor focusable); ./consent-ui.ts drops that attribute 1 s after load, so showing
 * it costs a restyle and a paint of the banner alone, with no layout and no insertion (an insertion makes
 * the page's :has() rules re-match), and nothing changes on <html> or <body>, whose selectors reach the
 * whole page (docs/decisions/705, 790). A visitor who has chosen gets `data-cookie-consent` on <html> from
 * the head script before the body is parsed, and the whole block, room included, is not laid out at all.
 * Compact (docs/decisions/501, 705): on a 375 px phone it is under 96 px tall: one line of text (the
 * title is read, not shown, and "Saiba mais" opens the rest), then the two equal choices and the X in one
 * row. From lg it is one row flush with the screen's bottom edge (text, then the choices, at most ~70 px),
 * so it covers no page's primary call on a laptop's first screen (docs/decisions/600), and "Saiba mais"
 * opens a panel of at most 40% of the screen's height that scrolls by itself (590).
 */
export function CookieBanner() {
  return (
    <div data-cookie-banner-panel="" className="[html[data-cookie-consent]_&]:hidden">
      {/* Room at the end of the page, so the banner never covers the page's last line; as tall as the banner's reach from the
          screen's bottom at each width (text wraps differently per band), no taller; the footer's colour, as it follows it. */}
      <div aria-hidden="true" className="h-28 bg-brand-950 sm:h-40 md:h-28 lg:h-18" />
      <section
        aria-labelledby={titleId}
        data-pending=""
        className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-3xl rounded-card border border-line bg-white px-3 py-2 shadow-2xl sm:inset-x-4 sm:bottom-4 sm:p-4 lg:inset-x-0 lg:bottom-0 lg:max-w-none lg:rounded-none lg:border-x-0 lg:border-b-0 lg:px-6 lg:py-3 data-pending:invisible"
      >
        <div className="flex items-start gap-3 lg:mx-auto lg:max-w-6xl lg:items-center">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-brand-700 sm:block" />
          {/* From sm, room on the right for the X in the corner; on a phone the X closes the choices' row. */}
          <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4 sm:pr-10">
            <div className="min-w-0 flex-1 text-[0.8125rem] leading-[1.125rem] text-muted sm:text-sm sm:leading-5">
              <h2 id={titleId} className="sr-only font-semibold text-brand-950 sm:not-sr-only sm:inline">
                {consentStrings.bannerTitle}
              </h2>{" "}
              <p className="inline">
                <span className="sm:hidden">{consentStrings.bannerTextShort}</span>
                <span className="max-sm:hidden">{consentStrings.bannerText}</span>
              </p>{" "}
              <button
                type="button"
                className="group -my-[3px] inline-flex min-h-6 items-center gap-0.5 rounded align-baseline font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
                aria-expanded="false"
                aria-controls={detailsId}
                data-consent-more=""
              >
                {consentStrings.learnMore}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
              </button>
              <div id={detailsId} hidden className="mt-2 space-y-2 lg:max-h-[40vh] lg:overflow-y-auto lg:pr-1">
                <CookieExplainer />
              </div>
            </div>
            <div className="mt-2 grid grid-cols-[repeat(2,minmax(0,1fr))_auto] gap-2 sm:mt-0 sm:w-72 sm:shrink-0 sm:grid-cols-2">
              <ConsentChoiceButtons />
              <CloseButton label={consentStrings.closeBanner} data-consent-close="" className="sm:absolute sm:top-3 sm:right-3" />
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}

/** The round "X" of the banner and of the preferences dialog; a data attribute tells ./consent-ui.ts what it closes. */
export function CloseButton({
  label,
  className,
  ...data
}: { label: string; className: string } & Omit<ComponentProps<"button">, "type" | "children">) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`${className} inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50`}
      {...data}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}

// Same style and size for both (the parent grid gives them equal widths): refusing must be as easy to find as accepting (ANPD guide, 2022).
// Outlined, not the rust primary: rust stays the sales call's colour alone (docs/decisions/501).
const choiceClass = buttonClass("secondary", "sm", "w-full px-2 whitespace-nowrap!");

/** "Aceitar Cookies" and "Recusar", side by side with equal weight; `data-consent-choice` says which (./consent-ui.ts). */
export function ConsentChoiceButtons() {
  return (
    <>
      <button type="button" className={choiceClass} data-consent-choice={CONSENT_ACCEPTED}>
        {consentStrings.accept}
      </button>
      <button type="button" className={choiceClass} data-consent-choice={CONSENT_REJECTED}>
        {consentStrings.reject}
      </button>
    </>
  );
}

/** What the essential and the analytics cookies do; shared by the banner's "Saiba mais" and the preferences. */
export function CookieExplainer() {
  const { essential, analytics } = cookieCopy.explainer;
  return (
    <>
      {[essential, analytics].map(({ label, text }) => (
        <p key={label}>
          <strong className="text-ink">{label}</strong> {text}
        </p>
      ))}
      <p>
        {consentStrings.detailsBefore}{" "}
        <SiteLink to="/aviso-privacidade" className={textLinkClass}>
          {consentStrings.privacyNotice}
        </SiteLink>
        .
      </p>
    </>
  );
}
