/**
 * The one script of every page, started after the first paint (docs/decisions/301): the small
 * behaviours that need no React. Islands (forms, calculator, player) start on their own.
 */
import { startCookieConsent } from "~/features/cookie-consent/consent-start";
import { startCopyButtons } from "~/features/copy-button/copy-buttons";
import { startMobileMenu } from "~/features/navigation/mobile-menu";
import { startStickyBar } from "~/features/navigation/sticky-bar-state";
import { startWebVitalsWhenIdle } from "~/features/web-vitals/start";
import { startWhatsappClicks } from "~/features/whatsapp/whatsapp-click";
import type {} from "~/lib/replay";
import { carryQueryOnLinks } from "./carry-query";

carryQueryOnLinks();
startMobileMenu();
// The phone's sales bar, once the first band has scrolled away (no-op on pages without it).
startStickyBar();
// Guides and articles: "Copiar modelo" and "Copiar link" (no-op on pages without them; under 1 KB).
startCopyButtons();
startCookieConsent();
// A link or fragment to a block folded in a closed <details> (the security page's answers, the hub's link
// categories) opens it: its code, under 1 KB, in a chunk of its own, loaded on arrival with a fragment or at the
// first fragment change (a tile, a contents link, a pill), so nothing loads before input; it then opens the target
// itself. A failed load leaves a tap.
if (document.querySelector("details[data-fold]")) {
  const startFolded = () => void import("~/features/folded-answers/start").catch(() => undefined);
  if (location.hash) startFolded();
  else addEventListener("hashchange", startFolded, { once: true });
}
// The long pages' table of contents (security, legal texts, guides: app/ui/table-of-contents) marks the
// section in view, in a chunk of its own (under 1 KB): from 1024 px at once, in the list beside the text; below,
// at the reader's first scroll, naming the section in the bar stuck under the header (nothing runs before
// input: decision 781). A failed load leaves the list unmarked and the bar on its count, all they were before.
const startTocSpy = () => void import("~/features/toc-spy/start").catch(() => undefined);
if (document.querySelector("[data-toc-spy]")) {
  if (matchMedia("(min-width: 64rem)").matches) startTocSpy();
  else addEventListener("scroll", startTocSpy, { once: true, passive: true });
}
// Below lg the list drops over the text from a bar stuck under the header: a chosen section closes it, so
// the heading it jumps to is not left under the open list.
const foldedToc = document.querySelector<HTMLDetailsElement>("[data-toc-folded]");
foldedToc?.addEventListener("click", (event) => {
  if ((event.target as Element).closest("a")) foldedToc.open = false;
});
// The phone's plan chips follow the row of plan cards (~/features/plans/plan-chips-follow): its code, under 1 KB,
// in a chunk of its own, loads at the row's first scroll (a swipe, a chip's jump), so nothing runs before input.
document
  .querySelector("[data-plan-cards]")
  ?.addEventListener("scroll", () => void import("~/features/plans/plan-chips-start").catch(() => undefined), {
    once: true,
    passive: true,
  });
// The WhatsApp link's click event; left out of builds without a number (a literal false).
if (__WHATSAPP_CONFIGURED__) startWhatsappClicks();
startWebVitalsWhenIdle();
// The one prerendered not-found page does not know which address was asked for; developers read it
// here, with the hint that page alone carries (~/content/not-found).
const notFoundHint = document.querySelector<HTMLElement>("[data-not-found]")?.dataset.notFound;
if (notFoundHint) console.info(`${location.pathname}: ${notFoundHint}`);
// Browser tests and the tag-manager loader (lib/analytics-snippet) wait for this.
document.documentElement.dataset.ready = "true";
// Taps held since the first paint on controls outside islands (copy buttons, cookie preferences) run
// now. Called here, not through ~/lib/replay, which the islands share: one chunk fewer on every page.
window.atendraReplay?.(document.documentElement);
