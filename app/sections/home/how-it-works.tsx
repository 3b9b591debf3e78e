import { homeSteps } from "~/content/home-steps";
import { Container } from "~/ui/container";
import { SectionHeader } from "~/ui/section-header";
import { StepVisual } from "./step-visuals";

/**
 * "Como funciona em três passos": below lg three numbered steps down, each with its icon; from lg three cards
 * side by side, each with a small picture of the step over "Passo N", its title and text, so the band reads as
 * a designed section and not a thin list on a wide screen. The promises are said once elsewhere (the trust
 * row, the FAQ and the closing band), not again under the steps.
 */
export function HowItWorks() {
  const headingId = `${homeSteps.id}-titulo`;
  return (
    <section id={homeSteps.id} aria-labelledby={headingId} className="bg-white">
      <Container className="py-10 sm:py-20">
        <SectionHeader id={headingId} size="home" eyebrow={homeSteps.eyebrow} title={homeSteps.title} />
        <ol className="mt-6 grid gap-4 sm:mt-10 sm:gap-6 lg:grid-cols-3 lg:gap-8">
          {homeSteps.steps.map(({ icon: Icon, title, description }, i) => (
            <li
              key={title}
              className="flex gap-4 lg:flex-col lg:gap-0 lg:rounded-2xl lg:border lg:border-line lg:bg-white lg:p-5 lg:shadow-sm"
            >
              <StepVisual index={i} className="hidden h-36 lg:flex" />
              <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-md shadow-brand-900/15 lg:hidden">
                <Icon aria-hidden="true" className="size-6" />
                <span
                  aria-hidden="true"
                  className="absolute -top-2 -right-2 inline-flex size-6 items-center justify-center rounded-full bg-accent-700 text-xs font-bold text-white ring-2 ring-white"
                >
                  {i + 1}
                </span>
              </span>
              <div className="lg:mt-5 lg:px-1">
                {/* The list numbers the steps for screen readers; "Passo N" is for the eye. */}
                <p aria-hidden="true" className="mb-1 hidden text-xs font-semibold tracking-wide text-accent-700 uppercase lg:block">
                  {homeSteps.stepLabel} {i + 1}
                </p>
                <h3 className="text-lg font-bold text-brand-950">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted sm:text-base">{description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
