import { ShieldCheck } from "lucide-react";
import { promptPrinciples as principles, promptTemplates } from "~/content/prompt-templates";
import { promptsGuidePage as copy } from "~/content/prompts-guide";
import { buttonClass, readingTextClass, textLinkClass } from "~/ui/button-styles";
import { RichText } from "~/ui/rich-text";
import { SectionHeader } from "~/ui/section-header";
import { SiteLink } from "~/ui/site-link";
import { TemplateSection } from "./template-section";

const { howTo, nextStep } = copy;

/** The text of the prompts guide (rendered by content/articles/prompts-mais-eficientes.mdx). */
export function PromptsGuideBody() {
  return (
    <>
      <section id={howTo.id} aria-labelledby={`${howTo.id}-titulo`} className="scroll-mt-24">
        <SectionHeader id={`${howTo.id}-titulo`} title={howTo.title} />
        <div className={`mt-4 space-y-4 ${readingTextClass}`}>
          <p>{howTo.intro}</p>
          <ul className="list-disc space-y-2 pl-5">
            {principles.map((p) => (
              <li key={p.name}>
                <strong className="font-semibold text-brand-950">{p.name}:</strong> {p.text}
              </li>
            ))}
          </ul>
          <p>
            <RichText text={howTo.placeholders} linkClassName={textLinkClass} />
          </p>
        </div>
        <p className={`mt-4 ${readingTextClass}`}>
          <RichText text={howTo.sources} linkClassName={textLinkClass} />
        </p>
        <div className="mt-6 flex max-w-[68ch] gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <p className="leading-relaxed text-brand-950">
            <strong className="font-semibold">{howTo.warningTitle}</strong> {howTo.warning}
          </p>
        </div>
      </section>

      <div className="mt-12 space-y-12">
        {promptTemplates.map((template, i) => (
          <TemplateSection key={template.id} template={template} index={i} />
        ))}
      </div>

      <section aria-labelledby={nextStep.id} className="mt-16 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id={nextStep.id} className="text-2xl font-bold">
          {nextStep.title}
        </h2>
        <p className="mt-2 max-w-[60ch] text-brand-100">{nextStep.text}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <SiteLink to="/contato" source={nextStep.specialistSource} className={buttonClass("light", "lg")}>
            {nextStep.specialistCta}
          </SiteLink>
          <SiteLink
            to="/planos-precos"
            source={nextStep.plansCta}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-offset-4"
          >
            {nextStep.plansCta}
          </SiteLink>
        </div>
      </section>
    </>
  );
}
