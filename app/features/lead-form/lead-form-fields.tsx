import { useId } from "react";
import { cn } from "~/lib/cn";
import { ExternalLink } from "~/ui/external-link";
import { countries, DEFAULT_COUNTRY } from "./countries";
import { HONEYPOT_FIELD } from "./spam";
import type { LeadErrors, LeadField } from "./validation";

const inputClass = (invalid: boolean) =>
  cn(
    "block min-h-12 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink shadow-xs placeholder:text-slate-500",
    "focus:outline-3 focus:outline-offset-0 focus:outline-brand-200",
    invalid ? "border-red-600" : "border-slate-400 focus:border-brand-600",
  );
const linkClass = "font-medium text-brand-700 underline underline-offset-2";

interface FieldsProps {
  errors: LeadErrors;
  phonePlaceholder: string;
  privacyPolicyUrl: string;
}

/**
 * The form's fields (spec section 2), uncontrolled and named, so the form reads them on submit.
 * An error makes its input invalid and becomes its description; the country is a native select.
 */
export function LeadFormFields({ errors, phonePlaceholder, privacyPolicyUrl }: FieldsProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  // Props of an input: its id, name, and its error as description.
  const input = (name: LeadField) => ({
    id: id(name),
    name,
    "aria-required": true,
    ...(errors[name] ? { "aria-invalid": true, "aria-describedby": id(`${name}-error`) } : {}),
  });
  const error = (name: LeadField) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className="mt-1.5 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const label = (name: string, text: string) => (
    <label htmlFor={id(name)} className="mb-1.5 block text-sm font-semibold text-brand-950">
      {text}
    </label>
  );

  return (
    <div className="mt-6 space-y-5">
      <div>
        {label("name", "Nome completo")}
        <input {...input("name")} type="text" autoComplete="name" placeholder="Ex.: Ana Lúcia Araújo" className={inputClass(!!errors.name)} />
        {error("name")}
      </div>
      <div>
        {label("email", "E-mail")}
        <input
          {...input("email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="voce@suaclinica.com.br"
          className={inputClass(!!errors.email)}
        />
        {error("email")}
      </div>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)] sm:gap-3">
        <div>
          {label("country", "País")}
          <select id={id("country")} name="country" defaultValue={DEFAULT_COUNTRY} className={inputClass(false)}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.dialCode})
              </option>
            ))}
          </select>
        </div>
        <div>
          {label("phone", "Telefone (WhatsApp)")}
          <input {...input("phone")} type="tel" inputMode="tel" autoComplete="tel-national" placeholder={phonePlaceholder} className={inputClass(!!errors.phone)} />
          {error("phone")}
        </div>
      </div>
      {/* Honeypot: off screen, out of the tab order and of the accessibility tree; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Deixe este campo em branco
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {/* Unchecked at start and never restored; both documents open in a new tab. */}
      <div>
        <div className="flex items-start gap-3">
          <input {...input("terms")} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" />
          <label htmlFor={id("terms")} className="text-sm text-ink">
            Li e aceito os{" "}
            <ExternalLink href="/termos-de-uso" icon={false} className={linkClass}>
              Termos de uso
            </ExternalLink>{" "}
            e o{" "}
            <ExternalLink href={privacyPolicyUrl} icon={false} className={linkClass}>
              Aviso de privacidade
            </ExternalLink>
            .
          </label>
        </div>
        {error("terms")}
      </div>
    </div>
  );
}
