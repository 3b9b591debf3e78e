import { type CountryCode } from "./countries.ts";

/**
 * The lead's fields, checked by the form as the visitor types and submits and again by the server
 * before it stores a lead: each field's rules run in order and the first failing one is reported, for
 * all fields at once. The messages are the product's wording, shown exactly as written here.
 */

export const messages = {
  nameRequired: "Nome é obrigatório.",
  nameMin: "Nome deve ter pelo menos 2 caracteres.",
  nameMax: "Nome deve ter no máximo 50 caracteres.",
  nameLetters: "Nome deve conter apenas letras e espaços.",
  emailRequired: "E-mail é obrigatório.",
  emailInvalid: "E-mail inválido.",
  emailMax: "E-mail deve ter no máximo 100 caracteres.",
  phoneRequired: "Telefone é obrigatório.",
  phoneMin: "Telefone deve ter pelo menos 8 dígitos.",
  terms: "Você deve aceitar os termos e condições.",
} as const;

// Name 2 to 50 characters, e-mail at most 100, phone at least 8 digits; the messages above quote these figures.
// Plain constants rather than an object, so the bundler writes the numbers in place.
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const EMAIL_MAX = 100;
export const PHONE_MIN_DIGITS = 8;

export const phoneCountryMessage = (country: CountryCode) => `Telefone inválido para ${country}. Verifique o formato.`;

// Latin letters (accents included: José, Conceição) and spaces; digits, emoji, symbols, apostrophes
// and other scripts fail.
const NAME_PATTERN = /^[\p{Script=Latin} ]+$/u;
// The e-mail pattern of zod 4, which validated this form before, so the same addresses pass.
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** ASCII digits only: Arabic-Indic or full-width digits are not phone digits. */
export const onlyDigits = (value: string) => value.replace(/\D/g, "");

/** NFC, so a decomposed "é" (e + combining accent, as some keyboards send) counts as a letter. */
export const normalizeName = (value: string) => value.normalize("NFC").replace(/\s+/g, " ").trim();

/** What the visitor entered, as the inputs hold it (the phone masked). */
export type LeadInput = { name: string; email: string; country: CountryCode; phone: string; terms: boolean };

/** In the order errors take focus. */
export const leadFields = ["name", "email", "phone", "terms"] as const;
export type LeadField = (typeof leadFields)[number];
export type LeadErrors = Partial<Record<LeadField, string>>;

/**
 * Whether the digits are a valid number of that country. Brazil is a digit count and needs none; the
 * server passes the library's check itself, the browser one that downloads the library first.
 */
export type CountryCheck = (country: Exclude<CountryCode, "BR">, digits: string) => boolean | Promise<boolean>;

/** The first failing rule of one field, without the phone's country check. */
export function fieldError(field: LeadField, input: LeadInput): string | undefined {
  if (field === "name") {
    const name = normalizeName(input.name);
    if (name === "") return messages.nameRequired;
    if (name.length < NAME_MIN) return messages.nameMin;
    if (name.length > NAME_MAX) return messages.nameMax;
    return NAME_PATTERN.test(name) ? undefined : messages.nameLetters;
  }
  if (field === "email") {
    const email = input.email.trim();
    if (email === "") return messages.emailRequired;
    // The pattern only sees addresses of a sane length, never a 10,000-character paste.
    if (email.length > EMAIL_MAX) return messages.emailMax;
    return EMAIL_PATTERN.test(email) ? undefined : messages.emailInvalid;
  }
  if (field === "phone") {
    const digits = onlyDigits(input.phone).length;
    if (digits === 0) return messages.phoneRequired;
    return digits < PHONE_MIN_DIGITS ? messages.phoneMin : undefined;
  }
  return input.terms ? undefined : messages.terms;
}

/** Brazil: 10 digits (landline) or 11 (mobile); any other country: `check`. */
export async function isValidPhoneForCountry(country: CountryCode, phone: string, check: CountryCheck): Promise<boolean> {
  const digits = onlyDigits(phone);
  return country === "BR" ? digits.length === 10 || digits.length === 11 : check(country, digits);
}

/** Every field's first error, the phone checked against its country too (the check that runs on submit). */
export async function validateLead(input: LeadInput, check: CountryCheck): Promise<LeadErrors> {
  const errors: LeadErrors = {};
  for (const field of leadFields) {
    const error = fieldError(field, input);
    if (error) errors[field] = error;
  }
  if (!errors.phone && !(await isValidPhoneForCountry(input.country, input.phone, check)))
    errors.phone = phoneCountryMessage(input.country);
  return errors;
}
