import { FaqSection } from "~/features/faq/faq-section";
import { specialtyPageCopy as copy } from "~/content/specialties-page";
import type { Specialty } from "~/content/specialty-schema";
import { buttonClass } from "~/ui/button-styles";
import { ClosingBand } from "~/ui/closing-band";
import { Container } from "~/ui/container";
import { SiteLink } from "~/ui/site-link";

export interface SpecialtyLink {
  name: string;
  path: string;
}

/**
 * The questions a clinic of this specialty asks before buying, all closed (a long first answer open cost a phone
 * screen; the spec's "first open" is the home's FAQ; every answer is in the HTML and opens without JavaScript),
 * the other specialties, and last the call to /contato?source={slug}: the page ends on its call like every other.
 */
export function SpecialtyClosing({ slug, data, others }: { slug: string; data: Specialty; others: readonly SpecialtyLink[] }) {
  return (
    <>
      <FaqSection
        heading={copy.faq}
        idPrefix="faq-especialidade"
        items={data.faq}
        open="none"
        className={others.length > 0 ? "pt-12 sm:pt-16" : "py-12 sm:py-16"}
      />
      {others.length > 0 ? (
        <nav aria-labelledby={copy.others.id} className="pt-10 pb-12 sm:pb-16">
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
      <ClosingBand id="especialidade-cta" title={copy.cta.title(data.clinicPhrase)}>
        <SiteLink to="/contato" source={slug} className={buttonClass("primary", "lg", "shrink-0")}>
          {copy.cta.button}
        </SiteLink>
      </ClosingBand>
    </>
  );
}
