import type { Route } from "./+types/planos-precos";
import { formatBRL } from "~/content/number-format";
import { addOns, plans } from "~/content/plans";
import { plansFaq } from "~/content/plans-faq";
import { plansPage as copy } from "~/content/plans-page";
import { LazyPlanCalculator } from "~/features/plans/lazy-plan-calculator";
import { PlanChoiceProvider } from "~/features/plans/plan-choice";
import { PlanComparison } from "~/features/plans/plan-comparison";
import { PlanGrid } from "~/features/plans/plan-grid";
import { PlansFaqList } from "~/features/plans/plans-faq-list";
import { seo } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import { planCatalogue } from "~/lib/json-ld/plan-catalogue";
import { site } from "~/site";
import { buttonClass, textLinkClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { SectionHeader } from "~/ui/section-header";
import { SiteLink } from "~/ui/site-link";

const crumbs = [{ name: "Início", url: "/" }, { name: copy.crumb, url: copy.path }];
const { sections } = copy;

export const meta: Route.MetaFunction = () =>
  seo({
    title: copy.title,
    description: copy.description,
    pagePath: copy.path,
    breadcrumbs: crumbs,
    jsonLd: [planCatalogue(copy.catalogueName, copy.description, copy.path, plans), faqPage(plansFaq)],
  });

export default function Page() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={copy.lead}
      >
        <ul className="mt-8 flex flex-col gap-3 text-sm font-medium text-brand-900 sm:flex-row sm:flex-wrap sm:gap-x-8">
          {copy.highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              {text}
            </li>
          ))}
        </ul>
      </PageHeader>

      <PlanChoiceProvider>
        <section aria-labelledby={sections.plans.id} className="py-14 sm:py-20">
          <Container>
            <SectionHeader
              id={sections.plans.id}
              title={sections.plans.title}
              lead={sections.plans.lead}
            />
            <PlanGrid plans={plans} signupBase={site.urls.signup} />
            <p className="mt-8 max-w-[68ch] text-sm text-muted">
              {sections.plans.note}
            </p>
          </Container>
        </section>

        <section aria-labelledby={sections.calculator.id} className="border-t border-line bg-surface py-14 sm:py-20">
          <Container>
            <SectionHeader
              id={sections.calculator.id}
              title={sections.calculator.title}
              lead={sections.calculator.lead}
            />
            <div className="mt-8">
              <LazyPlanCalculator signupBase={site.urls.signup} />
            </div>
          </Container>
        </section>
      </PlanChoiceProvider>

      <section aria-labelledby={sections.addOns.id} className="border-y border-line bg-surface py-14 sm:py-20">
        <Container>
          <SectionHeader
            id={sections.addOns.id}
            title={sections.addOns.title}
            lead={sections.addOns.lead}
          />
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {addOns.map((addOn, i) => {
              const Icon = copy.addOnIcons[i] ?? copy.addOnIcons[0];
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

      <section aria-labelledby={sections.comparison.id} className="py-14 sm:py-20">
        <Container>
          <SectionHeader
            id={sections.comparison.id}
            title={sections.comparison.title}
            lead={sections.comparison.lead}
          />
          <div className="mt-8">
            <PlanComparison plans={plans} />
          </div>
        </Container>
      </section>

      <section aria-labelledby={sections.faq.id} className="border-t border-line bg-surface py-14 sm:py-20">
        <Container className="max-w-4xl">
          <SectionHeader id={sections.faq.id} title={sections.faq.title} />
          <div className="mt-8">
            <PlansFaqList items={plansFaq} />
          </div>
          <p className="mt-6 text-sm text-muted">
            {sections.faq.termsBefore}{" "}
            <SiteLink to="/termos-de-uso" className={textLinkClass}>
              {sections.faq.termsLink}
            </SiteLink>
            .
          </p>
        </Container>
      </section>

      <section aria-labelledby={sections.specialist.id} className="bg-brand-900 py-14 text-white sm:py-20">
        <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <SectionHeader
              id={sections.specialist.id}
              tone="dark"
              title={sections.specialist.title}
              lead={sections.specialist.lead}
            />
          </div>
          <SiteLink to="/contato" source={sections.specialist.cta} className={buttonClass("light", "lg", "shrink-0")}>
            {sections.specialist.cta}
          </SiteLink>
        </Container>
      </section>
    </>
  );
}
