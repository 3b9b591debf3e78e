import { ArrowRight, BadgeCheck, Briefcase, GraduationCap, Handshake, Mail, Users, Video } from "lucide-react";
import type { Route } from "./+types/parceiros";
import { marketFigures, partnerKinds, partnerModalities, partnerSteps } from "~/content/partners";
import { seo } from "~/lib/seo";
import { partnerProgramme } from "~/lib/json-ld/partner-programme";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";

const pagePath = "/parceiros";
const crumbs = [{ name: "Início", url: "/" }, { name: "Parceiros", url: pagePath }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Programa de parceiros",
    description:
      "Seja parceiro comercial ou consultor especialista da Atendra e leve atendimento com IA a clínicas médicas e odontológicas. Comece com um e-mail.",
    pagePath,
    breadcrumbs: crumbs,
    jsonLd: [partnerProgramme(pagePath, partnerKinds)],
  });

function partnerMailto(subject: string): string {
  return `mailto:${site.company.partnersEmail}?subject=${encodeURIComponent(subject)}`;
}

const modalityIcons = [Handshake, Briefcase];
const stepIcons = [Mail, Video, GraduationCap, BadgeCheck];

export default function Page() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow="Programa de parceiros"
        title={`Leve a ${site.productName} às clínicas que você já atende`}
        lead="Parceiros comerciais e consultores especialistas ajudam clínicas médicas e odontológicas a atender, agendar e confirmar pacientes com inteligência artificial no WhatsApp."
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <a href={partnerMailto("Quero ser parceiro")} className={buttonClass("primary", "lg", "bg-accent-700! hover:bg-brand-900!")}>
            <Mail aria-hidden="true" className="size-5" />
            Quero ser parceiro
          </a>
          <p className="text-sm text-muted">
            ou escreva para{" "}
            <a href={`mailto:${site.company.partnersEmail}`} className="font-medium [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2">
              {site.company.partnersEmail}
            </a>
          </p>
        </div>
      </PageHeader>

      <section aria-labelledby="mercado" className="py-14 sm:py-20">
        <Container>
          <h2 id="mercado" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            Um mercado grande e ainda pouco automatizado
          </h2>
          <p className="mt-3 max-w-[68ch] text-muted">
            Consultórios e clínicas ainda respondem aos pacientes, marcam e confirmam consultas à mão. É aí que a parceria
            gera valor: você leva uma solução pronta a quem precisa dela.
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-3">
            {marketFigures.map((figure) => (
              <li key={figure.label} className="rounded-2xl border border-line bg-surface p-6">
                <p className="text-4xl font-extrabold tracking-tight text-brand-700">{figure.value}</p>
                <p className="mt-2 font-medium text-ink">{figure.label}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="modalidades" className="border-y border-line bg-surface py-14 sm:py-20">
        <Container>
          <h2 id="modalidades" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            Duas formas de ser parceiro
          </h2>
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            {partnerModalities.map((modality, i) => {
              const Icon = modalityIcons[i] ?? Users;
              return (
                <article
                  key={modality.id}
                  id={modality.id}
                  aria-labelledby={`${modality.id}-titulo`}
                  className="flex flex-col rounded-3xl border border-line bg-white p-6 sm:p-8"
                >
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 id={`${modality.id}-titulo`} className="mt-5 text-xl font-bold text-brand-950">
                    {modality.name}
                  </h3>
                  <p className="mt-2 leading-relaxed text-ink">{modality.summary}</p>
                  <p className="mt-4 text-sm text-muted">
                    <strong className="font-semibold text-brand-900">Para quem: </strong>
                    {modality.forWhom}
                  </p>
                  <ul className="mt-5 space-y-2.5 text-sm">
                    {modality.activities.map((activity) => (
                      <li key={activity} className="flex gap-2.5">
                        <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                        {activity}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto pt-7">
                    <a href={partnerMailto(`Programa de parceiros: ${modality.name}`)} className={buttonClass("secondary", "md")}>
                      <Mail aria-hidden="true" className="size-4" />
                      Quero ser {modality.name.toLowerCase()}
                    </a>
                  </div>
                </article>
              );
            })}
          </div>
          <div className="mt-8 rounded-2xl border border-brand-200 bg-white p-6">
            <h3 className="text-lg font-bold text-brand-950">Desenvolve software para clínicas?</h3>
            <p className="mt-2 max-w-[68ch] text-muted">
              Empresas de software médico e odontológico podem se tornar integradores certificados e conectar os seus
              sistemas à {site.productName} pela API de integração.
            </p>
            <SiteLink to="/integracao" className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              Conheça a integração via API
              <ArrowRight aria-hidden="true" className="size-4" />
            </SiteLink>
          </div>
        </Container>
      </section>

      <section aria-labelledby="como-comecar" className="py-14 sm:py-20">
        <Container>
          <h2 id="como-comecar" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            Como começar, em 4 passos
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {partnerSteps.map((step, i) => {
              const Icon = stepIcons[i] ?? BadgeCheck;
              return (
                <li key={step.title} className="relative rounded-2xl border border-line bg-white p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white">
                      {i + 1}
                    </span>
                    <Icon aria-hidden="true" className="size-5 text-brand-600" />
                  </div>
                  <h3 className="mt-4 text-lg font-bold text-brand-950">{step.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
                </li>
              );
            })}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="contato-parceiros" className="bg-brand-900 py-14 text-white sm:py-20">
        <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="contato-parceiros" className="text-2xl font-bold tracking-tight sm:text-3xl">
              O primeiro passo é um e-mail
            </h2>
            <p className="mt-3 text-brand-100">
              Conte quem você é, onde atua e qual modalidade combina com você. Respondemos para marcar a reunião de
              alinhamento.
            </p>
          </div>
          <a href={partnerMailto("Quero ser parceiro")} className={buttonClass("light", "lg", "shrink-0")}>
            <Mail aria-hidden="true" className="size-5" />
            {site.company.partnersEmail}
          </a>
        </Container>
      </section>
    </>
  );
}
