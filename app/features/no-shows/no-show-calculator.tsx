import { ArrowRight } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { noShowFields, noShowPage as copy, type NoShowFieldName } from "~/content/no-show-calculator";
import { recommendationFromSearch } from "~/features/plans/calculator-query";
import { defaultNoShowValues, parseNoShowValues, type NoShowValues } from "./no-show-fields";
import { contactHref, noShowSearch, readNoShowQuery } from "./no-show-query";
import { noShowCost } from "./no-show-cost";
import { NoShowResult } from "./no-show-result";
import { lostPerMonthSummary } from "./no-show-text";
import { PinnedSummary } from "~/ui/pinned-summary";
import { NumberField } from "~/ui/number-field";

const inputId = (name: NoShowFieldName) => `faltas-${name}`;
const fieldsTitleId = "calculadora-faltas-campos";

/**
 * The no-show calculator island (`client:afterpaint`, docs/decisions/201). The prerendered HTML shows
 * the example's answer; once hydrated, the URL's values (and anything typed before) replace the example,
 * and every change is written back to the URL with history.replaceState, so the address can be shared.
 * The button and link classes come from the page (ui/button-styles): imported here, that module would
 * leave the chunk it shares with the lead form and cost /contato and /integracao one more request.
 */
export function NoShowCalculator({ ctaClassName, linkClassName }: { ctaClassName: string; linkClassName: string }) {
  const [values, setValues] = useState<NoShowValues>(defaultNoShowValues);
  // False while the figures are the example: then nothing goes into the URL or to sales.
  const [own, setOwn] = useState(false);
  // The page's query as loaded; "" in the prerendered HTML, so hydration matches it.
  const [pageSearch, setPageSearch] = useState("");
  const inputs = useRef<Partial<Record<NoShowFieldName, HTMLInputElement | null>>>({});
  const parsed = useMemo(() => parseNoShowValues(values), [values]);
  const recommendation = useMemo(() => recommendationFromSearch(pageSearch), [pageSearch]);

  // Once, on hydration: the URL's values, then whatever was typed before the island woke up.
  useEffect(() => {
    const typed: Partial<NoShowValues> = {};
    for (const field of noShowFields) {
      const input = inputs.current[field.name];
      if (input && input.value !== field.defaultValue) typed[field.name] = input.value;
    }
    const carried = { ...readNoShowQuery(window.location.search), ...typed };
    setPageSearch(window.location.search);
    if (Object.keys(carried).length > 0) {
      setValues({ ...defaultNoShowValues, ...carried });
      setOwn(true);
    }
  }, []);

  useEffect(() => {
    if (!own) return;
    const next = noShowSearch(window.location.search, values);
    if (next !== window.location.search)
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${next}${window.location.hash}`);
  }, [own, values]);

  const setField = (name: NoShowFieldName, raw: string) => {
    setValues((v) => ({ ...v, [name]: raw }));
    setOwn(true);
  };

  return (
    <div className="grid gap-8 rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-12">
      <form
        className="grid min-w-0 content-start gap-5 lg:sticky lg:top-24 lg:self-start"
        aria-labelledby={fieldsTitleId}
        onSubmit={(e) => e.preventDefault()}
        noValidate
      >
        <PinnedSummary summary={lostPerMonthSummary(parsed.ok ? noShowCost(parsed.figures) : undefined)} testId="no-show-pinned" />
        <h2 id={fieldsTitleId} className="text-xl font-bold text-brand-950">
          {copy.fieldsTitle}
        </h2>
        {noShowFields.map((field) => (
          <NumberField
            key={field.name}
            id={inputId(field.name)}
            label={field.label}
            hint={"hint" in field ? field.hint : undefined}
            error={parsed.errors[field.name]}
            labelClassName="block text-sm font-semibold text-brand-950"
            inputClassName="field-input scroll-mt-14 lg:scroll-mt-0"
            boxClassName="mt-1.5"
            unit={"unit" in field ? field.unit : undefined}
            inputRef={(el) => {
              inputs.current[field.name] = el;
            }}
            input={{
              name: field.param,
              type: "text",
              inputMode: field.decimals === 0 ? "numeric" : "decimal",
              autoComplete: "off",
              maxLength: 24,
              value: values[field.name],
              onChange: (e) => setField(field.name, e.currentTarget.value),
            }}
          />
        ))}
      </form>
      <NoShowResult parsed={parsed} own={own} recommendation={recommendation} pageSearch={pageSearch} linkClassName={linkClassName}>
        <a href={contactHref(pageSearch, values, own, copy.source)} className={ctaClassName} data-testid="no-show-cta">
          {copy.cta}
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
        {own && parsed.ok ? <p className="mt-2 text-sm text-muted">{copy.ctaCarries}</p> : null}
      </NoShowResult>
    </div>
  );
}
