import { homeTrust } from "~/content/home-trust";
import { cn } from "~/lib/cn";
import { textLinkClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { SiteLink } from "~/ui/site-link";

/**
 * Three true facts in a compact row (refund, LGPD's named officer, the company's registration), each linked to
 * where it is written: the proof the site can honestly give, once, right above the illustrative examples
 * (docs/decisions/581, 799).
 */
const labelId = "fatos-titulo";

export function TrustRow({ className }: { className?: string }) {
  return (
    <div className={cn("border-y border-line bg-surface", className)}>
      <Container>
        {/* Named on screen: facts on file, read before the illustrative examples that follow. */}
        <p id={labelId} className="pt-5 text-xs font-semibold tracking-wider text-brand-700 uppercase sm:pt-6">
          {homeTrust.label}
        </p>
        <ul aria-labelledby={labelId} className="grid gap-4 pt-3 pb-5 sm:grid-cols-3 sm:gap-6 sm:pb-6">
          {homeTrust.items.map(({ icon: Icon, title, text, link }) => (
            <li key={title} className="flex min-w-0 gap-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-line">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 text-sm leading-snug">
                <span className="block font-semibold text-brand-950">{title}</span>
                <span className="block break-words text-muted">{text}</span>
                <SiteLink to={link.to} className={cn(textLinkClass, "inline-flex min-h-6 items-center")}>
                  {link.label}
                </SiteLink>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
