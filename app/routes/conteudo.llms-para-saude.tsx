import { CircleCheck, CircleX, FileText, Lock, SearchCheck, TriangleAlert } from "lucide-react";
import type { Route } from "./+types/conteudo.llms-para-saude";
import {
  criticalWarnings,
  type LlmComparisonItem,
  llmComparison,
  llmGuideDates,
  profileRecommendations,
  safetyMeasures,
  usageGuidelines,
} from "~/content/llm-comparison";
import { formatDateLongBR } from "~/lib/frontmatter";
import { seo } from "~/lib/seo";
import { article } from "~/lib/json-ld/article";
import type { TocEntry } from "~/content/types";
import { ArticleLayout } from "~/ui/article-layout";
import { buttonClass } from "~/ui/button-styles";
import { ExternalLink } from "~/ui/external-link";
import { SiteLink } from "~/ui/site-link";
import { StarRating } from "~/ui/star-rating";

const path = "/conteudo/llms-para-saude";
const title = "Guia: LLMs para profissionais de saúde";
const description =
  "Compare quatro assistentes de IA para profissionais de saúde: preços, notas, usos recomendados, cuidados com privacidade e recomendações por perfil.";
const crumbs = [
  { name: "Início", url: "/" },
  { name: "Conteúdo", url: "/conteudo" },
  { name: "Guia: LLMs para a saúde", url: path },
];

const toc = [
  { id: "avisos", label: "Avisos importantes" },
  { id: "comparativo", label: "Comparativo dos assistentes" },
  { id: "usos", label: "Usos recomendados e não recomendados" },
  { id: "perfis", label: "Recomendações por perfil" },
  { id: "seguranca", label: "Três medidas de segurança" },
  { id: "conclusao", label: "Conclusão" },
] as const satisfies readonly TocEntry[];

export const meta: Route.MetaFunction = () =>
  seo({
    title,
    description,
    pagePath: path,
    breadcrumbs: crumbs,
    ogType: "article",
    jsonLd: [article({ title, description, path, ...llmGuideDates })],
  });

const h2 = "scroll-mt-24 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl";
const safetyIcons = { "protecao-de-dados": Lock, verificacao: SearchCheck, documentacao: FileText } as const;

function ProviderCard({ item }: { item: LlmComparisonItem }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h3 className="text-lg font-bold text-brand-950">{item.name}</h3>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="font-semibold text-muted">Preço:</dt>
          <dd className="font-semibold text-ink">{item.price}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="font-semibold text-muted">Nota:</dt>
          <dd data-testid="provider-rating">
            <StarRating rating={item.rating} />
          </dd>
        </div>
      </dl>
      <h4 className="mt-5 text-sm font-bold text-brand-900">Pontos fortes</h4>
      <ul className="mt-2 space-y-2 text-sm">
        {item.pros.map((pro) => (
          <li key={pro} className="flex gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {pro}
          </li>
        ))}
      </ul>
      <h4 className="mt-5 text-sm font-bold text-brand-900">Pontos de atenção</h4>
      <ul className="mt-2 space-y-2 text-sm">
        {item.cons.map((con) => (
          <li key={con} className="flex gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
            {con}
          </li>
        ))}
      </ul>
      <p className="mt-5 rounded-xl bg-brand-50 p-3 text-sm text-brand-950">
        <strong className="font-semibold">Indicado para:</strong> {item.bestFor}
      </p>
    </li>
  );
}

