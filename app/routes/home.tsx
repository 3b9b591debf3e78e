import type { Route } from "./+types/home";
import {
  automationFeatures,
  exclusiveFeatures,
  homeCtas,
  homeFaq,
  homeFaqStructured,
  homeMeta,
  homeSections,
  homeVideoLinks,
  testimonials,
  testimonialsCopy,
} from "~/content/home";
import { demoPlayer, demoTranscriptId } from "~/content/video-demo";
import { FaqAccordion } from "~/features/faq/faq-accordion";
import { CtaLink } from "~/features/home/cta-link";
import { FeatureGrid } from "~/features/home/feature-grid";
import { HomeClosing } from "~/features/home/home-closing";
import { HomeHero } from "~/features/home/home-hero";
import { HomeSection } from "~/features/home/home-section";
import { TestimonialList } from "~/features/home/testimonial-list";
import { VideoPlayer } from "~/features/video-player/video-player";
import { seo } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import { service, softwareApplication } from "~/lib/json-ld/software";
import { demoVideoPath, site } from "~/site";
import { SiteLink } from "~/ui/site-link";

export const meta: Route.MetaFunction = () =>
  seo({
    title: homeMeta.title,
    description: homeMeta.description,
    pagePath: "/",
    jsonLd: [softwareApplication(), service(homeMeta.serviceName, site.tagline), faqPage(homeFaqStructured)],
  });

const videoLinkClass = "shrink-0 font-semibold text-brand-700 underline underline-offset-4";

export default function Home() {
  return (
    <>
      <HomeHero />

      <HomeSection copy={homeSections.demo} tone="surface">
        <p className="max-w-3xl text-lg text-muted">{homeSections.demo.intro}</p>
        <VideoPlayer {...demoPlayer} className="mt-8" />
        {/* The text alternative (WCAG 1.2.1) sits under the video on its own page, linked right here. */}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <SiteLink to={`${demoVideoPath}#${demoTranscriptId}`} className={videoLinkClass}>
            {homeVideoLinks.transcript}
          </SiteLink>
          <SiteLink to={demoVideoPath} className={videoLinkClass}>
            {homeVideoLinks.ownPage}
          </SiteLink>
        </div>
      </HomeSection>

      <HomeSection copy={homeSections.features}>
        <FeatureGrid cards={exclusiveFeatures} />
        <CtaLink to="/contato" label={homeCtas.features} />
      </HomeSection>

      <HomeSection copy={homeSections.automation} tone="surface">
        <FeatureGrid cards={automationFeatures} />
        <CtaLink to="/contato" label={homeCtas.automation} />
      </HomeSection>

      <HomeSection copy={homeSections.testimonials}>
        <TestimonialList items={testimonials} />
        <p className="mt-6 text-sm text-muted">{testimonialsCopy().note}</p>
        <CtaLink to="/contato" label={homeCtas.results} />
      </HomeSection>

      <HomeSection copy={homeSections.faq} tone="surface">
        <FaqAccordion items={homeFaq} defaultOpen={[0]} headingLevel={3} className="max-w-4xl" />
      </HomeSection>

      <HomeClosing />
    </>
  );
}
