import type { ReactNode } from "react";
import { SectionHeader } from "~/ui/section-header";

interface GuideSectionProps {
  /** The section's anchor (the table of contents links it); the heading gets `${id}-titulo`. */
  id: string;
  title: string;
  lead?: ReactNode | readonly string[];
  children: ReactNode;
}

/** One numbered part of the guide: anchor, h2, optional lead, content. */
export function GuideSection({ id, title, lead, children }: GuideSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="mt-16 scroll-mt-24">
      <SectionHeader id={`${id}-titulo`} size="article" title={title} lead={lead} className="scroll-mt-24" />
      {children}
    </section>
  );
}
