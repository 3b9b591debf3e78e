import * as z from "zod/mini";
import { countryCodes, type CountryCode } from "./countries";
import { onlyDigits } from "./phone-mask";
import { isValidPhoneForCountry, phoneCountryMessage } from "./phone-validation";

/**
 * Lead form validation (spec section 5; every message exact). zod/mini keeps the form's
 * JS small: only the checks used here are bundled.
 *
 * Each field lists its rules in the spec's order; the resolver shows the first failing one.
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

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const EMAIL_MAX = 100;
export const PHONE_MIN_DIGITS = 8;

/**
 * Letters of the Latin script (accents included: José, Conceição, Araújo) and spaces.
 * Digits, emoji, symbols, apostrophes and other scripts fail, as the spec says "letters
 * (including accented) and spaces only" and every selector country writes in Latin.
 */
const NAME_PATTERN = /^[\p{Script=Latin} ]+$/u;

/** NFC so a decomposed "é" (e + combining accent, as some keyboards send) counts as a letter. */
function normalizeName(value: string): string {
  return value.normalize("NFC").replace(/\s+/g, " ").trim();
}

const name = z.string().check(
  z.overwrite(normalizeName),
  z.minLength(1, { error: messages.nameRequired }),
  z.minLength(NAME_MIN, { error: messages.nameMin }),
  z.maxLength(NAME_MAX, { error: messages.nameMax }),
  z.regex(NAME_PATTERN, { error: messages.nameLetters }),
);

// The format check runs only on addresses of a sane length; the regex never sees 10,000 characters.
const email = z.string().check(
  z.trim(),
  z.minLength(1, { error: messages.emailRequired }),
  z.refine((value) => value === "" || value.length > EMAIL_MAX || z.regexes.email.test(value), {
    error: messages.emailInvalid,
  }),
  z.maxLength(EMAIL_MAX, { error: messages.emailMax }),
);

const phone = z.string().check(
  z.refine((value) => onlyDigits(value).length > 0, { error: messages.phoneRequired }),
  z.refine((value) => value === "" || onlyDigits(value).length >= PHONE_MIN_DIGITS, { error: messages.phoneMin }),
);

export const leadFormSchema = z
  .object({
    name,
    email,
    country: z.enum(countryCodes),
    phone,
    terms: z.boolean().check(z.refine((value) => value === true, { error: messages.terms })),
  })
  .check(
    // The country check (spec: "on submit") runs once the generic phone rules pass.
    z.superRefine(async (values, ctx) => {
      if (onlyDigits(values.phone).length < PHONE_MIN_DIGITS) return;
      if (await isValidPhoneForCountry(values.country, values.phone)) return;
      ctx.addIssue({ code: "custom", path: ["phone"], message: phoneCountryMessage(values.country), input: values.phone });
    }),
  );

export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormValues = z.output<typeof leadFormSchema>;

export const defaultLeadFormValues = (country: CountryCode): LeadFormInput => ({
  name: "",
  email: "",
  country,
  phone: "",
  terms: false,
});
