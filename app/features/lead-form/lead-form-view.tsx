import { LoaderCircle, Send } from "lucide-react";
import { useId, type FormEventHandler, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { describedBy, Field, fieldIds, inputClass } from "./form-field";
import { PhoneFields } from "./phone-fields";
import { HONEYPOT_FIELD } from "./spam";
import { TermsField } from "./terms-field";

export const SUBMIT_ERROR_MESSAGE = "Erro ao enviar formulário. Tente novamente.";

/** What the page passes to a lead form (spec section 2, "Lead form"). */
export interface LeadFormContent {
  formTitle: string;
  privacyPolicyUrl: string;
  /** Line under the title. */
  intro?: ReactNode;
  submitLabel?: string;
}

export type InputBinding = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
export type SelectBinding = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** Props each field's element receives: plain names on the static form, react-hook-form's on the live one. */
export interface LeadFormBindings {
  name: InputBinding;
  email: InputBinding;
  country: SelectBinding;
  phone: InputBinding;
  terms: InputBinding;
}

export type LeadFormErrors = Partial<Record<"name" | "email" | "phone" | "terms", string>>;

export function useLeadFormIds() {
  const uid = useId();
  return {
    title: `${uid}-title`,
    name: fieldIds(`${uid}-name`),
    email: fieldIds(`${uid}-email`),
    country: fieldIds(`${uid}-country`),
    phone: fieldIds(`${uid}-phone`),
    terms: fieldIds(`${uid}-terms`),
  };
}

export type LeadFormIds = ReturnType<typeof useLeadFormIds>;

interface LeadFormViewProps {
  content: LeadFormContent;
  ids: LeadFormIds;
  bind: LeadFormBindings;
  errors: LeadFormErrors;
  phonePlaceholder: string;
  formRef?: Ref<HTMLFormElement>;
  honeypotRef?: Ref<HTMLInputElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  disabled: boolean;
  sending: boolean;
  failed: boolean;
  /** Announce the failure line itself (the live form announces through its toast instead). */
  failureAlert?: boolean;
}

/**
 * The lead form's markup, shared by the static form the page starts with and the live form
 * that replaces it on the visitor's first intent, so the swap changes nothing on screen.
 */
export function LeadFormView({ content, ids, bind, errors, phonePlaceholder, formRef, honeypotRef, onSubmit, disabled, sending, failed, failureAlert = false }: LeadFormViewProps) {
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby={ids.title}
      onSubmit={onSubmit}
      className="rounded-2xl border border-line bg-white p-5 shadow-lg sm:p-8"
    >
      <h2 id={ids.title} className="text-xl font-bold tracking-tight text-brand-950 sm:text-2xl">
        {content.formTitle}
      </h2>
      {content.intro ? <div className="mt-2 text-sm text-muted">{content.intro}</div> : null}

      <div className="mt-6 space-y-5">
        <Field ids={ids.name} label="Nome completo" error={errors.name}>
          <input
            id={ids.name.input}
            type="text"
            autoComplete="name"
            aria-required="true"
            placeholder="Ex.: Ana Lúcia Araújo"
            className={inputClass(Boolean(errors.name))}
            {...describedBy(ids.name, errors.name)}
            {...bind.name}
          />
        </Field>

        <Field ids={ids.email} label="E-mail" error={errors.email}>
          <input
            id={ids.email.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            placeholder="voce@suaclinica.com.br"
            className={inputClass(Boolean(errors.email))}
            {...describedBy(ids.email, errors.email)}
            {...bind.email}
          />
        </Field>

        <PhoneFields ids={{ country: ids.country, phone: ids.phone }} bind={bind} error={errors.phone} placeholder={phonePlaceholder} />

        {/* Honeypot: off screen, out of the tab order and of the accessibility tree. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Deixe este campo em branco
            <input ref={honeypotRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <TermsField ids={ids.terms} bind={bind.terms} error={errors.terms} privacyPolicyUrl={content.privacyPolicyUrl} />
      </div>

      <button type="submit" disabled={disabled || sending} className={buttonClass("primary", "lg", "mt-6 w-full")}>
        {sending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
        {sending ? "Enviando..." : (content.submitLabel ?? "Enviar")}
      </button>
      {failed && !sending ? (
        <p role={failureAlert ? "alert" : undefined} className="mt-3 text-center text-sm font-medium text-red-700">
          {SUBMIT_ERROR_MESSAGE}
          {failureAlert ? (
            // The form's code did not arrive (offline, or a new release replaced it); browsers may
            // not fetch a failed module again, so the e-mail is the sure way through.
            <>
              {" "}
              Se o problema continuar, escreva para <EmailLink />.
            </>
          ) : null}
        </p>
      ) : null}
      <noscript>
        <p className="mt-3 text-center text-sm text-muted">
          Para enviar o formulário, ative o JavaScript ou escreva para <EmailLink />.
        </p>
      </noscript>
    </form>
  );
}

function EmailLink() {
  return (
    <a href={`mailto:${site.company.email}`} className="font-medium text-brand-700 underline">
      {site.company.email}
    </a>
  );
}
