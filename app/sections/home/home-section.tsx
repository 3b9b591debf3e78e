import type { ReactNode } from "react";
import { Container } from "~/ui/container";
import { SectionHeader } from "~/ui/section-header";

interface HomeSectionProps {
  copy: { id: string; eyebrow: string; title: string; lead?: string };
  tone?: "white" | "surface";
  /** Show the lead from sm up only: on a phone the cards under it say the same, and the page stays short. */
  leadFromSm?: boolean;
  children: ReactNode;
}

/** A band of the home page: anchor, eyebrow, h2 and lead from the copy, then its content. */
export function HomeSection({ copy, tone = "white", leadFromSm = false, children }: HomeSectionProps) {
  const headingId = `${copy.id}-titulo`;
  return (
    <section id={copy.id} aria-labelledby={headingId} className={tone === "surface" ? "bg-surface" : "bg-white"}>
      <Container className="py-10 sm:py-20">
        <SectionHeader
          id={headingId}
          size="home"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={leadFromSm && copy.lead ? <span className="hidden sm:inline">{copy.lead}</span> : copy.lead}
        />
        <div className="mt-6 sm:mt-10">{children}</div>
      </Container>
    </section>
  );
}
