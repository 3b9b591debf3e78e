/** The ten countries of the form's phone selector, Brazil first and by default. */
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

/** The phone as a lead carries it: calling code, a space, the national digits (`+55 11987654321`). */
export const leadPhone = (country: CountryCode, digits: string) => `${countryByCode(country).dialCode} ${digits}`;

/**
 * A lead's phone split back into the selector's country and the digits; null when it is not in the shape
 * `leadPhone` writes or the calling code is no selector country's (the server reads the country this way).
 */
export function splitLeadPhone(phone: string): { country: CountryCode; digits: string } | null {
  const match = /^(\+\d{1,3}) (\d{0,20})$/.exec(phone);
  const country = match ? countries.find((c) => c.dialCode === match[1]) : undefined;
  return match && country ? { country: country.code, digits: match[2] ?? "" } : null;
}
