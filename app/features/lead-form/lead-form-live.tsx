import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useLayoutEffect, useRef, type FormEvent } from "react";
import { useController, useForm } from "react-hook-form";
import { countryByCode, DEFAULT_COUNTRY, isCountryCode } from "./countries";
import { applyHandoff, type Handoff } from "./handoff";
import { LeadFormProviders } from "./lead-form-providers";
import { LeadFormView, type LeadFormContent, type LeadFormIds } from "./lead-form-view";
import { formatPhoneInput } from "./phone-mask";
import { preloadPhoneLibrary } from "./phone-validation";
import { defaultLeadFormValues, leadFormSchema, type LeadFormInput, type LeadFormValues } from "./schema";
import { type LeadSubmitConfig, useLeadSubmit } from "./use-lead-submit";

export interface LiveLeadFormProps extends LeadFormContent, LeadSubmitConfig {
  ids: LeadFormIds;
  /** Values, focus and a pending send from the static form this one replaces. */
  handoff: Handoff | null;
  readyAt: number;
}

const resolver = zodResolver(leadFormSchema);

function initialValues(handoff: Handoff | null): LeadFormInput {
  const values = handoff?.values;
  const country = values && isCountryCode(values.country) ? values.country : DEFAULT_COUNTRY;
  if (!values) return defaultLeadFormValues(country);
  return { name: values.name, email: values.email, country, phone: formatPhoneInput(country, values.phone), terms: values.terms };
}

/** The lead form with validation and sending (react-hook-form, zod, TanStack Query, toasts). */
export function LiveLeadForm(props: LiveLeadFormProps) {
  return (
    <LeadFormProviders>
      <LiveLeadFormBody {...props} />
    </LeadFormProviders>
  );
}

function LiveLeadFormBody({ ids, handoff, readyAt, ...props }: LiveLeadFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const { submit, status } = useLeadSubmit(props, readyAt);

  const form = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver,
    defaultValues: initialValues(handoff),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const { register, formState, control, setValue, clearErrors, watch } = form;
  const errors = formState.errors;
  const sending = formState.isSubmitting || status === "submitting";
  const country = watch("country");

  // Same task as the swap: the caret is back before the next key press.
  useLayoutEffect(() => {
    if (handoff && formRef.current) applyHandoff(formRef.current, handoff);
  }, [handoff]);
  // The visitor pressed send while this code was on its way.
  useEffect(() => {
    if (handoff?.submit) formRef.current?.requestSubmit();
  }, [handoff]);

  // One submission at a time: a double click or a second Enter while validating or
  // sending is ignored (the button is disabled too, but only after React re-renders).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
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

  // Registration order is the order errors take focus in, so the phone registers after the country.
  const name = register("name");
  const email = register("email");
  const countryField = register("country", {
    onChange: (event: { target: { value: string } }) => {
      // A number typed for one country means nothing for another (spec section 4).
      setValue("phone", "");
      clearErrors("phone");
      if (isCountryCode(event.target.value) && event.target.value !== "BR") preloadPhoneLibrary().catch(() => undefined);
    },
  });
  const { field: phone } = useController({ control, name: "phone" });
  const bind = {
    name,
    email,
    country: countryField,
    phone: {
      name: phone.name,
      ref: phone.ref,
      value: phone.value,
      onBlur: phone.onBlur,
      onChange: (event: { target: { value: string } }) => phone.onChange(formatPhoneInput(country, event.target.value)),
    },
    terms: register("terms", {
      // Checking the box clears its error (spec section 4).
      onChange: (event: { target: { checked: boolean } }) => {
        if (event.target.checked) clearErrors("terms");
      },
    }),
  };

  return (
    <LeadFormView
      content={props}
      ids={ids}
      bind={bind}
      errors={{ name: errors.name?.message, email: errors.email?.message, phone: errors.phone?.message, terms: errors.terms?.message }}
      phonePlaceholder={countryByCode(country).placeholder}
      formRef={formRef}
      honeypotRef={honeypotRef}
      onSubmit={onSubmit}
      disabled={false}
      sending={sending}
      failed={status === "error"}
    />
  );
}
