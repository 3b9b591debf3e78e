import { Clock, Rocket } from "lucide-react";
import { demoVideo } from "~/content/video-demo-info";
import { videoDemoPage as copy } from "~/content/video-demo-page";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";
import { formatClock } from "~/features/video-player/time-text";

/** "Duração: 0:51 · sem áudio", beside the text description. */
export function VideoDuration() {
  return (
    <p className="flex shrink-0 items-center gap-1.5 text-sm text-muted">
      <Clock aria-hidden="true" className="size-4" />
      {copy.duration(formatClock(demoVideo.durationSeconds))}
    </p>
  );
}

/** The call to action under the video: what signing up costs, then the sign-up, or talk to a specialist first. */
export function VideoDemoCta() {
  return (
    <div className="mx-auto mt-12 flex max-w-5xl flex-col items-center gap-4 rounded-2xl bg-brand-50 px-6 py-10 text-center sm:px-10">
      <h2 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">{copy.cta.title}</h2>
      <p className="max-w-2xl text-lg text-muted">{copy.cta.text}</p>
      <p id="condicoes-do-cadastro" className="max-w-2xl text-lg text-muted">
        {copy.cta.terms}
      </p>
      <ExternalLink
        href={site.urls.appSignup}
        icon={false}
        aria-describedby="condicoes-do-cadastro"
        className={buttonClass("primary", "lg", "mt-2")}
      >
        <Rocket aria-hidden="true" className="size-5" />
        {copy.cta.signup}
      </ExternalLink>
      <SiteLink
        to="/contato"
        source={copy.cta.specialistSource}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {copy.cta.specialist}
      </SiteLink>
    </div>
  );
}
