import type { ReactNode } from "react";
import { homeSections, homeVideoLinks } from "~/content/home";
import { demoTranscriptId } from "~/content/video-demo";
import { demoVideoPath } from "~/site";
import { Container } from "~/ui/container";
import { SectionHeader } from "~/ui/section-header";
import { SiteLink } from "~/ui/site-link";

interface DemoBandProps {
  /** The video player (an island, placed by the page). */
  children: ReactNode;
  /** What follows the video on a light ground: the simulator and the specialties line (Astro's named slot). */
  simulator?: ReactNode;
}

const linkClass = "font-semibold text-white underline decoration-brand-300 underline-offset-4 hover:decoration-white";

/**
 * The page's one dark band (the closing band aside): the demo video on the brand's darkest colour, its text
 * beside it from lg up; then, on white, "Converse como paciente". The simulator keeps its own light look, so it
 * sits under the band rather than on it. The video's text alternative (WCAG 1.2.1) is one link away.
 */
export function DemoBand({ children, simulator }: DemoBandProps) {
  const copy = homeSections.demo;
  const headingId = `${copy.id}-titulo`;
  return (
    <section id={copy.id} aria-labelledby={headingId}>
      <div className="bg-brand-950 text-white">
        <Container className="grid gap-6 py-10 sm:gap-8 sm:py-20 lg:grid-cols-[0.8fr_1.2fr] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-6">
          <div>
            {/* SectionHeader's eyebrow has no dark tone yet (its accent colour fails contrast on this band): drawn here. */}
            <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{copy.eyebrow}</p>
            <SectionHeader id={headingId} size="home" tone="dark" title={copy.title} className="mt-2" />
            {/* From sm only: on a phone the heading and the video's own cover (its title, the chat) say what it shows. */}
            <p className="mt-4 hidden text-lg leading-relaxed text-brand-100 sm:block">{copy.intro}</p>
          </div>
          {/* Under the text on phones, beside it (both rows) from lg up. On phones the player is the portrait cut:
              19rem wide keeps its 9:16 box to about two thirds of the screen and the chat's text at ~13.5 px (record 607). */}
          <div className="rounded-2xl ring-1 ring-white/10 max-sm:mx-auto max-sm:w-full max-sm:max-w-76 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            {children}
          </div>
          <ul className="-mt-2 flex flex-col gap-2 sm:mt-0 lg:self-start">
            <li>
              <SiteLink to={`${demoVideoPath}#${demoTranscriptId}`} className={linkClass}>
                {homeVideoLinks.transcript}
              </SiteLink>
            </li>
            <li>
              <SiteLink to={demoVideoPath} className={linkClass}>
                {homeVideoLinks.ownPage}
              </SiteLink>
            </li>
          </ul>
        </Container>
      </div>
      {simulator ? (
        <div className="bg-white">
          <Container className="py-10 sm:py-20">{simulator}</Container>
        </div>
      ) : null}
    </section>
  );
}
