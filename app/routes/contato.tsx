import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import type { Route } from "./+types/contato";
import { contactBenefits } from "~/content/contact-benefits";
import { contactHeading, contactVariantForSearch, defaultContactVariant } from "~/content/contact-variants";
import { CONTACT_AUTOMATION_ID, contactPage as copy } from "~/content/contact-page";
import { LeadForm, sendLeadOnDemand } from "~/features/lead-form/lead-form";
import { WhatsappLink } from "~/features/whatsapp/whatsapp-link";
import { seo } from "~/lib/seo";
import { contactPage } from "~/lib/json-ld/contact-page";
import { site } from "~/site";
import { buttonClass, textLinkClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";

const crumbs = [{ name: "Início", url: "/" }, { name: copy.crumb, url: copy.path }];

export const meta: Route.MetaFunction = () =>
  seo({
    title: copy.title,
    description: copy.description,
    pagePath: copy.path,
    breadcrumbs: crumbs,
    jsonLd: [contactPage()],
  });

export default function Page() {
  // The prerendered HTML carries the default; after hydration the `source` of the URL picks
  // the variant once (spec: "fixed once on load"), so later URL changes do not move the page.
  const [variant, setVariant] = useState(defaultContactVariant);
  useEffect(() => setVariant(contactVariantForSearch(window.location.search)), []);

  return (
    <>
      <PageHeader crumbs={crumbs} eyebrow={copy.eyebrow} title={contactHeading(variant.heading)} lead={variant.subtitle} />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:order-2">
          <LeadForm
            automationId={CONTACT_AUTOMATION_ID}
            formTitle={variant.formTitle}
            redirectTo={site.urls.thankYou}
            onSubmit={sendLeadOnDemand}
            privacyPolicyUrl="/aviso-privacidade"
            messageToSend=""
            intro={
              <p className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {copy.hours}
              </p>
            }
          />
          {__WHATSAPP_CONFIGURED__ && site.whatsapp ? (
            <p className="mt-4 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-surface p-4 text-sm text-muted">
              {copy.whatsappPrompt}
              <WhatsappLink placement="contact" className={buttonClass("secondary", "md")} />
            </p>
          ) : null}
        </div>
        <section aria-labelledby={copy.benefits.id} className="lg:order-1">
          <h2 id={copy.benefits.id} className="text-2xl font-bold tracking-tight text-brand-950">
            {copy.benefits.title}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {contactBenefits.map(({ icon: Icon, title, description }) => (
              <li key={title} className="rounded-2xl border border-line bg-surface p-5 sm:last:col-span-2">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-3 font-semibold text-brand-950">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted">{description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-muted">
            {copy.emailPrompt}{" "}
            <a href={`mailto:${site.company.email}`} className={textLinkClass}>
              {site.company.email}
            </a>
            .
          </p>
        </section>
      </Container>
    </>
  );
}
