/** The ten countries of the phone selector (spec section 3), Brazil first and by default. */
export const countryCodes = ["BR", "US", "PT", "ES", "AR", "MX", "FR", "DE", "IT", "GB"] as const;
export type CountryCode = (typeof countryCodes)[number];

/** `dialCode` as sent in the lead's phone; `placeholder` in the format the mask produces; `name` in Portuguese. */
export type CountryOption = { code: CountryCode; dialCode: string; placeholder: string; name: string };

export const countries = [
  { code: "BR", dialCode: "+55", placeholder: "(11) 98765-4321", name: "Brasil" },
  { code: "US", dialCode: "+1", placeholder: "(555) 123-4567", name: "Estados Unidos" },
  { code: "PT", dialCode: "+351", placeholder: "912345678", name: "Portugal" },
  { code: "ES", dialCode: "+34", placeholder: "612345678", name: "Espanha" },
  { code: "AR", dialCode: "+54", placeholder: "91123456789", name: "Argentina" },
  { code: "MX", dialCode: "+52", placeholder: "5512345678", name: "México" },
  { code: "FR", dialCode: "+33", placeholder: "6 12 34 56 78", name: "França" },
  { code: "DE", dialCode: "+49", placeholder: "151 23456789", name: "Alemanha" },
  { code: "IT", dialCode: "+39", placeholder: "3123456789", name: "Itália" },
  { code: "GB", dialCode: "+44", placeholder: "7400123456", name: "Reino Unido" },
] as const satisfies readonly CountryOption[];

export const DEFAULT_COUNTRY: CountryCode = "BR";

export const isCountryCode = (value: string): value is CountryCode => (countryCodes as readonly string[]).includes(value);

// countries lists every code, so the fallback never runs; it keeps the type non-optional.
export const countryByCode = (code: CountryCode): CountryOption => countries.find((c) => c.code === code) ?? countries[0];
