import { Clock, Rocket } from "lucide-react";
import type { Route } from "./+types/video-demo";
import { demoPlayer, demoTranscriptId } from "~/content/video-demo";
import { demoVideo } from "~/content/video-demo-info";
import { videoDemoPage as copy } from "~/content/video-demo-page";
import { VideoPlayer } from "~/features/video-player/video-player";
import { VideoTranscript } from "~/features/video-player/video-transcript";
import { seo } from "~/lib/seo";
import { videoObject } from "~/lib/json-ld/video-object";
import { demoVideoPath, site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { ExternalLink } from "~/ui/external-link";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { formatClock } from "~/features/video-player/time-text";

const crumbs = [
  { name: "Início", url: "/" },
  { name: copy.crumb, url: demoVideoPath },
];

export const meta: Route.MetaFunction = () =>
  seo({
    title: copy.title,
    description: copy.description,
    pagePath: demoVideoPath,
    breadcrumbs: crumbs,
    ogType: "video.other",
    jsonLd: [
      videoObject({
        name: demoVideo.name,
        description: demoVideo.description,
        thumbnailPath: demoVideo.poster,
        contentPath: "/video/demo.mp4",
        pagePath: demoVideoPath,
        durationSeconds: demoVideo.durationSeconds,
        uploadDate: demoVideo.uploadDate,
      }),
    ],
  });

export default function VideoDemo() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={copy.lead}
      />
      <Container className="py-10 sm:py-14">
        {/* The page's task: hydrated with the page, never deferred (a first click must play). */}
        <VideoPlayer {...demoPlayer} withCover className="mx-auto max-w-5xl" />
        <div className="mx-auto mt-4 flex max-w-5xl flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <VideoTranscript scenes={demoVideo.transcript} id={demoTranscriptId} />
          <p className="flex shrink-0 items-center gap-1.5 text-sm text-muted">
            <Clock aria-hidden="true" className="size-4" />
            {copy.duration(formatClock(demoVideo.durationSeconds))}
          </p>
        </div>

        <div className="mx-auto mt-12 flex max-w-5xl flex-col items-center gap-4 rounded-2xl bg-brand-50 px-6 py-10 text-center sm:px-10">
          <h2 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
            {copy.cta.title}
          </h2>
          <p className="max-w-2xl text-lg text-muted">{copy.cta.text}</p>
          <ExternalLink href={site.urls.appSignup} icon={false} className={buttonClass("primary", "lg", "mt-2")}>
            <Rocket aria-hidden="true" className="size-5" />
            {copy.cta.signup}
          </ExternalLink>
          <SiteLink to="/contato" source={copy.cta.specialistSource} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {copy.cta.specialist}
          </SiteLink>
        </div>
      </Container>
    </>
  );
}
