import type { ReactNode } from "react";
import { Container } from "./container";
import { SectionHeader } from "./section-header";

interface ClosingBandProps {
  /** Id of the band's h2, for its aria-labelledby. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The band's one action (a link styled as a light button), beside the text on wide screens. */
  children: ReactNode;
}

/** The dark band that closes an inner page: a heading, a line under it and one action. */
export function ClosingBand({ id, title, lead, children }: ClosingBandProps) {
  return (
    <section aria-labelledby={id} className="bg-brand-900 py-14 text-white sm:py-20">
      <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <SectionHeader id={id} tone="dark" title={title} lead={lead} />
        </div>
        {children}
      </Container>
    </section>
  );
}
