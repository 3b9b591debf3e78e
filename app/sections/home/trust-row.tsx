import { homeTrust } from "~/content/home-trust";
import { cn } from "~/lib/cn";
import { textLinkClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { SiteLink } from "~/ui/site-link";

/**
 * Three true facts in a slim strip right under the hero (refund, LGPD's named officer, the company's
 * registration), the proof the site can honestly give, read before any illustrative example. Each fact's name
 * links to where it is written in full. One line of label and three short items: on a phone each item is two
 * lines (the linked name, its detail a size smaller), tight; from sm the three sit side by side under the label.
 */
const labelId = "fatos-titulo";

export function TrustRow({ className }: { className?: string }) {
  return (
    <div className={cn("border-y border-line bg-surface", className)}>
      <Container className="py-3.5 sm:py-5">
        {/* Named on screen: facts on file, not claims. */}
        <p id={labelId} className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {homeTrust.label}
        </p>
        <ul aria-labelledby={labelId} className="mt-2.5 grid gap-2 sm:mt-3 sm:grid-cols-3 sm:gap-6">
          {homeTrust.items.map(({ icon: Icon, title, text, to }) => (
            <li key={title} className="flex min-w-0 items-start gap-2.5">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="min-w-0 text-sm leading-snug">
                <SiteLink to={to} className={cn(textLinkClass, "font-semibold")}>
                  {title}
                </SiteLink>
                <span className="block text-[0.8125rem] break-words text-muted sm:text-sm">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
