import type { ComponentProps, ReactNode } from "react";
import { Container } from "./container";
import { SectionHeader } from "./section-header";

interface PageSectionProps extends Pick<ComponentProps<typeof SectionHeader>, "tone" | "measure"> {
  /** The section's copy: the heading's id (which names the section), its title and lead. */
  section: { id: string; title: string; lead?: string };
  className?: string;
  containerClassName?: string;
  children?: ReactNode;
}

/** A band of an inner page: the section, its container and its header, then the content. */
export function PageSection({ section, className, containerClassName, children, ...header }: PageSectionProps) {
  return (
    <section aria-labelledby={section.id} className={className}>
      <Container className={containerClassName}>
        <SectionHeader id={section.id} title={section.title} lead={section.lead} {...header} />
        {children}
      </Container>
    </section>
  );
}
