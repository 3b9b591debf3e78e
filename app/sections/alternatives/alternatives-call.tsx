import { comparisonCall as copy } from "~/content/alternatives";
import { demoCall } from "~/content/ui-strings/sales-call";
import { demoVideoPath } from "~/site";
import { buttonClass, buttonGroupClass } from "~/ui/button-styles";
import { cardClass } from "~/ui/card";
import { SiteLink } from "~/ui/site-link";

/**
 * The guide's one sales call, at the end of "Lado a lado": where a reader has just
 * compared the five ways, a card with the site's call to /contato (its own `source`) and the demo video beside it.
 */
export function AlternativesCall() {
  return (
    <aside aria-labelledby={copy.id} className={cardClass("surface", "my-10")} data-guide-call="">
      <h3 id={copy.id} className="text-xl font-bold tracking-tight text-brand-950">
        {copy.title}
      </h3>
      <p className="mt-2 max-w-[60ch] text-ink">{copy.lead}</p>
      <div className={`${buttonGroupClass} mt-5`}>
        <SiteLink to="/contato" source={copy.source} className={buttonClass("primary", "lg")}>
          {demoCall}
        </SiteLink>
        <SiteLink to={demoVideoPath} className={buttonClass("secondary", "lg")}>
          {copy.video}
        </SiteLink>
      </div>
    </aside>
  );
}
