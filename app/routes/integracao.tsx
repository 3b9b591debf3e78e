import { ArrowDown, ChevronDown, LifeBuoy, Mail, Timer, Users, XCircle } from "lucide-react";
import type { Route } from "./+types/integracao";
import {
  ChecklistIcon,
  INTEGRATION_AUTOMATION_ID,
  INTEGRATION_FORM_TITLE,
  INTEGRATION_MESSAGE,
  INTEGRATION_SETUP_HOURS,
  integrationChecklist,
  integrationFaq,
  integrationFeatures,
  integrationHighlights,
  integrationSteps,
  traditionalLimits,
} from "~/content/integration";
import { businessHoursText } from "~/features/lead-form/business-hours";
import { LeadForm } from "~/features/lead-form/lead-form";
import { submitLeadToWebhook } from "~/features/lead-form/submit-on-demand";
import { seo } from "~/lib/seo";
import { absoluteUrl, faqPage } from "~/lib/structured-data";
import { service, softwareApplication } from "~/lib/json-ld/software";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: "Integração", url: "/integracao" }];
const title = "Integração via API para softwares médicos";
const description = `Integre seu software médico ou odontológico à IA de atendimento da ${site.productName} por API, com ambiente pronto em menos de ${INTEGRATION_SETUP_HOURS} horas.`;
const formId = "solicitar-integracao";

export const meta: Route.MetaFunction = () =>
  seo({
    title,
    description,
    pagePath: "/integracao",
    breadcrumbs: crumbs,
    jsonLd: [
      softwareApplication(),
      { ...service(`Integração via API ${site.productName} para softwares médicos`, description), url: absoluteUrl("/integracao") },
      faqPage(integrationFaq),
    ],
  });

const sectionTitle = "text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl";

export default function Page() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Para fabricantes de software médico e odontológico"
        title={title}
        lead={`Leve a secretária virtual com IA para dentro do sistema que as clínicas já usam: agenda sincronizada, atendimento no WhatsApp a qualquer hora e ambiente de integração pronto em menos de ${INTEGRATION_SETUP_HOURS} horas.`}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={`#${formId}`} className={buttonClass("primary", "lg")}>
            Solicitar integração
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
          <a href={`mailto:${site.company.integrationEmail}`} className={buttonClass("secondary", "lg")}>
            <Mail aria-hidden="true" className="size-5" />
            Escrever para a equipe de integração
          </a>
        </div>
      </PageHeader>

      <section aria-labelledby="beneficios" className="py-14 sm:py-20">
        <Container>
          <h2 id="beneficios" className={sectionTitle}>
            O que a integração entrega aos seus clientes
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {integrationHighlights.map(({ icon: Icon, value, label }) => (
              <li key={value} className="rounded-2xl border border-line bg-surface p-5">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <p className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900">{value}</p>
                <p className="mt-1 text-sm text-muted">{label}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="limites" className="bg-surface py-14 sm:py-20">
        <Container>
          <h2 id="limites" className={sectionTitle}>
            Onde o software tradicional para
          </h2>
          <p className="mt-3 max-w-3xl text-muted">
            Sistemas de gestão organizam a clínica por dentro, mas o paciente chega pelo WhatsApp, a qualquer hora.
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {traditionalLimits.map((item) => (
              <li key={item.title} className="flex gap-3 rounded-2xl border border-line bg-white p-5">
                <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                <div>
                  <h3 className="font-semibold text-brand-950">{item.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="recursos" className="py-14 sm:py-20">
        <Container>
          <h2 id="recursos" className={sectionTitle}>
            Recursos da integração
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {integrationFeatures.map(({ icon: Icon, title: featureTitle, description: text }) => (
              <li key={featureTitle} className="rounded-2xl border border-line p-6 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50">
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-950">{featureTitle}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="processo" className="bg-brand-950 py-14 text-brand-50 sm:py-20">
        <Container>
          <h2 id="processo" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Como funciona, em 6 etapas
          </h2>
          <p className="mt-3 flex items-center gap-2 text-brand-100">
            <Timer aria-hidden="true" className="size-5 shrink-0" />
            Ambiente de integração configurado em menos de {INTEGRATION_SETUP_HOURS} horas.
          </p>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {integrationSteps.map(({ icon: Icon, title: stepTitle, description: text }, i) => (
              <li key={stepTitle} className="rounded-2xl border border-brand-800 bg-brand-900 p-5">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-400 font-bold text-brand-950">
                    {i + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-5 text-brand-200" />
                </div>
                <h3 className="mt-4 font-semibold text-white">{stepTitle}</h3>
                <p className="mt-1 text-sm leading-relaxed text-brand-100">{text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section id={formId} aria-labelledby="contatos-integracao" className="scroll-mt-20 py-14 sm:py-20">
        {/* Phones: heading, form, then the details; desktop: form in the right column. */}
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-x-14 lg:gap-y-8">
          <div className="lg:col-start-1 lg:row-start-1">
            <h2 id="contatos-integracao" className={sectionTitle}>
              Vamos integrar o seu software
            </h2>
            <p className="mt-3 max-w-xl text-muted">
              Conte qual sistema você desenvolve e quantas clínicas o usam; nossa equipe técnica retorna com os próximos
              passos.
            </p>
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <LeadForm
              automationId={INTEGRATION_AUTOMATION_ID}
              formTitle={INTEGRATION_FORM_TITLE}
              redirectTo={site.urls.integrationThankYou}
              onSubmit={submitLeadToWebhook}
              privacyPolicyUrl="/aviso-privacidade"
              messageToSend={INTEGRATION_MESSAGE}
              intro={<p>Deixe seu contato e nossa equipe técnica retorna em horário comercial, {businessHoursText}.</p>}
              submitLabel="Solicitar integração"
            />
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <p className="font-semibold text-brand-950">Para começar rápido, tenha em mãos:</p>
            <ul className="mt-3 space-y-2">
              {integrationChecklist.map((item) => (
                <li key={item} className="flex items-start gap-2 text-ink">
                  <ChecklistIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="mt-8 grid gap-4 sm:grid-cols-2">
              <ContactCard
                icon={LifeBuoy}
                title="Suporte técnico"
                text="Dúvidas sobre API, autenticação e testes."
                email={site.company.supportEmail}
              />
              <ContactCard
                icon={Users}
                title="Parcerias"
                text="Programa de parceiros e condições comerciais."
                email={site.company.partnersEmail}
              />
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="perguntas" className="bg-surface py-14 sm:py-20">
        <Container>
          <div className="max-w-3xl">
            <h2 id="perguntas" className={sectionTitle}>
              Perguntas frequentes sobre a integração
            </h2>
            <div className="mt-8 space-y-3">
              {integrationFaq.map((item) => (
                <details key={item.question} className="group rounded-xl border border-line bg-white">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
                  </summary>
                  <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
                </details>
              ))}
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

function ContactCard(props: { icon: typeof Mail; title: string; text: string; email: string }) {
  const Icon = props.icon;
  return (
    <div className="rounded-2xl border border-line bg-surface p-5">
      <Icon aria-hidden="true" className="size-6 text-brand-700" />
      <h3 className="mt-3 font-semibold text-brand-950">{props.title}</h3>
      <p className="mt-1 text-sm text-muted">{props.text}</p>
      <a href={`mailto:${props.email}`} className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium break-all text-brand-700 underline underline-offset-2">
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        {props.email}
      </a>
    </div>
  );
}
