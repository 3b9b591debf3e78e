import type { Route } from "./+types/home";
import { homeFaqStructured, homeMeta, homeSections, homeVideoLinks } from "~/content/home";
import { demoPlayer, demoTranscriptId } from "~/content/video-demo";
import { HomeHero } from "~/features/home/home-hero";
import { HomeSection } from "~/features/home/home-section";
import { LazyHomeBelowFold } from "~/features/home/lazy-home-below-fold";
import { LazyVideoPlayer } from "~/features/video-player/lazy-video-player";
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
        <LazyVideoPlayer {...demoPlayer} className="mt-8" />
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

      <LazyHomeBelowFold />
    </>
  );
}
