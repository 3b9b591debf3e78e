import { ArrowDown, Mail, Timer } from "lucide-react";
import type { Route } from "./+types/integracao";
import {
  ChecklistIcon,
  INTEGRATION_AUTOMATION_ID,
  INTEGRATION_FORM_TITLE,
  INTEGRATION_MESSAGE,
  integrationChecklist,
  integrationFaq,
  integrationPage as copy,
} from "~/content/integration";
import {
  ContactCards,
  HighlightList,
  IntegrationFaqList,
  IntegrationFeatureList,
  LimitList,
  StepList,
} from "~/features/integration/deferred-blocks";
import { LeadForm, sendLeadOnDemand } from "~/features/lead-form/lead-form";
import { seo } from "~/lib/seo";
import { absoluteUrl, faqPage } from "~/lib/structured-data";
import { service, softwareApplication } from "~/lib/json-ld/software";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SectionHeader } from "~/ui/section-header";

const crumbs = [{ name: "Início", url: "/" }, { name: copy.crumb, url: copy.path }];
const { sections } = copy;

export const meta: Route.MetaFunction = () =>
  seo({
    title: copy.title,
    description: copy.description,
    pagePath: copy.path,
    breadcrumbs: crumbs,
    jsonLd: [
      softwareApplication(),
      { ...service(copy.serviceName, copy.description), url: absoluteUrl(copy.path) },
      faqPage(integrationFaq),
    ],
  });

export default function Page() {
  return (
    <>
      <PageHeader crumbs={crumbs} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={`#${copy.formId}`} className={buttonClass("primary", "lg")}>
            {copy.requestCta}
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
          <a href={`mailto:${site.company.integrationEmail}`} className={buttonClass("secondary", "lg")}>
            <Mail aria-hidden="true" className="size-5" />
            {copy.emailCta}
          </a>
        </div>
      </PageHeader>

      <section aria-labelledby={sections.highlights.id} className="py-14 sm:py-20">
        <Container>
          <SectionHeader id={sections.highlights.id} title={sections.highlights.title} />
          <HighlightList />
        </Container>
      </section>

      <section aria-labelledby={sections.limits.id} className="bg-surface py-14 sm:py-20">
        <Container>
          <SectionHeader id={sections.limits.id} title={sections.limits.title} lead={sections.limits.lead} measure="wide" />
          <LimitList />
        </Container>
      </section>

      <section aria-labelledby={sections.features.id} className="py-14 sm:py-20">
        <Container>
          <SectionHeader id={sections.features.id} title={sections.features.title} />
          <IntegrationFeatureList />
        </Container>
      </section>

      <section aria-labelledby={sections.steps.id} className="bg-brand-950 py-14 text-brand-50 sm:py-20">
        <Container>
          <SectionHeader id={sections.steps.id} title={sections.steps.title} tone="dark" />
          <p className="mt-3 flex items-center gap-2 text-brand-100">
            <Timer aria-hidden="true" className="size-5 shrink-0" />
            {sections.steps.note}
          </p>
          <StepList />
        </Container>
      </section>

      <section id={copy.formId} aria-labelledby={sections.form.id} className="scroll-mt-20 py-14 sm:py-20">
        {/* Phones: heading, form, then the details; desktop: form in the right column. */}
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-x-14 lg:gap-y-8">
          <div className="lg:col-start-1 lg:row-start-1">
            <SectionHeader id={sections.form.id} title={sections.form.title} lead={sections.form.lead} measure="narrow" />
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <LeadForm
              automationId={INTEGRATION_AUTOMATION_ID}
              formTitle={INTEGRATION_FORM_TITLE}
              redirectTo={site.urls.integrationThankYou}
              onSubmit={sendLeadOnDemand}
              privacyPolicyUrl="/aviso-privacidade"
              messageToSend={INTEGRATION_MESSAGE}
              intro={<p>{sections.form.intro}</p>}
              submitLabel={copy.requestCta}
            />
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <p className="font-semibold text-brand-950">{sections.form.checklistTitle}</p>
            <ul className="mt-3 space-y-2">
              {integrationChecklist.map((item) => (
                <li key={item} className="flex items-start gap-2 text-ink">
                  <ChecklistIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
            <ContactCards />
          </div>
        </Container>
      </section>

      <section aria-labelledby={sections.faq.id} className="bg-surface py-14 sm:py-20">
        <Container>
          <div className="max-w-3xl">
            <SectionHeader id={sections.faq.id} title={sections.faq.title} />
            <IntegrationFaqList />
          </div>
        </Container>
      </section>
    </>
  );
}
