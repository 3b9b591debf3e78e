import { Lightbulb, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/conteudo.prompts-mais-eficientes";
import { type PromptTemplate, promptPrinciples as principles, promptsGuideDates, promptTemplates, triageExampleJson } from "~/content/prompt-templates";
import { CopyButton } from "~/features/copy-button/copy-button";
import { seo } from "~/lib/seo";
import { article } from "~/lib/json-ld/article";
import type { TocEntry } from "~/content/types";
import { ArticleLayout } from "~/ui/article-layout";
import { buttonClass } from "~/ui/button-styles";
import { ExternalLink } from "~/ui/external-link";
import { SectionHeader } from "~/ui/section-header";
import { SiteLink } from "~/ui/site-link";

const path = "/conteudo/prompts-mais-eficientes";
const title = "Guia: prompts mais eficientes na saúde";
const description =
  "Cinco modelos de prompt para copiar: resumo de artigo, orientação ao paciente, comparação de medicamentos, roteiro de vídeo e questionário de triagem.";
const crumbs = [
  { name: "Início", url: "/" },
  { name: "Conteúdo", url: "/conteudo" },
  { name: "Guia: prompts mais eficientes", url: path },
];

const toc: TocEntry[] = [
  { id: "como-escrever", label: "Como escrever um bom prompt" },
  ...promptTemplates.map((t) => ({ id: t.id, label: t.title })),
];

export const meta: Route.MetaFunction = () =>
  seo({
    title,
    description,
    pagePath: path,
    breadcrumbs: crumbs,
    ogType: "article",
    jsonLd: [article({ title, description, path, ...promptsGuideDates })],
  });

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

function TemplateSection({ template, index }: { template: PromptTemplate; index: number }) {
  const preId = `${template.id}-modelo`;
  return (
    <section id={template.id} aria-labelledby={`${template.id}-titulo`} className="scroll-mt-24 border-t border-line pt-10">
      <SectionHeader id={`${template.id}-titulo`} eyebrow={`Modelo ${index + 1} de ${promptTemplates.length}`} title={template.title} />
      <p className="mt-3 max-w-[68ch] leading-relaxed sm:text-[1.0625rem]">{template.goal}</p>

      <div className="mt-6 overflow-hidden rounded-2xl border border-brand-900 bg-brand-950">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-800 px-4 py-3">
          <h3 className="text-sm font-semibold text-brand-100">Modelo para copiar</h3>
          <CopyButton text={template.template} targetId={preId} onDark />
        </div>
        <pre id={preId} data-testid="prompt-template" className="p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-brand-50 sm:p-5">
          {template.template}
        </pre>
      </div>

      {template.id === "questionario-de-triagem" ? (
        <div className="mt-6">
          <h3 className="text-lg font-bold text-brand-950">Exemplo de resposta</h3>
          <p className="mt-2 max-w-[68ch] text-sm leading-relaxed text-muted">
            Para uma primeira consulta odontológica, um modelo que siga as regras devolve algo assim, pronto para ser validado e
            importado em um formulário:
          </p>
          <pre className="mt-3 rounded-2xl bg-surface p-4 font-mono text-sm break-words whitespace-pre-wrap text-ink ring-1 ring-line">
            <code data-testid="triage-example" className="language-json">
              {triageExampleJson}
            </code>
          </pre>
        </div>
      ) : null}

      <h3 className="mt-6 flex items-center gap-2 text-lg font-bold text-brand-950">
        <Lightbulb aria-hidden="true" className="size-5 text-accent-600" />
        Dicas de uso
      </h3>
      <ul className="mt-3 max-w-[68ch] list-disc space-y-2 pl-5 leading-relaxed">
        {template.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

export default function Page() {
  return (
    <ArticleLayout
      crumbs={crumbs}
      title={title}
      lead="Cinco modelos prontos para médicos, dentistas e equipes de clínica: copie, troque o que está entre colchetes e revise sempre o resultado."
      datePublished={promptsGuideDates.datePublished}
      dateModified={promptsGuideDates.dateModified}
      toc={toc}
      backLink={{ to: "/conteudo", label: "Voltar para Conteúdo" }}
    >
      <section id="como-escrever" aria-labelledby="como-escrever-titulo" className="scroll-mt-24">
        <SectionHeader id="como-escrever-titulo" title="Como escrever um bom prompt" />
        <div className="mt-4 max-w-[68ch] space-y-4 leading-relaxed sm:text-[1.0625rem]">
          <p>
            Prompt é a instrução que você dá a um assistente de IA. Quanto mais clara a instrução, mais útil e previsível a
            resposta. Os modelos deste guia seguem quatro elementos que funcionam em qualquer ferramenta:
          </p>
          <ul className="list-disc space-y-2 pl-5">
            {principles.map((p) => (
              <li key={p.name}>
                <strong className="font-semibold text-brand-950">{p.name}:</strong> {p.text}
              </li>
            ))}
          </ul>
          <p>
            Troque cada trecho entre colchetes, como [ESPECIALIDADE], pelo que se aplica ao seu caso. Se ainda não escolheu uma
            ferramenta, veja o{" "}
            <SiteLink to="/conteudo/llms-para-saude" className={linkClass}>
              guia de LLMs para profissionais de saúde
            </SiteLink>
            .
          </p>
        </div>
        <p className="mt-4 max-w-[68ch] leading-relaxed sm:text-[1.0625rem]">
          Para conferir o que a IA responder, vá às fontes: bulas e alertas na{" "}
          <ExternalLink href="https://www.gov.br/anvisa/pt-br" className={linkClass}>
            Anvisa
          </ExternalLink>
          , literatura científica na{" "}
          <ExternalLink href="https://bvsalud.org/" className={linkClass}>
            Biblioteca Virtual em Saúde
          </ExternalLink>{" "}
          e normas de ética e publicidade no{" "}
          <ExternalLink href="https://portal.cfm.org.br/" className={linkClass}>
            CFM
          </ExternalLink>{" "}
          ou no{" "}
          <ExternalLink href="https://website.cfo.org.br/" className={linkClass}>
            CFO
          </ExternalLink>
          .
        </p>
        <div className="mt-6 flex max-w-[68ch] gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <p className="leading-relaxed text-brand-950">
            <strong className="font-semibold">Antes de usar qualquer modelo:</strong> não cole nome, documento, prontuário,
            exames ou qualquer dado que identifique um paciente. Trate cada resposta como rascunho: a revisão e a decisão
            clínica são sempre suas.
          </p>
        </div>
      </section>

      <div className="mt-12 space-y-12">
        {promptTemplates.map((template, i) => (
          <TemplateSection key={template.id} template={template} index={i} />
        ))}
      </div>

      <section aria-labelledby="proximo-passo" className="mt-16 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id="proximo-passo" className="text-2xl font-bold">
          Quer que a IA cuide também das mensagens da clínica?
        </h2>
        <p className="mt-2 max-w-[60ch] text-brand-100">
          Prompts ajudam no seu trabalho individual. Para atender, agendar e confirmar pacientes pelo WhatsApp com segurança, a
          clínica precisa de uma plataforma própria para isso.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <SiteLink to="/contato" source="Fale com um especialista" className={buttonClass("light", "lg")}>
            Fale com um especialista
          </SiteLink>
          <SiteLink to="/planos-precos" source="Conheça os planos" className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-offset-4">
            Conheça os planos
          </SiteLink>
        </div>
      </section>
    </ArticleLayout>
  );
}
