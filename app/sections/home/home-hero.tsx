import { ArrowRight, LogIn, Star } from "lucide-react";
import { homeHero, ratingText } from "~/content/home";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";
import { ChatPreview } from "./chat-preview";

/**
 * The product first: eyebrow, the page's h1 (the largest heading at every width: 30 px in four lines on a
 * phone, over the sections' 28 px h2s), a short lead, the sales call and the login as the quieter second action, then the
 * phone with a conversation. On a phone the login is the compact outlined button (44 px, smaller type) and the gaps are
 * tight, so the patient's question and the start of the reply show above a first visit's cookie banner.
 * Beside the text from lg up, both columns centred under one top padding for every visitor: the phone with its
 * one-line caption ends above a first visit's cookie banner at 1280 x 800, so nothing depends on the consent.
 * The facts on file (refund, named officer, registration) are the strip right under it.
 */
export function HomeHero() {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/60 to-white">
      <Container className="grid items-center gap-5 pt-5 pb-8 sm:gap-8 sm:pt-12 sm:pb-16 lg:grid-cols-[1.25fr_0.75fr] lg:gap-12 lg:pt-12 lg:pb-16">
        <div>
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase sm:text-sm">{homeHero.eyebrow}</p>
          <h1 className="mt-2 heading-display text-brand-950 sm:mt-3">{homeHero.heading}</h1>
          <p className="mt-3 max-w-xl text-base text-muted sm:mt-5 sm:text-xl">{homeHero.lead}</p>
          {ratingText ? (
            <p className="mt-4 flex items-center gap-2 text-sm text-ink">
              <Star aria-hidden="true" className="size-5 fill-accent-500 text-accent-500" />
              {ratingText}
            </p>
          ) : null}
          <div className="mt-4 flex flex-col gap-2 sm:mt-8 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3">
            <SiteLink
              to="/contato"
              source={homeHero.primaryCta.source}
              data-main-cta=""
              className={buttonClass("primary", "lg", "whitespace-nowrap")}
            >
              {homeHero.primaryCta.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </SiteLink>
            <ExternalLink
              href={site.urls.platformLogin}
              icon={false}
              className={buttonClass("secondary", "md", "whitespace-nowrap sm:h-12 sm:px-6 sm:text-base")}
            >
              <LogIn aria-hidden="true" className="size-5" />
              {homeHero.loginCta}
            </ExternalLink>
          </div>
        </div>
        <ChatPreview className="lg:max-w-[24rem]" />
      </Container>
    </section>
  );
}
