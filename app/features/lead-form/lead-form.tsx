import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "lucide-react";
import { useId, useRef, type FormEvent, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { site } from "~/site";
import { buttonClass } from "~/ui/button-styles";
import { DEFAULT_COUNTRY } from "./countries";
import { describedBy, Field, fieldIds, inputClass } from "./form-field";
import { PhoneFields } from "./phone-fields";
import { defaultLeadFormValues, leadFormSchema, type LeadFormInput, type LeadFormValues } from "./schema";
import { HONEYPOT_FIELD } from "./spam";
import type { SubmitLead } from "./submission";
import { TermsField } from "./terms-field";
import { SUBMIT_ERROR_MESSAGE, useLeadSubmit } from "./use-lead-submit";
import { LeadFormProviders } from "./lead-form-providers";

export interface LeadFormProps {
  automationId: string;
  formTitle: string;
  /** Where the visitor goes after a successful submission (internal path or absolute URL). */
  redirectTo: string;
  onSubmit: SubmitLead;
  privacyPolicyUrl: string;
  messageToSend: string;
  /** Line under the title. */
  intro?: ReactNode;
  submitLabel?: string;
}

const resolver = zodResolver(leadFormSchema);

export function LeadForm(props: LeadFormProps) {
  return (
    <LeadFormProviders>
      <LeadFormBody {...props} />
    </LeadFormProviders>
  );
}

function LeadFormBody(props: LeadFormProps) {
  const uid = useId();
  const ids = {
    title: `${uid}-title`,
    name: fieldIds(`${uid}-name`),
    email: fieldIds(`${uid}-email`),
    country: fieldIds(`${uid}-country`),
    phone: fieldIds(`${uid}-phone`),
    terms: fieldIds(`${uid}-terms`),
  };
  const honeypotRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const { ready, submit, status } = useLeadSubmit(props);

  const form = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver,
    defaultValues: defaultLeadFormValues(DEFAULT_COUNTRY),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const sending = formState.isSubmitting || status === "submitting";

  // One submission at a time: a double click or a second Enter while validating or
  // sending is ignored (the button is disabled too, but only after React re-renders).
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || !ready) return;
    busy.current = true;
    let leaving = false;
    void form
      .handleSubmit(async (values) => {
        leaving = await submit(values, honeypotRef.current?.value ?? "");
      })(event)
      .finally(() => {
        // After success the page is changing; stay locked so nothing is sent twice.
        if (!leaving) busy.current = false;
      });
  };

  return (
    <form
      method="post"
      noValidate
      aria-labelledby={ids.title}
      onSubmit={onFormSubmit}
      className="rounded-2xl border border-line bg-white p-5 shadow-lg sm:p-8"
    >
      <h2 id={ids.title} className="text-xl font-bold tracking-tight text-brand-950 sm:text-2xl">
        {props.formTitle}
      </h2>
      {props.intro ? <div className="mt-2 text-sm text-muted">{props.intro}</div> : null}

      <div className="mt-6 space-y-5">
        <Field ids={ids.name} label="Nome completo" error={errors.name?.message}>
          <input
            id={ids.name.input}
            type="text"
            autoComplete="name"
            aria-required="true"
            placeholder="Ex.: Ana Lúcia Araújo"
            className={inputClass(Boolean(errors.name))}
            {...describedBy(ids.name, errors.name?.message)}
            {...register("name")}
          />
        </Field>

        <Field ids={ids.email} label="E-mail" error={errors.email?.message}>
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
            {...describedBy(ids.email, errors.email?.message)}
            {...register("email")}
          />
        </Field>

        <PhoneFields form={form} ids={{ country: ids.country, phone: ids.phone }} />

        {/* Honeypot: off screen, out of the tab order and of the accessibility tree. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Deixe este campo em branco
            <input ref={honeypotRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <TermsField form={form} ids={ids.terms} privacyPolicyUrl={props.privacyPolicyUrl} />
      </div>

      <button type="submit" disabled={!ready || sending} className={buttonClass("primary", "lg", "mt-6 w-full")}>
        {sending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
        {sending ? "Enviando..." : (props.submitLabel ?? "Enviar")}
      </button>
      {status === "error" && !sending ? (
        <p className="mt-3 text-center text-sm font-medium text-red-700">{SUBMIT_ERROR_MESSAGE}</p>
      ) : null}
      <noscript>
        <p className="mt-3 text-center text-sm text-muted">
          Para enviar o formulário, ative o JavaScript ou escreva para{" "}
          <a href={`mailto:${site.company.email}`} className="font-medium text-brand-700 underline">
            {site.company.email}
          </a>
          .
        </p>
      </noscript>
    </form>
  );
}
