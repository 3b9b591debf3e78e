import type { ReactNode } from "react";
import { Container } from "~/ui/container";
import { SectionHeader } from "~/ui/section-header";

interface HomeSectionProps {
  copy: { id: string; eyebrow: string; title: string; lead?: string };
  tone?: "white" | "surface";
  children: ReactNode;
}

/** A band of the home page: anchor, eyebrow, h2 and lead from the copy, then its content. */
export function HomeSection({ copy, tone = "white", children }: HomeSectionProps) {
  const headingId = `${copy.id}-titulo`;
  return (
    <section id={copy.id} aria-labelledby={headingId} className={tone === "surface" ? "bg-surface" : "bg-white"}>
      <Container className="py-12 sm:py-20">
        <SectionHeader id={headingId} size="home" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        <div className="mt-6 sm:mt-10">{children}</div>
      </Container>
    </section>
  );
}
