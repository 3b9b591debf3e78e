import type { ReactNode } from "react";
import { Container } from "./container";
import { SectionHeader, type SectionHeaderSize } from "./section-header";

interface ClosingBandProps {
  /** Id of the band's h2, for its aria-labelledby. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The heading's size: an inner page's (page) or the home page's larger one (home). */
  size?: Extract<SectionHeaderSize, "page" | "home">;
  /** The band's actions (links styled as buttons), beside the text on wide screens. */
  children: ReactNode;
}

/** The dark band that closes a page: a heading, a line under it and its actions. */
export function ClosingBand({ id, title, lead, size = "page", children }: ClosingBandProps) {
  return (
    <section aria-labelledby={id} className="bg-brand-900 py-14 text-white sm:py-20">
      <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <SectionHeader id={id} tone="dark" size={size} title={title} lead={lead} />
        </div>
        {children}
      </Container>
    </section>
  );
}
