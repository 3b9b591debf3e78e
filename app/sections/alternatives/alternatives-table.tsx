import { alternatives, type AlternativeId, comparisonCaption, comparisonRows } from "~/content/alternatives";
import { alternativesStrings } from "~/content/ui-strings/page-parts";
import { Answer } from "./answer";

// The product's own column, tinted so it is found at a glance (the words stay the same as the others').
const own = (id: AlternativeId) => (id === "atendra" ? "lg:bg-brand-50" : "");

/**
 * "Atendra e as alternativas": one table, rendered at build (no script), that never scrolls sideways.
 * Below md the phone's matrix (alternatives-matrix.tsx) stands in for it and the table is not drawn (six
 * stacked cards were ~4,000 px). From md to lg each row (one point of comparison) is a card listing the five alternatives, each answer
 * under its column's name. From lg up each row is a band with the point of comparison across the
 * top and the five answers side by side under the column headers, which stay in view (sticky under
 * the site header) while the table scrolls past. The card labels are aria-hidden: a screen reader
 * hears the real column headers (kept in the table, visually hidden on a phone) once. The explicit
 * roles keep it a table for screen readers although CSS changes its display (Safari drops table
 * semantics from restyled table elements without them).
 */
export function AlternativesTable() {
  return (
    <table role="table" className="mb-10 hidden w-full text-sm md:block">
      <caption className="mb-4 block text-left text-base font-semibold text-brand-950 sm:text-lg">{comparisonCaption}</caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:sticky lg:top-16 lg:z-10 lg:block">
        <tr role="row" className="lg:grid lg:grid-cols-5 lg:border-b-2 lg:border-brand-200 lg:bg-white">
          <th role="columnheader" scope="col" className="lg:sr-only">
            {alternativesStrings.point}
          </th>
          {alternatives.map((alternative) => (
            <th
              key={alternative.id}
              role="columnheader"
              scope="col"
              className={`px-3 py-3 text-left align-bottom font-semibold text-brand-950 ${own(alternative.id)}`}
            >
              {alternative.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-4 lg:space-y-0">
        {comparisonRows.map((row) => (
          <tr
            key={row.id}
            role="row"
            className="block rounded-2xl border border-line bg-white px-4 py-3 lg:grid lg:grid-cols-5 lg:rounded-none lg:border-0 lg:border-b lg:p-0"
          >
            <th
              role="rowheader"
              scope="row"
              className="block pt-1 pb-2 text-left text-base font-bold text-brand-950 lg:col-span-5 lg:bg-surface lg:px-3 lg:py-2 lg:text-sm"
            >
              {row.label}
            </th>
            {alternatives.map((alternative) => (
              <td
                key={alternative.id}
                role="cell"
                className={`block border-t border-line py-3 lg:border-t-0 lg:px-3 ${own(alternative.id)}`}
              >
                <span aria-hidden="true" className="mb-1 block text-xs font-semibold tracking-wide text-muted uppercase lg:hidden">
                  {alternative.name}
                </span>
                <Answer cell={row.cells[alternative.id]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
