import { countries } from "./countries";
import { describedBy, Field, type fieldIds, inputClass } from "./form-field";
import type { LeadFormBindings } from "./lead-form-view";

interface PhoneFieldsProps {
  ids: { country: ReturnType<typeof fieldIds>; phone: ReturnType<typeof fieldIds> };
  bind: Pick<LeadFormBindings, "country" | "phone">;
  error: string | undefined;
  placeholder: string;
}

/** Country selector (a native select: keyboard and screen readers for free) and the phone input. */
export function PhoneFields({ ids, bind, error, placeholder }: PhoneFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)] sm:gap-3">
      <Field ids={ids.country} label="País" error={undefined}>
        <select id={ids.country.input} className={inputClass(false)} {...bind.country}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.dialCode})
            </option>
          ))}
        </select>
      </Field>

      <Field ids={ids.phone} label="Telefone (WhatsApp)" error={error}>
        <input
          id={ids.phone.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-required="true"
          placeholder={placeholder}
          className={inputClass(Boolean(error))}
          {...describedBy(ids.phone, error)}
          {...bind.phone}
        />
      </Field>
    </div>
  );
}
