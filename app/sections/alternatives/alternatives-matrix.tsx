import { alternatives, type AlternativeId, comparisonCaption, comparisonRows, toneLegend } from "~/content/alternatives";
import { alternativesStrings } from "~/content/ui-strings/page-parts";
import { DisclosureChevron } from "~/ui/disclosure-chevron";
import { Answer, keepPrices, toneColour, toneIcons } from "./answer";

const columns = "grid grid-cols-5";
// The product's column, tinted as in the table.
const own = (id: AlternativeId) => (id === "atendra" ? "bg-brand-50" : "");

/**
 * The comparison on a phone (below md, where the table is not drawn): one compact
 * matrix, the six points down and the five alternatives across as short labels that stay in view under the
 * site header, each answer an icon (the key above says what each means; a screen reader hears the
 * alternative's full name and its answer in words). The price row shows its words. Each point opens its
 * five answers in full under a native "Ver detalhes" (no script): every fact of the table is there.
 * The page's word count skips it, since it repeats the table (piece-sources.ts).
 */
export function AlternativesMatrix() {
  return (
    <section aria-labelledby="comparacao-celular" className="mb-10 text-sm md:hidden" data-alternatives-matrix="">
      <h3 id="comparacao-celular" className="text-base font-semibold text-brand-950">
        {comparisonCaption}
      </h3>
      <ul aria-label={alternativesStrings.legend} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-muted">
        {toneLegend.map(({ tone, label }) => {
          const Icon = toneIcons[tone]!;
          return (
            <li key={tone} className="flex items-center gap-1.5">
              <Icon aria-hidden="true" className={`size-4 ${toneColour[tone]}`} />
              {label}
            </li>
          );
        })}
      </ul>
      {/* The column labels, once, sticky under the site header while the points scroll by; each cell names its column to screen readers. */}
      <div
        aria-hidden="true"
        className={`${columns} sticky top-16 z-10 mt-4 border-b-2 border-brand-200 bg-white text-center text-xs leading-tight font-semibold text-brand-950`}
      >
        {alternatives.map((alternative) => (
          <span key={alternative.id} className={`px-0.5 py-2 ${own(alternative.id)}`}>
            {alternative.short}
          </span>
        ))}
      </div>
      <ul>
        {comparisonRows.map((row) => (
          <li key={row.id} className="border-b border-line pt-3">
            <h4 className="font-bold text-brand-950">{row.label}</h4>
            <ul className={`${columns} mt-2`}>
              {alternatives.map((alternative) => {
                const cell = row.cells[alternative.id];
                const Icon = toneIcons[cell.tone];
                return (
                  <li
                    key={alternative.id}
                    className={`flex min-h-9 items-center justify-center px-0.5 py-1.5 text-center ${own(alternative.id)}`}
                  >
                    {Icon ? (
                      <Icon aria-hidden="true" className={`size-5 ${toneColour[cell.tone]}`} />
                    ) : (
                      <span aria-hidden="true" className="text-xs leading-tight font-semibold text-brand-950">
                        {keepPrices(cell.answer)}
                      </span>
                    )}
                    <span className="sr-only">
                      {alternative.name}: {cell.answer}
                    </span>
                  </li>
                );
              })}
            </ul>
            <details className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
                {alternativesStrings.details}
                <span className="sr-only">: {row.label}</span>
                <DisclosureChevron />
              </summary>
              <dl className="pb-2">
                {alternatives.map((alternative) => (
                  <div key={alternative.id} className="border-t border-line py-3">
                    <dt className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{alternative.name}</dt>
                    <dd>
                      <Answer cell={row.cells[alternative.id]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
