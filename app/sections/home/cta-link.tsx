import { ArrowRight } from "lucide-react";
import { cn } from "~/lib/cn";
import { buttonClass } from "~/ui/button-styles";
import { SiteLink } from "~/ui/site-link";

/**
 * The centred call to action under a home section; `source` is the label it sends to /contato (home.ts, homeCtas).
 * `fromSm`: shown from 640 px only. On a phone the sticky sales bar already carries this call, and three
 * full-width copies within two screens read as noise; the link stays in the HTML.
 */
export function CtaLink({ to, label, source, fromSm = false }: { to: string; label: string; source: string; fromSm?: boolean }) {
  return (
    <div className={cn("mt-6 flex justify-center sm:mt-10", fromSm && "max-sm:hidden")}>
      <SiteLink to={to} source={source} className={buttonClass("primary", "lg")}>
        {label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </SiteLink>
    </div>
  );
}
