import type { ReactNode } from "react";
import { noShowFields, noShowPage as copy } from "~/content/no-show-calculator";
import { formatCount } from "~/content/number-format";
import type { CarriedRecommendation } from "~/features/plans/calculator-query";
import { cn } from "~/lib/cn";
import { FieldErrorList } from "~/ui/number-field";
import { NoShowCompare } from "./no-show-compare";
import { noShowCost, type ClinicFigures } from "./no-show-cost";
import { carriedHref } from "./no-show-query";
import type { ParsedNoShowValues } from "./no-show-fields";
import { breakEvenRows, costSummary, reais, recommendationText } from "./no-show-text";

const resultTitleId = "calculadora-faltas-resultado";
const breakEvenTitleId = "calculadora-faltas-planos";

interface NoShowResultProps {
  parsed: ParsedNoShowValues;
  /** The figures are the visitor's (typed, or from the URL), not the example. */
  own: boolean;
  recommendation: CarriedRecommendation | undefined;
  /** The page's query once hydrated ("" before), carried on the link to the plan calculator. */
  pageSearch: string;
  /** The site's text-link classes (ui/button-styles), passed down by the page. */
  linkClassName: string;
  /** The call to action, under the answer. */
  children?: ReactNode;
}

/**
 * The answer: the sentence a screen reader hears (no-shows, monthly and yearly loss, said once, as the headline),
 * the bars, the cost of one percentage point, and the plans' break-even table. No tiles repeating the sentence's
 * sums. From xl, beside the fields, it reads in two columns (the answer; the plans' table and
 * the call), so the estimate is about as tall as the fields and no blank column stands under them.
 */
export function NoShowResult({ parsed, own, recommendation, pageSearch, linkClassName, children }: NoShowResultProps) {
  const cost = parsed.ok ? noShowCost(parsed.figures) : undefined;
  return (
    <section
      aria-labelledby={resultTitleId}
      className="min-w-0 rounded-2xl bg-brand-50 p-4 sm:p-6 xl:grid xl:grid-cols-2 xl:grid-rows-[auto_1fr] xl:gap-x-8"
    >
      <div className="min-w-0">
        <h2 id={resultTitleId} className="text-xl font-bold text-brand-950">
          {copy.resultTitle}
        </h2>
        <p className="mt-1 text-sm text-muted" data-testid="no-show-basis">
          {own ? copy.resultOwn : copy.example}
        </p>
        <div
          aria-live="polite"
          aria-atomic="true"
          data-testid="no-show-summary"
          className="mt-4 text-lg leading-snug font-semibold text-brand-950 sm:text-xl"
        >
          {cost ? (
            <p>{costSummary(cost)}</p>
          ) : (
            <>
              <p>{copy.invalid}</p>
              <FieldErrorList fields={noShowFields} errors={parsed.errors} className="mt-1 space-y-1 text-sm font-medium text-red-700" />
            </>
          )}
        </div>
        {cost ? (
          <>
            <NoShowCompare monthlyCents={cost.monthlyCents} recommendation={recommendation} />
            <p className="mt-3 text-sm text-ink" data-testid="no-show-per-point">
              {copy.labels.perPoint}:{" "}
              <strong className="font-bold whitespace-nowrap text-brand-950 tabular-nums">{reais(cost.perPointCents)}</strong>{" "}
              {copy.labels.perPointSuffix}
            </p>
          </>
        ) : null}
      </div>
      <div className="min-w-0 xl:row-span-2">
        {parsed.ok ? (
          <BreakEven figures={parsed.figures} recommendation={recommendation} pageSearch={pageSearch} linkClassName={linkClassName} />
        ) : null}
      </div>
      {/* From xl the call stands under the answer, left, so the two halves end together (the table's half alone was
          taller, and left white under the answer and under the fields). */}
      <div className="min-w-0 xl:col-start-1">{children}</div>
    </section>
  );
}

type BreakEvenProps = Pick<NoShowResultProps, "recommendation" | "pageSearch" | "linkClassName"> & {
  figures: ClinicFigures;
};

/** How many no-shows each plan must avoid to pay for itself, and the plan the plan calculator indicated, if any. */
function BreakEven({ figures, recommendation, pageSearch, linkClassName }: BreakEvenProps) {
  return (
    <>
      <h3 id={breakEvenTitleId} className="mt-6 font-semibold text-brand-950 xl:mt-0">
        {copy.breakEven.title}
      </h3>
      <table aria-labelledby={breakEvenTitleId} className="mt-2 w-full text-left text-sm" data-testid="no-show-break-even">
        <thead className="text-muted">
          <tr>
            {copy.breakEven.columns.map((column, i) => (
              <th key={column} scope="col" className={cn("py-2 font-medium", i > 0 && "px-3 text-center")}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {breakEvenRows(figures).map((row) => (
            <tr
              key={row.plan}
              className={cn("border-t border-line", row.plan === recommendation?.planName && "bg-white")}
              data-recommended={row.plan === recommendation?.planName || undefined}
            >
              <th scope="row" className="py-2 font-semibold text-brand-950">
                {row.plan}
                {row.plan === recommendation?.planName ? (
                  <span className="block text-xs font-medium text-brand-700">{copy.breakEven.recommendedMark}</span>
                ) : null}
              </th>
              <td className="px-3 py-2 text-center whitespace-nowrap">{reais(row.priceCents)}</td>
              <td className="px-3 py-2 text-center tabular-nums">
                <strong className="text-brand-950">{formatCount(row.avoid)}</strong>
                {row.moreThanToday ? <span className="block text-xs text-muted">{copy.breakEven.moreThanToday}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs leading-relaxed text-muted">{copy.breakEven.note}</p>
      <p className="mt-4 text-sm text-ink" data-testid="no-show-recommendation">
        {recommendation ? (
          recommendationText(recommendation, figures.priceCents)
        ) : (
          <>
            {copy.breakEven.noRecommendation}{" "}
            <a href={carriedHref("/planos-precos", "#calculadora", pageSearch)} className={linkClassName}>
              {copy.breakEven.plansLink}
            </a>
            .
          </>
        )}
      </p>
    </>
  );
}
