import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { buttonClass, buttonGroupClass } from "./button-styles";
import { Container } from "./container";
import { ExternalLink } from "./external-link";
import { SectionHeader, type SectionHeaderSize } from "./section-header";
import { SiteLink } from "./site-link";

/** A call of the band: an internal page (with its `source`) or an external address (new tab). */
export interface BandAction {
  label: string;
  to: string;
  /** The `?source=` of a call to /contato (the contact page's variant, the campaign reports). */
  source?: string;
  external?: boolean;
}

interface ClosingBandProps {
  /** Id of the band's h2, for its aria-labelledby. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The heading's size: an inner page's (page) or the home page's larger one (home). */
  size?: Extract<SectionHeaderSize, "page" | "home">;
  /** The band's sales call: the rust primary button. */
  primary?: BandAction;
  /** An optional second call, outlined in white. */
  secondary?: BandAction;
  /** Actions drawn by the page (links styled as buttons), after `primary`/`secondary`; prefer those two. */
  children?: ReactNode;
}

/**
 * The one band that closes a page (docs/decisions/501): dark brand band, a heading and a line, a rust
 * primary call and maybe a white-outlined second one, stacked full width on phones, beside the text
 * on wide screens.
 */
export function ClosingBand({ id, title, lead, size = "page", primary, secondary, children }: ClosingBandProps) {
  return (
    <section aria-labelledby={id} className="section-y bg-brand-900 text-white" data-closing-band="">
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl min-w-0 lg:flex-1">
          <SectionHeader id={id} tone="dark" size={size} title={title} lead={lead} />
        </div>
        <div className={cn(buttonGroupClass, "lg:shrink-0 lg:flex-nowrap")}>
          {primary ? <BandLink action={primary} className={buttonClass("primary", "lg")} /> : null}
          {secondary ? <BandLink action={secondary} className={buttonClass("on-dark", "lg")} /> : null}
          {children}
        </div>
      </Container>
    </section>
  );
}

function BandLink({ action, className }: { action: BandAction; className: string }) {
  if (action.external)
    return (
      <ExternalLink href={action.to} className={className}>
        {action.label}
      </ExternalLink>
    );
  return (
    <SiteLink to={action.to} source={action.source} className={className}>
      {action.label}
    </SiteLink>
  );
}
