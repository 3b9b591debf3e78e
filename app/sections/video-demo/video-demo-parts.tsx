import { Clock, Rocket, ShieldCheck } from "lucide-react";
import { demoVideo } from "~/content/video-demo-info";
import { videoDemoPage as copy } from "~/content/video-demo-page";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";
import { formatClock } from "~/features/video-player/time-text";
import type { Crumb } from "~/lib/structured-data";
import { PageHeader } from "~/ui/page-header";

/**
 * The page's header: no eyebrow, and a cover without the poster's own title (demoPageCover), so the h1 says what the
 * video is, once; the lead under it at every width, in the tight header's smaller type, so on a phone the 9:16
 * player still ends on the first screen under them; at a reading measure (two lines from lg, not one long one).
 */
export function VideoDemoHeader({ crumbs }: { crumbs: readonly Crumb[] }) {
  return <PageHeader crumbs={crumbs} title={copy.heading} lead={<p>{copy.lead}</p>} density="tight" measure="prose" />;
}

/** "Duração: 0:51 · sem áudio", beside the text description. */
export function VideoDuration() {
  return (
    <p className="flex shrink-0 items-center gap-1.5 text-sm text-muted">
      <Clock aria-hidden="true" className="size-4" />
      {copy.duration(formatClock(demoVideo.durationSeconds))}
    </p>
  );
}

/**
 * The call to action right under the video, before its text description (from lg beside both, in the 5 columns the
 * player leaves, docs/decisions/841): the heading, one sentence,
 * then two buttons of one size (the sales call filled and first; the spec's sign-up label as written, no text
 * transform, outlined after it), and under them, as the sign-up's caption, what it costs (docs/decisions/585, 795).
 */
export function VideoDemoCta() {
  return (
    <div
      data-testid="video-demo-cta"
      className="mx-auto mt-6 max-w-5xl rounded-2xl border border-brand-100 bg-brand-50 px-4 py-8 sm:mt-10 sm:px-10 sm:py-10 lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:max-w-none lg:px-8 lg:py-8"
    >
      <h2 className="max-w-3xl text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">{copy.cta.title}</h2>
      <p className="mt-3 max-w-3xl text-muted">{copy.cta.text}</p>
      {/* The sales call is the card's one filled button and comes first; the spec's sign-up button, outlined, follows
          it, so its caption (what the sign-up costs) sits right under the button it describes (docs/decisions/795).
          Two equal columns from `sm`; from lg the card is the 5 columns beside the player (decision 760): the
          buttons stack, each the card's width. */}
      <div className="mt-6 grid gap-3 sm:inline-grid sm:grid-cols-2 lg:grid lg:grid-cols-1">
        <SiteLink to="/contato" source={copy.cta.specialistSource} className={buttonClass("primary", "lg")}>
          {copy.cta.specialist}
        </SiteLink>
        <ExternalLink
          href={site.urls.appSignup}
          icon={false}
          aria-describedby="condicoes-do-cadastro"
          // No icon, 12 px a side and 15 px type on a phone: the prescribed label holds one line at 375 px, so the two
          // buttons are one height.
          className={buttonClass("secondary", "lg", "max-sm:px-3 max-sm:text-[0.9375rem]")}
        >
          <Rocket aria-hidden="true" className="size-5 max-sm:hidden" />
          {copy.cta.signup}
        </ExternalLink>
      </div>
      {/* The caption, led by the guarantee, at the text's small size rather than fine print: it is the label's honest
          counterweight, so it must be as easy to read as the label (decisions 836, 876). */}
      <p id="condicoes-do-cadastro" className="mt-3 flex max-w-3xl gap-2 text-sm leading-snug text-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>
          <strong className="font-semibold text-brand-900">{copy.cta.termsLead}</strong> {copy.cta.terms}
        </span>
      </p>
    </div>
  );
}
