/**
 * The one script of every page, started after the first paint (docs/decisions/180): the small
 * behaviours that need no React. Islands (forms, calculator, player) start on their own.
 */
import { startCookieConsent } from "~/features/cookie-consent/consent-start";
import { startFaqToggles } from "~/features/faq/faq-toggle";
import { startMobileMenu } from "~/features/navigation/mobile-menu";
import { startWebVitalsWhenIdle } from "~/features/web-vitals/start";
import { carryQueryOnLinks } from "./carry-query";

carryQueryOnLinks();
startMobileMenu();
startFaqToggles();
startCookieConsent();
startWebVitalsWhenIdle();
// Browser tests and the tag-manager loader (lib/analytics-snippet) wait for this.
document.documentElement.dataset.ready = "true";
