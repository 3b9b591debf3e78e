import { ArrowRight } from "lucide-react";
import { buttonClass } from "~/ui/button-styles";
import { SiteLink } from "~/ui/site-link";

/** The centred call to action under a home section; its label is also the `source` it sends. */
export function CtaLink({ to, label }: { to: string; label: string }) {
  return (
    <div className="mt-10 flex justify-center">
      <SiteLink to={to} source={label} className={buttonClass("primary", "lg")}>
        {label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </SiteLink>
    </div>
  );
}
