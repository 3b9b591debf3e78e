// @ts-check
/**
 * Lead form validation (spec section 5) as plain functions; every message is the spec's, exact.
 * Each field's rules run in the spec's order and the first failing one is shown, for all
 * fields at once. The country check of the phone runs on submit (`validateLead`).
 *
 * Plain JavaScript (JSDoc types) so that the site's server (server/lead-rules.mjs) applies these
 * very rules to every lead it receives, without a build step: one implementation for both.
 * It therefore imports no TypeScript module at run time (types only).
 */

/**
 * @typedef {import("./countries").CountryCode} CountryCode
 * @typedef {(country: Exclude<CountryCode, "BR">, digits: string) => boolean} CountryCheck
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

/** @param {CountryCode} country */
export const phoneCountryMessage = (country) => `Telefone inválido para ${country}. Verifique o formato.`;

/**
 * The calling code of each country of the selector, as countries.ts lists them (a test keeps the
 * two equal): the server reads the country of a lead's phone (`+55 11987654321`) from it.
 * @type {Readonly<Record<CountryCode, string>>}
 */
export const DIAL_CODES = Object.freeze({ BR: "+55", US: "+1", PT: "+351", ES: "+34", AR: "+54", MX: "+52", FR: "+33", DE: "+49", IT: "+39", GB: "+44" });

// Latin letters (accents included: José, Conceição) and spaces; digits, emoji, symbols, apostrophes
// and other scripts fail (spec: "letters (including accented) and spaces only").
const NAME_PATTERN = /^[\p{Script=Latin} ]+$/u;
// The e-mail pattern of zod 4, which validated this form before, so the same addresses pass.
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** ASCII digits only (unicode digits are not digits): the same as phone-mask.ts. @param {string} value */
const onlyDigits = (value) => value.replace(/\D/g, "");

/** NFC, so a decomposed "é" (e + combining accent, as some keyboards send) counts as a letter. @param {string} value */
export const normalizeName = (value) => value.normalize("NFC").replace(/\s+/g, " ").trim();

/**
 * What the visitor entered, as the inputs hold it (the phone masked).
 * @typedef {{ name: string, email: string, country: CountryCode, phone: string, terms: boolean }} LeadInput
 */

/** In the order errors take focus. */
export const leadFields = /** @type {const} */ (["name", "email", "phone", "terms"]);
/**
 * @typedef {(typeof leadFields)[number]} LeadField
 * @typedef {Partial<Record<LeadField, string>>} LeadErrors
 */

/**
 * The first failing rule of one field, without the phone's country check.
 * @param {LeadField} field
 * @param {LeadInput} input
 * @returns {string | undefined}
 */
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

/**
 * The country rule of the phone: Brazil is a digit count (10 or 11); any other country asks
 * libphonenumber (`check`: phone-check.ts in the browser, `countryCheck` on the server).
 * @param {CountryCode} country
 * @param {string} digits
 * @param {CountryCheck} check
 */
export function phoneFitsCountry(country, digits, check) {
  if (country === "BR") return digits.length === 10 || digits.length === 11;
  return check(country, digits);
}

/**
 * Every field's first error, the phone checked against its country too (spec: "on submit").
 * @param {LeadInput} input
 * @returns {Promise<LeadErrors>}
 */
export async function validateLead(input) {
  /** @type {LeadErrors} */
  const errors = {};
  for (const field of leadFields) {
    const error = fieldError(field, input);
    if (error) errors[field] = error;
  }
  if (!errors.phone && !(await isValidPhoneForCountry(input.country, input.phone))) errors.phone = phoneCountryMessage(input.country);
  return errors;
}

/** @type {Promise<CountryCheck> | undefined} */
let checker;

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
 * @param {CountryCode} country
 * @param {string} phone
 * @returns {Promise<boolean>}
 */
export async function isValidPhoneForCountry(country, phone) {
  const digits = onlyDigits(phone);
  if (country === "BR") return phoneFitsCountry(country, digits, () => false);
  try {
    return phoneFitsCountry(country, digits, await preloadPhoneLibrary());
  } catch (error) {
    console.warn("[lead-form] phone library unavailable; country check skipped", error);
    return true;
  }
}

/**
 * The same libphonenumber check as phone-check.ts, for a caller that loads the library itself
 * (the server, with the same ten-country metadata). validation.test.ts runs every phone case of
 * the form through both and expects the same answers.
 * @param {(text: string, countryOrMetadata: any, metadata?: any) => { country?: string, isValid(): boolean } | undefined} parse
 *   `parsePhoneNumberFromString` of `libphonenumber-js/core`
 * @param {unknown} metadata phone-metadata.json
 * @returns {CountryCheck}
 */
export function countryCheck(parse, metadata) {
  return (country, digits) => {
    // The spec's reading (calling code + digits) first, then the national reading, which accepts
    // the trunk 0 people type in Europe ("06 12 34 56 78"); either way the number must belong to that very country.
    const candidates = [parse(`${DIAL_CODES[country]}${digits}`, metadata), parse(digits, country, metadata)];
    return candidates.some((n) => n !== undefined && n.country === country && n.isValid());
  };
}

/**
 * A lead's phone as the form sends it, `+{calling code} {digits}`, split: the country (of the
 * selector) and the digits; null when it is not in that shape or the code is no selector country's.
 * @param {string} phone
 * @returns {{ country: CountryCode, digits: string } | null}
 */
export function splitLeadPhone(phone) {
  const match = /^(\+\d{1,3}) (\d{0,20})$/.exec(phone);
  if (!match) return null;
  const entry = Object.entries(DIAL_CODES).find(([, code]) => code === match[1]);
  return entry ? { country: /** @type {CountryCode} */ (entry[0]), digits: match[2] ?? "" } : null;
}
