import { Info } from "lucide-react";
import { simulatorCopy as copy } from "~/content/simulator";

export const simulatorHeadingId = `${copy.id}-titulo`;

/** Heading, lead and, above the chat, the plain line saying that this is a scripted simulation with a fictional clinic. */
export function SimulatorIntro({ level, lead = copy.lead }: { level: 2 | 3; lead?: string }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="lg:col-start-1 lg:row-start-1">
      <Heading id={simulatorHeadingId} className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
        {copy.title}
      </Heading>
      <p className="mt-3 max-w-3xl text-base text-muted sm:text-lg">{lead}</p>
      <p data-testid="simulator-disclaimer" className="mt-4 flex max-w-3xl gap-2 rounded-xl bg-accent-50 px-4 py-3 text-sm text-ink">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
        {copy.disclaimer}
      </p>
    </div>
  );
}
