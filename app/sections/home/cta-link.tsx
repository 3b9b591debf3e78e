import { ArrowRight } from "lucide-react";
import { buttonClass } from "~/ui/button-styles";
import { SiteLink } from "~/ui/site-link";

/** The centred call to action under a home section; `source` is the label it sends to /contato (home.ts, homeCtas). */
export function CtaLink({ to, label, source }: { to: string; label: string; source: string }) {
  return (
    <div className="mt-6 flex justify-center sm:mt-10">
      <SiteLink to={to} source={source} className={buttonClass("primary", "lg")}>
        {label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </SiteLink>
    </div>
  );
}
