import { Lightbulb } from "lucide-react";
import { promptsGuidePage } from "~/content/prompts-guide";
import { type PromptTemplate, promptTemplates, triageExampleJson } from "~/content/prompt-templates";
import { CopyButton } from "~/features/copy-button/copy-button";
import { SectionHeader } from "~/ui/section-header";
import { readingTextClass } from "~/ui/button-styles";

const copy = promptsGuidePage.template;

/** One template of the prompts guide: goal, the copyable prompt, the triage example where it has one, and tips. */
export function TemplateSection({ template, index }: { template: PromptTemplate; index: number }) {
  const preId = `${template.id}-modelo`;
  return (
    <section id={template.id} aria-labelledby={`${template.id}-titulo`} className="scroll-mt-24 border-t border-line pt-10">
      <SectionHeader id={`${template.id}-titulo`} eyebrow={copy.eyebrow(index + 1, promptTemplates.length)} title={template.title} />
      <p className={`mt-3 ${readingTextClass}`}>{template.goal}</p>

      <div className="mt-6 overflow-hidden rounded-2xl border border-brand-900 bg-brand-950">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-800 px-4 py-3">
          <h3 className="text-sm font-semibold text-brand-100">{copy.copyTitle}</h3>
          <CopyButton text={template.template} targetId={preId} onDark />
        </div>
        <pre
          id={preId}
          data-testid="prompt-template"
          className="p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-brand-50 sm:p-5"
        >
          {template.template}
        </pre>
      </div>

      {template.id === "questionario-de-triagem" ? (
        <div className="mt-6">
          <h3 className="text-lg font-bold text-brand-950">{copy.exampleTitle}</h3>
          <p className="mt-2 max-w-[68ch] text-sm leading-relaxed text-muted">{copy.exampleIntro}</p>
          <pre className="mt-3 rounded-2xl bg-surface p-4 font-mono text-sm break-words whitespace-pre-wrap text-ink ring-1 ring-line">
            <code data-testid="triage-example" className="language-json">
              {triageExampleJson}
            </code>
          </pre>
        </div>
      ) : null}

      <h3 className="mt-6 flex items-center gap-2 text-lg font-bold text-brand-950">
        <Lightbulb aria-hidden="true" className="size-5 text-accent-600" />
        {copy.tipsTitle}
      </h3>
      <ul className="mt-3 max-w-[68ch] list-disc space-y-2 pl-5 leading-relaxed">
        {template.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
