import { CalendarClock, MessageSquarePlus, RefreshCcw, ShieldCheck, Smartphone } from "lucide-react";
import type { Route } from "./+types/planos-precos";
import { claims } from "~/content/claims";
import { addOns, plans } from "~/content/plans";
import { plansFaq } from "~/content/plans-faq";
import { PlanCalculator } from "~/features/plans/plan-calculator-form";
import { PlanChoiceProvider } from "~/features/plans/plan-choice";
import { PlanComparison } from "~/features/plans/plan-comparison";
import { PlanGrid } from "~/features/plans/plan-grid";
import { PlansFaqList } from "~/features/plans/plans-faq-list";
import { formatBRL } from "~/features/plans/format";
import { seo } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import { planCatalogue } from "~/lib/json-ld/plan-catalogue";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SectionHeader } from "~/ui/section-header";
import { SiteLink } from "~/ui/site-link";

const pagePath = "/planos-precos";
const crumbs = [{ name: "Início", url: "/" }, { name: "Planos e preços", url: pagePath }];
const description =
  `Compare os cinco planos da ${site.productName}, de ${formatBRL(plans[0]!.monthlyPrice)} a ${formatBRL(plans[plans.length - 1]!.monthlyPrice)} por mês: interações incluídas, usuários, agendas, instâncias de WhatsApp e garantia de 30 dias.`;

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Planos e preços",
    description,
    pagePath,
    breadcrumbs: crumbs,
    jsonLd: [
      planCatalogue(`Planos ${site.productName}`, description, pagePath, plans),
      faqPage(plansFaq),
    ],
  });

const highlights = [
  { icon: ShieldCheck, text: `Reembolso garantido em até ${claims.refundDays} dias corridos` },
  { icon: CalendarClock, text: `Implantação em menos de ${claims.setupHours} horas` },
  { icon: RefreshCcw, text: "Troque de plano quando quiser" },
];

const addOnIcons = [MessageSquarePlus, Smartphone];

export default function Page() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Planos e preços"
        title="Um plano para cada tamanho de clínica"
        lead={`A ${site.productName} atende, agenda e confirma consultas pelo WhatsApp com inteligência artificial. Escolha pelo volume de conversas e pelo tamanho da sua equipe; o pagamento é mensal e antecipado.`}
      >
        <ul className="mt-8 flex flex-col gap-3 text-sm font-medium text-brand-900 sm:flex-row sm:flex-wrap sm:gap-x-8">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              {text}
            </li>
          ))}
        </ul>
      </PageHeader>

      <PlanChoiceProvider>
        <section aria-labelledby="planos" className="py-14 sm:py-20">
          <Container>
            <SectionHeader
              id="planos"
              title="Escolha o seu plano"
              lead="Todos os planos incluem a IA atendendo os seus pacientes 24 horas por dia. O que muda é a quantidade de interações, de usuários, de agendas e de números de WhatsApp, além dos recursos extras dos planos maiores."
            />
            <PlanGrid plans={plans} signupBase={site.urls.signup} />
            <p className="mt-8 max-w-[68ch] text-sm text-muted">
              Preços em reais, cobrados de forma antecipada a cada 30 dias e reajustados uma vez por ano por um índice de
              inflação, o {claims.priceAdjustment.index}. O botão “Começar agora” abre o cadastro da plataforma em uma nova aba, com o plano escolhido.
            </p>
          </Container>
        </section>

        <section aria-labelledby="calculadora" className="border-t border-line bg-surface py-14 sm:py-20">
          <Container>
            <SectionHeader
              id="calculadora"
              title="Qual plano cabe na sua clínica?"
              lead="Informe o volume de conversas e o tamanho da equipe. A calculadora soma o preço do plano, os pacotes ou as interações extras e os números de WhatsApp adicionais, e indica o plano de menor custo mensal."
            />
            <div className="mt-8">
              <PlanCalculator signupBase={site.urls.signup} />
            </div>
          </Container>
        </section>
      </PlanChoiceProvider>

      <section aria-labelledby="adicionais" className="border-y border-line bg-surface py-14 sm:py-20">
        <Container>
          <SectionHeader
            id="adicionais"
            title="Adicionais para qualquer plano"
            lead="Precisa de mais conversas num mês específico ou de outro número de WhatsApp? Contrate só o que faltar, sem trocar de plano."
          />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {addOns.map((addOn, i) => {
              const Icon = addOnIcons[i] ?? MessageSquarePlus;
              return (
                <article key={addOn.name} className="flex gap-4 rounded-2xl border border-line bg-white p-6">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-lg font-bold text-brand-950">{addOn.name}</h3>
                    <p className="mt-1 text-sm text-muted">{addOn.description}</p>
                    <p className="mt-3 text-2xl font-extrabold text-brand-950">{formatBRL(addOn.price)}</p>
                    <p className="text-sm font-medium text-muted">{addOn.period}</p>
                  </div>
                </article>
              );
            })}
          </div>
        </Container>
      </section>

      <section aria-labelledby="comparacao" className="py-14 sm:py-20">
        <Container>
          <SectionHeader
            id="comparacao"
            title="Compare os planos"
            lead="Os limites e recursos de cada plano lado a lado. Os planos Premium e Enterprise incluem tudo o que os planos anteriores oferecem."
          />
          <div className="mt-8">
            <PlanComparison plans={plans} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="perguntas" className="border-t border-line bg-surface py-14 sm:py-20">
        <Container className="max-w-4xl">
          <SectionHeader id="perguntas" title="Perguntas frequentes sobre planos e pagamento" />
          <div className="mt-8">
            <PlansFaqList items={plansFaq} />
          </div>
          <p className="mt-6 text-sm text-muted">
            As regras completas de pagamento, cancelamento e reembolso estão nos{" "}
            <SiteLink to="/termos-de-uso" className="font-medium text-brand-700 underline underline-offset-2">
              Termos de Uso
            </SiteLink>
            .
          </p>
        </Container>
      </section>

      <section aria-labelledby="especialista" className="bg-brand-900 py-14 text-white sm:py-20">
        <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <SectionHeader
              id="especialista"
              tone="dark"
              title="Ainda em dúvida sobre qual plano escolher?"
              lead="Conte como funciona o atendimento da sua clínica e um especialista indica o plano que cabe no seu volume de pacientes."
            />
          </div>
          <SiteLink to="/contato" source="Fale com um especialista" className={buttonClass("light", "lg", "shrink-0")}>
            Fale com um especialista
          </SiteLink>
        </Container>
      </section>
    </>
  );
}
