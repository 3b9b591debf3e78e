import { ArrowRight, LogIn, ShieldCheck, Star } from "lucide-react";
import { homeHero, ratingText } from "~/content/home";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";
import { ChatPreview } from "./chat-preview";

/**
 * The page's h1, the two calls to action, the lead with what happens to an urgent message
 * under it, the proof points and the chat preview.
 */
export function HomeHero() {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid items-center gap-10 pt-6 pb-12 sm:pt-14 sm:pb-16 lg:grid-cols-[1.15fr_0.85fr] lg:pt-20 lg:pb-24">
        <div>
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase sm:text-sm">{homeHero.eyebrow}</p>
          <h1 className="mt-3 heading-display text-brand-950">{homeHero.heading}</h1>
          <div className="mt-5 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:flex-wrap">
            <SiteLink to="/contato" source={homeHero.primaryCta} data-main-cta="" className={buttonClass("primary", "lg")}>
              {homeHero.primaryCta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </SiteLink>
            <ExternalLink href={site.urls.platformLogin} icon={false} className={buttonClass("secondary", "lg")}>
              <LogIn aria-hidden="true" className="size-5" />
              {homeHero.loginCta}
            </ExternalLink>
          </div>
          <p className="mt-6 max-w-2xl text-base text-muted sm:text-lg">{homeHero.lead}</p>
          <p className="mt-3 max-w-2xl text-sm text-muted">{homeHero.urgency}</p>
          <ul className="mt-6 flex flex-col gap-2 text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-6">
            {ratingText ? (
              <li className="flex items-center gap-2">
                <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
                {ratingText}
              </li>
            ) : null}
            {homeHero.proofs.map((proof) => (
              <li key={proof} className="flex items-center gap-2">
                <ShieldCheck aria-hidden="true" className="size-4 text-brand-600" />
                {proof}
              </li>
            ))}
          </ul>
        </div>
        <ChatPreview />
      </Container>
    </section>
  );
}
