import { alternatives, type AlternativeId, comparisonCaption, comparisonRows, toneLegend } from "~/content/alternatives";
import { alternativesStrings } from "~/content/ui-strings/page-parts";
import { Answer, keepPrices, toneColour, toneIcons } from "./answer";
import { MatrixViewSwitch } from "./matrix-view-switch";

const columns = "grid grid-cols-5";
// From md the points get a column of their own, left of the five answers.
const pointColumn = "md:grid md:grid-cols-[10rem_minmax(0,1fr)] md:gap-x-4 lg:grid-cols-[12rem_minmax(0,1fr)]";
// The product's column, tinted so it is found at a glance (the words stay the same as the others').
const own = (id: AlternativeId) => (id === "atendra" ? "bg-brand-50" : "");

/** One point's five answers in full, each under its alternative's name: every fact of the comparison. */
function PointDetails({ row }: { row: (typeof comparisonRows)[number] }) {
  return (
    <dl className="pb-2 md:grid md:grid-cols-2 md:gap-x-6">
      {alternatives.map((alternative) => (
        <div key={alternative.id} className="border-t border-line py-3">
          <dt className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{alternative.name}</dt>
          <dd>
            <Answer cell={row.cells[alternative.id]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Atendra e as alternativas" side by side, at every width: one compact matrix rendered at build (no
 * script), the six points down and the five alternatives across, their labels in view under the site header
 * (and the phone's contents bar) while the points scroll by (one word each below lg, the full names from lg). Each answer is a ✓ / – / ✗
 * icon (the key above says what each means), with its short words beside it from md; the price row shows
 * its words at every width. A screen reader hears each cell's alternative by its full name and its answer
 * in words, never an icon alone. One switch above the matrix opens every point's five answers in full under
 * its row (six links, one per point, made the reader open them one by one): every fact is on the page, and
 * the summary stays about a screen (a table of the full texts ran ~14 lines a row at 1280 px and ~4,000 px as
 * stacked cards on a phone).
 */
export function AlternativesMatrix() {
  return (
    <section aria-labelledby="comparacao" className="group/matrix mb-10 text-sm" data-alternatives-matrix="">
      <h3 id="comparacao" className="text-base font-semibold text-brand-950 sm:text-lg">
        {comparisonCaption}
      </h3>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <ul aria-label={alternativesStrings.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
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
        <MatrixViewSwitch />
      </div>
      {/* The column labels, once, sticky under the site header while the points scroll by; each cell names its column to screen readers.
          Below lg a page with contents has their 50 px bar stuck under the 64 px header (app/ui/table-of-contents): the labels stick
          under both, or the bar covers them and the rows become bare icons. No scroll box around the matrix, so they stick to the page. */}
      <div
        aria-hidden="true"
        data-matrix-columns=""
        className={`sticky top-16 z-10 mt-4 border-b-2 border-brand-200 bg-white text-xs leading-tight font-semibold text-brand-950 max-lg:[html:has([data-toc-folded])_&]:top-[7.125rem] ${pointColumn}`}
      >
        <span className="hidden md:block" />
        <span className={`${columns} text-center`}>
          {alternatives.map((alternative) => (
            <span key={alternative.id} className={`flex items-end justify-center px-0.5 py-2 lg:px-1.5 ${own(alternative.id)}`}>
              <span className="lg:hidden">{alternative.short}</span>
              <span className="hidden lg:inline">{alternative.name}</span>
            </span>
          ))}
        </span>
      </div>
      <ul>
        {comparisonRows.map((row) => (
          // From md the point's name sits beside its answers; the details, when asked for, take the row's whole width.
          <li key={row.id} className={`border-b border-line pt-3 pb-1 md:pt-0 md:pb-0 ${pointColumn}`}>
            <h4 className="font-bold text-brand-950 md:col-start-1 md:row-start-1 md:pt-2.5">{row.label}</h4>
            <ul className={`${columns} mt-2 md:col-start-2 md:row-start-1 md:mt-0`}>
              {alternatives.map((alternative) => {
                const cell = row.cells[alternative.id];
                const Icon = toneIcons[cell.tone];
                return (
                  <li
                    key={alternative.id}
                    className={`flex min-h-9 items-center justify-center gap-1 px-0.5 py-1.5 text-center md:min-h-12 md:flex-col md:gap-0.5 lg:px-1.5 ${own(alternative.id)}`}
                  >
                    {Icon ? <Icon aria-hidden="true" className={`size-5 shrink-0 md:size-4 ${toneColour[cell.tone]}`} /> : null}
                    <span
                      aria-hidden="true"
                      className={`${Icon ? "hidden md:inline" : ""} text-xs leading-tight font-semibold text-brand-950`}
                    >
                      {keepPrices(cell.answer)}
                    </span>
                    <span className="sr-only">
                      {alternative.name}: {cell.answer}
                    </span>
                  </li>
                );
              })}
            </ul>
            <div data-point-details="" className="mt-2 hidden group-has-[[data-show-details]:checked]/matrix:block md:col-span-2 md:mt-0">
              <PointDetails row={row} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** For the reading time: each point and its five answers once (the matrix's icons, labels and screen-reader words repeat them). */
export function CountedComparison() {
  return comparisonRows.map((row) => (
    <section key={row.id}>
      <h4>{row.label}</h4>
      <PointDetails row={row} />
    </section>
  ));
}
