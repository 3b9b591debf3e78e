import { Controller, type UseFormReturn } from "react-hook-form";
import { countries, countryByCode, isCountryCode } from "./countries";
import { describedBy, Field, type fieldIds, inputClass } from "./form-field";
import { formatPhoneInput } from "./phone-mask";
import { preloadPhoneLibrary } from "./phone-validation";
import type { LeadFormInput, LeadFormValues } from "./schema";

interface PhoneFieldsProps {
  form: UseFormReturn<LeadFormInput, unknown, LeadFormValues>;
  ids: { country: ReturnType<typeof fieldIds>; phone: ReturnType<typeof fieldIds> };
}

/** Country selector (a native select: keyboard and screen readers for free) and the masked phone. */
export function PhoneFields({ form, ids }: PhoneFieldsProps) {
  const { control, register, setValue, clearErrors, watch } = form;
  const country = watch("country");
  return (
    <div className="grid gap-5 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)] sm:gap-3">
      <Field ids={ids.country} label="País" error={undefined}>
        <select
          id={ids.country.input}
          className={inputClass(false)}
          {...register("country", {
            onChange: (event: { target: { value: string } }) => {
              // A number typed for one country means nothing for another (spec section 4).
              setValue("phone", "");
              clearErrors("phone");
              if (isCountryCode(event.target.value) && event.target.value !== "BR") {
                preloadPhoneLibrary().catch(() => undefined);
              }
            },
          })}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.dialCode})
            </option>
          ))}
        </select>
      </Field>

      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <Field ids={ids.phone} label="Telefone (WhatsApp)" error={fieldState.error?.message}>
            <input
              id={ids.phone.input}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(formatPhoneInput(country, event.target.value))}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              aria-required="true"
              placeholder={countryByCode(country).placeholder}
              className={inputClass(Boolean(fieldState.error))}
              {...describedBy(ids.phone, fieldState.error?.message)}
            />
          </Field>
        )}
      />
    </div>
  );
}
