import { useId, type ComponentProps } from "react";
import { ExternalLink } from "~/ui/external-link";
import { countries, DEFAULT_COUNTRY } from "~/content/lead-contract/countries";
import { HONEYPOT_FIELD } from "./spam";
import { DialCodeChevron, DialCodeFace, dialCodeSelectClass } from "./dial-code-face";
import type { LeadErrors, LeadField } from "~/content/lead-contract/fields";
import { textLinkClass } from "~/ui/button-styles";
import * as formStrings from "~/content/ui-strings/lead-form";

const labelClass = "mb-1.5 block text-sm font-semibold text-brand-950";

interface FieldsProps {
  errors: LeadErrors;
  phonePlaceholder: string;
  /** Defaults to the clinic-facing example. */
  emailPlaceholder?: string;
  privacyPolicyUrl: string;
}

/**
 * The form's fields, uncontrolled and named, so the form reads them when it
 * needs them. One element per field: a screen reader hears each once, with its label, and its
 * error as the description.
 */
export function LeadFormFields({
  errors,
  phonePlaceholder,
  emailPlaceholder = formStrings.emailPlaceholder,
  privacyPolicyUrl,
}: FieldsProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const error = (name: LeadField) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const input = (name: LeadField, props: ComponentProps<"input">) => (
    <input
      {...props}
      id={id(name)}
      name={name}
      aria-required
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
      className={props.className ?? "field-input"}
    />
  );
  const textField = (name: LeadField, label: string, props: ComponentProps<"input">) => (
    <div>
      <label htmlFor={id(name)} className={labelClass}>
        {label}
      </label>
      {input(name, props)}
      {error(name)}
    </div>
  );

  return (
    // A little tighter on a phone: the whole send button shows above the cookie banner on a first visit at 375 x 812.
    <div className="mt-5 space-y-4 sm:mt-6 sm:space-y-5">
      {textField("name", formStrings.name, { type: "text", autoComplete: "name", placeholder: formStrings.namePlaceholder })}
      {textField("email", formStrings.email, {
        type: "email",
        inputMode: "email",
        autoComplete: "email",
        autoCapitalize: "none",
        spellCheck: false,
        placeholder: emailPlaceholder,
      })}
      {/* Country and phone on one row from a 360 px screen (a phone's form ends nearer its first screen, decision 786).
          Below sm the closed select shows only the calling code, so the phone field gets the row, and the phone's
          error runs under both, on one line (decision 850). */}
      <div className="grid min-[22.5rem]:grid-cols-[5.5rem_minmax(0,1fr)] min-[22.5rem]:gap-x-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
        <div>
          <label htmlFor={id("country")} className={labelClass}>
            {formStrings.country}
          </label>
          <div className="group relative">
            <select id={id("country")} name="country" defaultValue={DEFAULT_COUNTRY} className={dialCodeSelectClass}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {`${c.dialCode} ${c.name}`}
                </option>
              ))}
            </select>
            <DialCodeFace />
            <DialCodeChevron />
          </div>
        </div>
        <div className="mt-4 min-[22.5rem]:mt-0">
          <label htmlFor={id("phone")} className={labelClass}>
            {formStrings.phone}
          </label>
          {input("phone", { type: "tel", inputMode: "tel", autoComplete: "tel-national", placeholder: phonePlaceholder })}
        </div>
        <div className="col-span-full">{error("phone")}</div>
      </div>
      {/* Honeypot: off screen, out of the tab order and of the accessibility tree; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {formStrings.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {/* Unchecked at start and never restored: consent is given for each send. */}
      <div>
        <div className="flex items-start gap-3">
          {input("terms", { type: "checkbox", className: "mt-0.5 size-5 shrink-0 accent-brand-700" })}
          <label htmlFor={id("terms")} className="text-sm text-ink">
            {formStrings.termsBefore}{" "}
            <ExternalLink href="/termos-de-uso" icon={false} className={textLinkClass}>
              {formStrings.terms}
            </ExternalLink>{" "}
            {formStrings.termsMiddle}{" "}
            <ExternalLink href={privacyPolicyUrl} icon={false} className={textLinkClass}>
              {formStrings.privacyNotice}
            </ExternalLink>
            .
          </label>
        </div>
        {error("terms")}
      </div>
    </div>
  );
}
