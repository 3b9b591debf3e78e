import { ArrowRight, LogIn } from "lucide-react";
import { homeClosing, homeCtas, homeHero } from "~/content/home";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { ClosingBand } from "~/ui/closing-band";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";

/** The dark band at the end of the home page: talk to a specialist or log in. */
export function HomeClosing() {
  return (
    <ClosingBand id="comece-agora" size="home" title={homeClosing.title} lead={homeClosing.lead}>
      {/* Stretched under the text on narrow screens, so the two buttons take the band's width. */}
      <div className="flex shrink-0 flex-col gap-3 self-stretch sm:flex-row lg:flex-col lg:self-auto">
        <SiteLink to="/contato" source={homeCtas.specialist.source} className={buttonClass("primary", "lg", "whitespace-nowrap")}>
          {homeCtas.specialist.label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </SiteLink>
        <ExternalLink href={site.urls.platformLogin} icon={false} className={buttonClass("on-dark", "lg")}>
          <LogIn aria-hidden="true" className="size-5" />
          {homeHero.loginCta}
        </ExternalLink>
      </div>
    </ClosingBand>
  );
}
