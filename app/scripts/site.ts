/**
 * The one script of every page, started after the first paint (docs/decisions/180): the small
 * behaviours that need no React. Islands (forms, calculator, player) start on their own.
 */
import { startCookieConsent } from "~/features/cookie-consent/consent-start";
import { startCopyButtons } from "~/features/copy-button/copy-buttons";
import { startFaqToggles } from "~/features/faq/faq-toggle";
import { startMobileMenu } from "~/features/navigation/mobile-menu";
import { startWebVitalsWhenIdle } from "~/features/web-vitals/start";
import { carryQueryOnLinks } from "./carry-query";

carryQueryOnLinks();
startMobileMenu();
startFaqToggles();
// Guides and articles: "Copiar modelo" and "Copiar link" (no-op on pages without them; under 1 KB).
startCopyButtons();
startCookieConsent();
startWebVitalsWhenIdle();
// Browser tests and the tag-manager loader (lib/analytics-snippet) wait for this.
document.documentElement.dataset.ready = "true";
