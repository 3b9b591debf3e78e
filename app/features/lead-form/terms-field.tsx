import { ExternalLink } from "~/ui/external-link";
import { describedBy, FieldError, type fieldIds } from "./form-field";
import type { InputBinding } from "./lead-form-view";

interface TermsFieldProps {
  ids: ReturnType<typeof fieldIds>;
  bind: InputBinding;
  error: string | undefined;
  privacyPolicyUrl: string;
}

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

/** Unchecked at start. Both documents open in a new tab. */
export function TermsField({ ids, bind, error, privacyPolicyUrl }: TermsFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={ids.input}
          type="checkbox"
          aria-required="true"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...describedBy(ids, error)}
          {...bind}
        />
        <label htmlFor={ids.input} className="text-sm text-ink">
          Li e aceito os{" "}
          <ExternalLink href="/termos-de-uso" icon={false} className={linkClass}>
            Termos de Uso
          </ExternalLink>{" "}
          e o{" "}
          <ExternalLink href={privacyPolicyUrl} icon={false} className={linkClass}>
            Aviso de Privacidade
          </ExternalLink>
          .
        </label>
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
