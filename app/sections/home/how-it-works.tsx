import { homeSteps } from "~/content/home-steps";
import { Container } from "~/ui/container";
import { SectionHeader } from "~/ui/section-header";

/**
 * "Como funciona em três passos": three numbered steps (a row from md up, joined by a line). The promises are
 * said once elsewhere (the trust row above, the FAQ and the closing band), not again under the steps.
 */
export function HowItWorks() {
  const headingId = `${homeSteps.id}-titulo`;
  return (
    <section id={homeSteps.id} aria-labelledby={headingId} className="bg-white">
      <Container className="py-10 sm:py-20">
        <SectionHeader id={headingId} size="home" eyebrow={homeSteps.eyebrow} title={homeSteps.title} />
        <ol className="relative mt-6 grid gap-4 sm:mt-10 md:grid-cols-3 md:gap-8">
          {/* The line that joins the three numbers on wide screens (decorative). */}
          <span aria-hidden="true" className="absolute top-6 right-[16%] left-[16%] hidden h-px bg-brand-200 md:block" />
          {homeSteps.steps.map(({ icon: Icon, title, description }, i) => (
            <li key={title} className="relative flex gap-4 md:flex-col md:items-center md:text-center">
              <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-md shadow-brand-900/15">
                <Icon aria-hidden="true" className="size-6" />
                <span
                  aria-hidden="true"
                  className="absolute -top-2 -right-2 inline-flex size-6 items-center justify-center rounded-full bg-accent-700 text-xs font-bold text-white ring-2 ring-white"
                >
                  {i + 1}
                </span>
              </span>
              <div>
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
