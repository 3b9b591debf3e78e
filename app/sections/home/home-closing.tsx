import { ArrowRight, LogIn } from "lucide-react";
import { homeClosing, homeCtas, homeHero } from "~/content/home";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";

/** The dark band at the end of the home page: talk to a specialist or log in. */
export function HomeClosing() {
  return (
    <section className="bg-brand-900 text-white">
      <Container className="flex flex-col gap-8 py-14 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{homeClosing.title}</h2>
          <p className="mt-4 text-lg text-brand-100">{homeClosing.lead}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row lg:flex-col">
          <SiteLink to="/contato" source={homeCtas.specialist.source} className={buttonClass("primary", "lg", "whitespace-nowrap")}>
            {homeCtas.specialist.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
          <ExternalLink href={site.urls.platformLogin} icon={false} className={buttonClass("light", "lg", "whitespace-nowrap")}>
            <LogIn aria-hidden="true" className="size-5" />
            {homeHero.loginCta}
          </ExternalLink>
        </div>
      </Container>
    </section>
  );
}
