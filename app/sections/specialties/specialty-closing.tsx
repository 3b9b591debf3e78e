import { specialtyPageCopy as copy } from "~/content/specialties-page";
import type { Specialty } from "~/content/specialty-schema";
import { buttonClass } from "~/ui/button-styles";
import { Container } from "~/ui/container";
import { PageSection } from "~/ui/page-section";
import { SiteLink } from "~/ui/site-link";

export interface SpecialtyLink {
  name: string;
  path: string;
}

/**
 * The questions a clinic of this specialty asks before buying, as plain text (readable without
 * JavaScript, all of it in the HTML), the call to /contato?source={slug} and the other specialties.
 */
export function SpecialtyClosing({ slug, data, others }: { slug: string; data: Specialty; others: readonly SpecialtyLink[] }) {
  return (
    <>
      <PageSection section={copy.faq} className="py-12 sm:py-16">
        <dl className="mt-8 max-w-4xl divide-y divide-line rounded-2xl border border-line bg-white">
          {data.faq.map((item) => (
            <div key={item.question} className="p-5 sm:p-6">
              <dt className="font-semibold text-brand-950">{item.question}</dt>
              <dd className="mt-2 leading-relaxed text-muted">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <section aria-labelledby="especialidade-cta" className="bg-brand-900 py-12 text-white sm:py-16">
        <Container className="flex flex-col items-start gap-6 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="especialidade-cta" className="max-w-2xl text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.cta.title(data.clinicPhrase)}
          </h2>
          <SiteLink to="/contato" source={slug} className={buttonClass("light", "lg", "shrink-0")}>
            {copy.cta.button}
          </SiteLink>
        </Container>
      </section>
      {others.length > 0 ? (
        <nav aria-labelledby={copy.others.id} className="py-10">
          <Container>
            <h2 id={copy.others.id} className="text-lg font-semibold text-brand-950">
              {copy.others.title}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {others.map((other) => (
                <li key={other.path}>
                  <SiteLink
                    to={other.path}
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-500 hover:bg-brand-50"
                  >
                    {other.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </Container>
        </nav>
      ) : null}
    </>
  );
}
