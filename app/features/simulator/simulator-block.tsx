import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { simulatorCopy as copy } from "~/content/simulator";
import { cn } from "~/lib/cn";

interface SimulatorBlockProps {
  /** h3 inside the home page's video section; h2 as a section of its own on the demo page. */
  level: 2 | 3;
  className?: string;
  /** The island (./simulator.tsx). */
  children: ReactNode;
}

/**
 * The static frame of "Converse como paciente": heading, lead and the plain line saying that this is
 * a scripted simulation with a fictional clinic, above the chat. Rendered at build time only.
 */
export function SimulatorBlock({ level, className, children }: SimulatorBlockProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = `${copy.id}-titulo`;
  return (
    <section id={copy.id} aria-labelledby={headingId} className={cn("scroll-mt-24", className)}>
      <Heading id={headingId} className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
        {copy.title}
      </Heading>
      <p className="mt-3 max-w-3xl text-lg text-muted">{copy.lead}</p>
      <p data-testid="simulator-disclaimer" className="mt-4 flex max-w-3xl gap-2 rounded-xl bg-accent-50 px-4 py-3 text-sm text-ink">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
        {copy.disclaimer}
      </p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
