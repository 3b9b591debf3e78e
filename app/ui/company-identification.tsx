import { site } from "~/site";
import { textLinkClass } from "~/ui/button-styles";
import { companyStrings } from "~/content/ui-strings/page-parts";

const { company } = site;

/** The controller's full identification, from site.ts, closing each legal text (docs/decisions/120). */
export function CompanyIdentification() {
  const rows = [
    { term: companyStrings.legalName, detail: company.name },
    { term: companyStrings.cnpj, detail: company.cnpj },
    {
      term: companyStrings.address,
      detail: `${company.streetAddress}, ${company.city}/${company.state}${companyStrings.postalCode}${company.postalCode}`,
    },
    {
      term: companyStrings.dpo,
      detail: (
        <>
          {company.dpoName},{" "}
          <a href={`mailto:${company.privacyEmail}`} className={textLinkClass}>
            {company.privacyEmail}
          </a>
        </>
      ),
    },
  ];
  return (
    <section
      aria-labelledby="identificacao-da-empresa"
      data-testid="company-identification"
      className="mt-10 max-w-[68ch] rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="identificacao-da-empresa" className="text-lg font-bold text-brand-950">
        {companyStrings.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {companyStrings.introBefore}
        {site.productName}
        {companyStrings.introAfter}
      </p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-4">
        {rows.map(({ term, detail }) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-brand-950">{term}</dt>
            <dd className="-mt-2 text-ink [overflow-wrap:anywhere] sm:mt-0">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