export default function Page() {
  return (
    <ArticleLayout
      crumbs={crumbs}
      title={title}
      lead="O que os modelos de linguagem podem fazer por médicos e dentistas, quanto custam, onde erram e como usá-los sem colocar pacientes em risco."
      datePublished={llmGuideDates.datePublished}
      dateModified={llmGuideDates.dateModified}
      toc={toc}
      backLink={{ to: "/conteudo", label: "Voltar para Conteúdo" }}
    >
      <div className="max-w-[68ch] space-y-4 leading-relaxed sm:text-[1.0625rem]">
        <p>
          Modelos de linguagem de grande porte, conhecidos pela sigla em inglês LLM, são os sistemas por trás dos assistentes
          de IA que conversam por texto. Eles escrevem, resumem, traduzem e explicam com fluência impressionante, e por isso
          entraram rapidamente na rotina de consultórios, hospitais e faculdades.
        </p>
        <p>
          Fluência, porém, não é sinônimo de exatidão. Este guia compara quatro tipos de assistente disponíveis no mercado,
          mostra onde cada um se encaixa e reúne os cuidados que todo profissional de saúde deve tomar antes de usá-los.
        </p>
      </div>

      <section id="avisos" aria-labelledby="avisos-titulo" className="mt-12 scroll-mt-24 rounded-2xl border-2 border-accent-500 bg-accent-50 p-5 sm:p-8">
        <h2 id="avisos-titulo" className="flex items-center gap-3 text-2xl font-bold tracking-tight text-brand-950">
          <TriangleAlert aria-hidden="true" className="size-7 shrink-0 text-accent-700" />
          Avisos importantes antes de começar
        </h2>
        <ul className="mt-5 max-w-[68ch] space-y-4">
          {criticalWarnings.map((warning) => (
            <li key={warning.title}>
              <h3 className="font-bold text-brand-950">{warning.title}</h3>
              <p className="mt-1 leading-relaxed text-ink">{warning.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="comparativo" aria-labelledby="comparativo-titulo" className="mt-16 scroll-mt-24">
        <h2 id="comparativo-titulo" className={h2}>
          Comparativo de quatro assistentes de IA
        </h2>
        <div className="mt-4 max-w-[68ch] space-y-3 leading-relaxed text-muted">
          <p>
            Descrevemos cada ferramenta pelo tipo, e não pela marca: nomes e planos mudam com frequência, e o que importa para
            a decisão é o perfil de uso. A nota, de 0 a 5, é a avaliação editorial deste guia para uso em saúde, considerando
            qualidade das respostas, cautela, privacidade e custo.
          </p>
          <p>
            Preços de referência em {formatDateLongBR(llmGuideDates.dateModified)}, em dólares americanos; confira o valor
            atual antes de assinar.
          </p>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {llmComparison.map((item) => (
            <ProviderCard key={item.name} item={item} />
          ))}
        </ul>
      </section>

      <section id="usos" aria-labelledby="usos-titulo" className="mt-16 scroll-mt-24">
        <h2 id="usos-titulo" className={h2}>
          Usos recomendados e não recomendados
        </h2>
        <p className="mt-4 max-w-[68ch] leading-relaxed text-muted">
          A regra geral é simples: a IA pode ajudar a preparar, organizar e explicar; a decisão sobre o paciente continua
          sendo sua.
        </p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {usageGuidelines.map((group, index) => {
            const positive = index === 0;
            const Icon = positive ? CircleCheck : CircleX;
            return (
              <div key={group.title} className={positive ? "rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6" : "rounded-2xl border border-accent-100 bg-accent-50 p-5 sm:p-6"}>
                <h3 className="text-lg font-bold text-brand-950">{group.title}</h3>
                <ul className="mt-4 space-y-3">
                  {group.items.map((item) => (
                    <li key={item} className="flex gap-2 text-sm leading-relaxed">
                      <Icon aria-hidden="true" className={positive ? "mt-0.5 size-4 shrink-0 text-brand-700" : "mt-0.5 size-4 shrink-0 text-accent-700"} />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </section>

      <section id="perfis" aria-labelledby="perfis-titulo" className="mt-16 scroll-mt-24">
        <h2 id="perfis-titulo" className={h2}>
          Recomendações por perfil
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {profileRecommendations.map((rec) => (
            <li key={rec.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
              <h3 className="text-lg font-bold text-brand-950">{rec.profile}</h3>
              <p className="mt-1 font-medium text-brand-800">{rec.summary}</p>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed">
                {rec.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section id="seguranca" aria-labelledby="seguranca-titulo" className="mt-16 scroll-mt-24">
        <h2 id="seguranca-titulo" className={h2}>
          Três medidas de segurança essenciais
        </h2>
        <ol className="mt-8 grid gap-6 lg:grid-cols-3">
          {safetyMeasures.map((measure, i) => {
            const Icon = safetyIcons[measure.id];
            return (
              <li key={measure.id} className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-3 text-lg font-bold text-brand-950">
                  {i + 1}. {measure.title}
                </h3>
                <p className="mt-1 text-sm font-medium text-brand-800">{measure.description}</p>
                <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed">
                  {measure.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </section>

      <section id="conclusao" aria-labelledby="conclusao-titulo" className="mt-16 scroll-mt-24">
        <h2 id="conclusao-titulo" className={h2}>
          Conclusão
        </h2>
        <div className="mt-4 max-w-[68ch] space-y-4 leading-relaxed sm:text-[1.0625rem]">
          <p>
            Não existe o melhor assistente de IA para todos. Para textos e rotinas do consultório, as opções pagas de uso
            geral resolvem bem; para documentos longos e tarefas sensíveis, a cautela do assistente focado em segurança pesa a
            favor; para quem está começando, a opção gratuita é um bom ponto de partida; e instituições com equipe técnica
            podem preferir modelos abertos rodando em infraestrutura própria.
          </p>
          <p>
            Em todos os casos, valem as mesmas regras: nenhum dado de paciente em ferramentas públicas, toda informação clínica
            conferida em fonte primária e o uso documentado. A Organização Mundial da Saúde resume esse cuidado em seus{" "}
            <ExternalLink href="https://www.who.int/publications/i/item/9789240029200" className="font-medium text-brand-700 underline underline-offset-2">
              princípios de ética e governança da IA para a saúde
            </ExternalLink>
            , e a{" "}
            <ExternalLink href="https://www.gov.br/anpd/pt-br" className="font-medium text-brand-700 underline underline-offset-2">
              Autoridade Nacional de Proteção de Dados
            </ExternalLink>{" "}
            publica orientações sobre o tratamento de dados pessoais.
          </p>
          <p>
            Para a comunicação com pacientes, o caminho mais seguro é uma ferramenta feita para isso: contratada pela clínica,
            com proteção de dados em contrato e com a equipe sempre no controle da conversa.
          </p>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <SiteLink to="/planos-precos" source="Conheça os planos" className={buttonClass("primary", "lg")}>
            Conheça os planos
          </SiteLink>
          <SiteLink to="/contato" source="Fale com um especialista" className={buttonClass("secondary", "lg")}>
            Fale com um especialista
          </SiteLink>
        </div>
      </section>
    </ArticleLayout>
  );
}
