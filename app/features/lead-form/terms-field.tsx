import type { UseFormReturn } from "react-hook-form";
import { ExternalLink } from "~/ui/external-link";
import { describedBy, FieldError, type fieldIds } from "./form-field";
import type { LeadFormInput, LeadFormValues } from "./schema";

interface TermsFieldProps {
  form: UseFormReturn<LeadFormInput, unknown, LeadFormValues>;
  ids: ReturnType<typeof fieldIds>;
  privacyPolicyUrl: string;
}

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

/** Unchecked at start; checking it clears its error (spec section 4). Both documents open in a new tab. */
export function TermsField({ form, ids, privacyPolicyUrl }: TermsFieldProps) {
  const error = form.formState.errors.terms?.message;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={ids.input}
          type="checkbox"
          aria-required="true"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...describedBy(ids, error)}
          {...form.register("terms", {
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) form.clearErrors("terms");
            },
          })}
        />
        <label htmlFor={ids.input} className="text-sm text-ink">
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
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
