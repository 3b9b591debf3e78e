import { site } from "~/site";
import { textLinkClass } from "~/ui/button-styles";

const { company } = site;

/** The controller's full identification, from site.ts, closing each legal text (docs/decisions/120). */
export function CompanyIdentification() {
  const rows = [
    { term: "Razão social", detail: company.name },
    { term: "CNPJ", detail: company.cnpj },
    {
      term: "Endereço",
      detail: `${company.streetAddress}, ${company.city}/${company.state}, CEP ${company.postalCode}`,
    },
    {
      term: "Encarregado pelo tratamento de dados pessoais",
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
        Dados da empresa
      </h2>
      <p className="mt-1 text-sm text-muted">
        A {site.productName} é oferecida pela empresa abaixo, controladora dos dados pessoais tratados no site e no cadastro de clientes.
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
