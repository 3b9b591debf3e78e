import { ShieldCheck } from "lucide-react";
import { hubPage } from "~/content/hub-page";
import type { Route } from "./+types/conteudo.prompts-mais-eficientes";
import { promptsGuidePage as copy } from "~/content/prompts-guide";
import { promptPrinciples as principles, promptsGuideDates, promptTemplates } from "~/content/prompt-templates";
import type { TocEntry } from "~/content/types";
import { TemplateSection } from "~/features/prompts-guide/template-section";
import { seo } from "~/lib/seo";
import { article } from "~/lib/json-ld/article";
import { articleFacts } from "~/features/article/article-facts";
import { ArticlePage } from "~/features/article/article-page";
import { buttonClass, textLinkClass, readingTextClass } from "~/ui/button-styles";
import { RichText } from "~/ui/rich-text";
import { SectionHeader } from "~/ui/section-header";
import { SiteLink } from "~/ui/site-link";

const { path, title, description, howTo, nextStep } = copy;
const crumbs = [
  { name: "Início", url: "/" },
  hubPage.parentCrumb,
  { name: copy.crumb, url: path },
];

const toc: TocEntry[] = [
  { id: howTo.id, label: howTo.title },
  ...promptTemplates.map((t) => ({ id: t.id, label: t.title })),
];

export const meta: Route.MetaFunction = () =>
  seo({
    title,
    description,
    pagePath: path,
    breadcrumbs: crumbs,
    ogType: "article",
    jsonLd: [article({ title, description, path, ...promptsGuideDates, ...articleFacts(path) })],
  });


export default function Page() {
  return (
    <ArticlePage
      crumbs={crumbs}
      title={title}
      lead={copy.lead}
      datePublished={promptsGuideDates.datePublished}
      dateModified={promptsGuideDates.dateModified}
      toc={toc}
      backLink={hubPage.backLink}
    >
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
        <p className="mt-2 max-w-[60ch] text-brand-100">
          {nextStep.text}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <SiteLink to="/contato" source={nextStep.specialistCta} className={buttonClass("light", "lg")}>
            {nextStep.specialistCta}
          </SiteLink>
          <SiteLink to="/planos-precos" source={nextStep.plansCta} className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-offset-4">
            {nextStep.plansCta}
          </SiteLink>
        </div>
      </section>
    </ArticlePage>
  );
}
