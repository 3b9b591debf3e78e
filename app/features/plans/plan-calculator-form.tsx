import { useEffect, useMemo, useRef, useState } from "react";
import { noShowCalculatorLinks, noShowPath } from "~/content/no-show-links";
import { buttonClass, textLinkClass } from "~/ui/button-styles";
import { ExternalLink } from "~/ui/external-link";
import { FieldErrorList, NumberField } from "~/ui/number-field";
import { calculatorFields, defaultFieldValues, MAX_FIELD_VALUE, type FieldName } from "./calculator-fields";
import { needsHref } from "./calculator-query";
import { signupUrl } from "./format";
import { choosePlan, markRecommendedCard } from "./plan-choice";
import { PinnedSummary } from "~/ui/pinned-summary";
import { needsText, quoteBreakdown, quoteSummary, quoteTotal } from "./quote-text";
import * as planPriceStrings from "~/content/ui-strings/plan-price";

const inputId = (name: FieldName) => `calculadora-${name}`;

/**
 * The plan calculator island (`client:afterpaint`): three number fields and the recommended plan
 * with its monthly total, updated as the visitor types; the plan grid above marks the same plan.
 * The prerendered HTML already shows the answer for the default values.
 */
export function PlanCalculator({ signupBase }: { signupBase: string }) {
  const [state, setState] = useState({ values: defaultFieldValues, badInput: {} as Partial<Record<FieldName, boolean>> });
  const { values, parsed, quote } = useMemo(() => choosePlan(state.values, state.badInput), [state]);
  const setField = (name: FieldName, raw: string, badInput = false) =>
    setState((s) => ({ values: { ...s.values, [name]: raw }, badInput: { ...s.badInput, [name]: badInput } }));
  const needs = parsed.ok ? parsed.needs : undefined;
  const breakdown = quote ? quoteBreakdown(quote) : null;
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const recommended = quote?.plan.name;
  // The page's query (UTM tags...), read after hydration so the first render matches the HTML.
  const [pageSearch, setPageSearch] = useState("");
  useEffect(() => setPageSearch(window.location.search), []);

  // The grid is static HTML outside this island: its mark follows the answer.
  useEffect(() => markRecommendedCard(recommended), [recommended]);

  // The island wakes as it nears the viewport: take over whatever was typed before it did.
  useEffect(() => {
    for (const field of calculatorFields) {
      const input = inputs.current[field.name];
      if (input && (input.value !== String(field.defaultValue) || input.validity.badInput)) {
        setField(field.name, input.value, input.validity.badInput);
      }
    }
    // Once, on hydration; later edits arrive through onChange.
  }, []);

  return (
    // The phone's sales bar keeps off the calculator (data-sticky-bar-avoid), as it does off a form: with the
    // keyboard open it would cover the field being typed in.
    <div
      className="grid gap-8 rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12"
      data-sticky-bar-avoid=""
    >
      <div className="grid min-w-0 content-start gap-5 sm:grid-cols-3 lg:grid-cols-1">
        <PinnedSummary summary={quoteSummary(quote)} className="sm:col-span-3" testId="calculator-pinned" />
        {calculatorFields.map((field) => (
          <NumberField
            key={field.name}
            id={inputId(field.name)}
            label={field.label}
            error={parsed.errors[field.name]}
            labelClassName="mb-1.5 block text-sm font-semibold text-brand-950"
            inputClassName="field-input scroll-mt-14 lg:scroll-mt-0"
            inputRef={(el) => {
              inputs.current[field.name] = el;
            }}
            input={{
              name: field.name,
              type: "number",
              inputMode: "numeric",
              min: field.min,
              max: MAX_FIELD_VALUE,
              step: 1,
              value: values[field.name],
              onChange: (e) => setField(field.name, e.currentTarget.value, e.currentTarget.validity.badInput),
            }}
          />
        ))}
      </div>
      <div className="flex flex-col rounded-2xl bg-brand-50 p-6">
        <div aria-live="polite" aria-atomic="true" data-testid="calculator-result">
          {quote && needs ? (
            <>
              <p className="text-sm text-muted">{needsText(needs)}:</p>
              <p className="mt-3 text-lg text-brand-950">
                {planPriceStrings.recommendedPlan}
                <strong className="font-bold">{quote.plan.name}</strong>
              </p>
              <p className="mt-1 text-brand-950" data-testid="calculator-total">
                <span className="text-4xl font-extrabold tracking-tight">{quoteTotal(quote)}</span>
                <span className="text-base font-medium text-muted">{planPriceStrings.perMonth}</span>
              </p>
              {breakdown ? (
                <p className="mt-3 text-sm leading-relaxed text-ink" data-testid="calculator-breakdown">
                  {breakdown}
                </p>
              ) : null}
            </>
          ) : (
            <FieldErrorList fields={calculatorFields} errors={parsed.errors} className="space-y-1 text-sm font-medium text-red-700" />
          )}
        </div>
        {quote ? (
          <ExternalLink
            href={signupUrl(signupBase, quote.plan.name)}
            className={buttonClass("primary", "md", "mt-6 w-full")}
            data-testid="calculator-signup"
          >
            {planPriceStrings.signup}
            <span className="sr-only">
              {planPriceStrings.signupPlan}
              {quote.plan.name}
            </span>
          </ExternalLink>
        ) : null}
        {quote && needs ? (
          <p className="mt-4 text-sm text-ink">
            {noShowCalculatorLinks.plans.question}{" "}
            {/* Carries the three values: the no-show calculator names this plan and what it must avoid (docs/decisions/201). */}
            <a href={needsHref(noShowPath, needs, pageSearch)} className={textLinkClass} data-testid="calculator-no-shows">
              {noShowCalculatorLinks.plans.link}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
