import type { ReactNode } from "react";
import type { FaqItem } from "~/content/types";
import { Container } from "~/ui/container";
import { SectionHeader } from "~/ui/section-header";
import { FaqAccordion } from "./faq-accordion";

interface FaqSectionProps {
  /** The heading's id (it names the section), its title, and an optional eyebrow and lead. */
  heading: { id: string; title: string; eyebrow?: string; lead?: string };
  /** The section's own id, when a link points at the band (the home's #perguntas-frequentes). */
  anchor?: string;
  /** page: an inner page's h2; home: the home's larger one. */
  size?: "page" | "home";
  items: readonly FaqItem[];
  idPrefix: string;
  open?: "first" | "all" | "none";
  /** The band: background, border and padding. */
  className?: string;
  /** Under the answers, in their column (e.g. a link to the terms). */
  children?: ReactNode;
}

/**
 * Every page's FAQ band, one layout (docs/decisions/583): from lg the heading on the
 * left (it stays in view while the answers scroll by) and the questions on the right; below lg one column.
 */
export function FaqSection({ heading, anchor, size = "page", items, idPrefix, open, className, children }: FaqSectionProps) {
  return (
    <section id={anchor} aria-labelledby={heading.id} className={className}>
      <Container className="lg:grid lg:grid-cols-[1fr_2fr] lg:items-start lg:gap-12">
        <div className="lg:sticky lg:top-28">
          <SectionHeader id={heading.id} size={size} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
        </div>
        <div className="mt-6 sm:mt-8 lg:mt-0">
          <FaqAccordion idPrefix={idPrefix} items={items} open={open} />
          {children}
        </div>
      </Container>
    </section>
  );
}
