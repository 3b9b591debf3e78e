// @ts-check
/**
 * Lead form validation (spec section 5) as plain functions; every message is the spec's, exact.
 * Each field's rules run in the spec's order and the first failing one is shown, for all
 * fields at once. The country check of the phone runs on submit (`validateLead`).
 * Plain JS with JSDoc types (no TypeScript at run time): the server (server/lead-rules.mjs) runs these rules too.
 * @typedef {import("./countries").CountryCode} CountryCode @typedef {(country: Exclude<CountryCode, "BR">, digits: string) => boolean} CountryCheck
 */

export const messages = /** @type {const} */ ({
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
});

// The spec's figures (section 9): name 2 to 50 characters, e-mail at most 100, phone at least 8 digits.
const [NAME_MIN, NAME_MAX, EMAIL_MAX, PHONE_MIN_DIGITS] = [2, 50, 100, 8];

export const phoneCountryMessage = (/** @type {CountryCode} */ country) => `Telefone inválido para ${country}. Verifique o formato.`;

// Latin letters (accents included: José, Conceição) and spaces; digits, emoji, symbols, apostrophes
// and other scripts fail (spec: "letters (including accented) and spaces only").
const NAME_PATTERN = /^[\p{Script=Latin} ]+$/u;
// The e-mail pattern of zod 4, which validated this form before, so the same addresses pass.
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** As phone-mask.ts's: ASCII digits only. */
const onlyDigits = (/** @type {string} */ value) => value.replace(/\D/g, "");

/** NFC, so a decomposed "é" (e + combining accent, as some keyboards send) counts as a letter. */
export const normalizeName = (/** @type {string} */ value) => value.normalize("NFC").replace(/\s+/g, " ").trim();

/** What the visitor entered, as the inputs hold it (the phone masked). @typedef {{ name: string, email: string, country: CountryCode, phone: string, terms: boolean }} LeadInput */

/** In the order errors take focus. */
export const leadFields = /** @type {const} */ (["name", "email", "phone", "terms"]);
/** @typedef {(typeof leadFields)[number]} LeadField @typedef {Partial<Record<LeadField, string>>} LeadErrors */

/** The first failing rule of one field, without the phone's country check. @param {LeadField} field @param {LeadInput} input @returns {string | undefined} */
export function fieldError(field, input) {
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

/** Every field's first error, the phone checked against its country too (spec: "on submit"); `check`: the server's, else downloaded.
 * @param {LeadInput} input @param {CountryCheck} [check] @returns {Promise<LeadErrors>} */
export async function validateLead(input, check) {
  const errors = /** @type {LeadErrors} */ ({});
  for (const field of leadFields) {
    const error = fieldError(field, input);
    if (error) errors[field] = error;
  }
  if (!errors.phone && !(await isValidPhoneForCountry(input.country, input.phone, check)))
    errors.phone = phoneCountryMessage(input.country);
  return errors;
}

let checker = /** @type {Promise<CountryCheck> | undefined} */ (undefined);

/**
 * Starts (once) the download of libphonenumber and the ten-country metadata, a chunk of its own
 * that Brazilian visitors never need. A failed download is forgotten, so the next try fetches again.
 * @returns {Promise<CountryCheck>}
 */
export function preloadPhoneLibrary() {
  checker ??= import("./phone-check").then((module) => module.isValidForCountry);
  checker.catch(() => (checker = undefined));
  return checker;
}

/**
 * Brazil is a digit count (10 or 11). If the library cannot be downloaded (offline, a chunk gone
 * after a deploy), the number is accepted: it passed the 8-digit rule, and an odd phone beats a lost lead.
 * @param {CountryCode} country @param {string} phone @param {CountryCheck} [check] @returns {Promise<boolean>} */
export async function isValidPhoneForCountry(country, phone, check) {
  const digits = onlyDigits(phone);
  if (country === "BR") return digits.length === 10 || digits.length === 11;
  try {
    return (check ?? (await preloadPhoneLibrary()))(country, digits);
  } catch (error) {
    console.warn("[lead-form] phone library unavailable; country check skipped", error);
    return true;
  }
}
