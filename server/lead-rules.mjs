// @ts-check
/**
 * The server's check of a lead before it is stored: the form's own rules for name, e-mail and
 * phone (app/features/lead-form/validation.js, the module the browser form runs), the exact
 * `messageToSend` of each form, and bounded tags. Anything else is refused with the field named,
 * in Portuguese, and nothing is stored or forwarded. Unknown top-level fields are dropped.
 */
import { readFileSync } from "node:fs";
import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { leadFields, normalizeName, validateLead } from "../app/features/lead-form/validation.js";

/**
 * @typedef {{ name: string, value: string }} LeadTag
 * @typedef {{ name: string, email: string, phone: string, messageToSend: string, tags: LeadTag[] }} LeadBody
 * @typedef {{ ok: true, lead: LeadBody } | { ok: false, field: string, error: string }} LeadCheck
 * @typedef {import("../app/features/lead-form/countries").CountryCode} CountryCode
 * @typedef {import("../app/features/lead-form/validation.js").CountryCheck} CountryCheck
 */

/**
 * The calling code of each country of the form's selector (app/features/lead-form/countries.ts; a
 * test keeps them equal): the server reads a lead's country from its phone (`+55 11987654321`).
 * @type {Readonly<Record<CountryCode, string>>}
 */
export const DIAL_CODES = Object.freeze({
  BR: "+55",
  US: "+1",
  PT: "+351",
  ES: "+34",
  AR: "+54",
  MX: "+52",
  FR: "+33",
  DE: "+49",
  IT: "+39",
  GB: "+44",
});

/**
 * A lead's phone as the form sends it, `+{calling code} {digits}`, split into the selector's country
 * and the digits; null when it is not in that shape or the code is no selector country's.
 * @param {string} phone
 * @returns {{ country: CountryCode, digits: string } | null}
 */
export function splitLeadPhone(phone) {
  const match = /^(\+\d{1,3}) (\d{0,20})$/.exec(phone);
  if (!match) return null;
  const entry = Object.entries(DIAL_CODES).find(([, code]) => code === match[1]);
  return entry ? { country: /** @type {CountryCode} */ (entry[0]), digits: match[2] ?? "" } : null;
}

/**
 * The browser's phone check (app/features/lead-form/phone-check.ts, a lazily loaded TypeScript chunk)
 * for the server: the same library calls on the same ten-country metadata. lead-rules.test.js runs
 * both on the same numbers and expects the same answers.
 * @param {typeof parsePhoneNumberFromString} parse @param {import("libphonenumber-js/core").MetadataJson} metadata
 * @returns {CountryCheck}
 */
export function countryCheck(parse, metadata) {
  return (country, digits) => {
    // The spec's reading (calling code + digits), then the national one (the trunk 0 of "06 12 34 56 78").
    const candidates = [parse(`${DIAL_CODES[country]}${digits}`, metadata), parse(digits, country, metadata)];
    return candidates.some((n) => n !== undefined && n.country === country && n.isValid());
  };
}

/** The integration form's fixed sentence (app/content/integration.ts, INTEGRATION_MESSAGE; a test keeps them equal). */
export const INTEGRATION_MESSAGE = "Cliente interessado em integração via API para software médico";

/** What each of the site's forms sends as `messageToSend`, and nothing else. */
export const MESSAGE_BY_AUTOMATION_ID = Object.freeze({
  "contato-form-automation-id": "",
  "integracao-form-automation-id": INTEGRATION_MESSAGE,
});

export const MAX_TAGS = 50;
export const MAX_TAG_NAME = 100;
export const MAX_TAG_VALUE = 1000;

// The same ten-country metadata the browser's phone check loads (phone-metadata.json).
const metadata = JSON.parse(readFileSync(new URL("../app/features/lead-form/phone-metadata.json", import.meta.url), "utf8"));
const checkCountry = countryCheck(parsePhoneNumberFromString, metadata);

// C0 and C1 control characters (NUL, tab, newline, escape, DEL...): never in a lead.
const CONTROL = /\p{Cc}/u;

/** @param {unknown} value @returns {value is string} */
const isString = (value) => typeof value === "string";

/** @param {string} field @param {string} error @returns {LeadCheck} */
const refuse = (field, error) => ({ ok: false, field, error });

/**
 * @param {unknown} body the parsed JSON
 * @param {string} automationId one of the site's ids (the inbox refused any other)
 * @returns {Promise<LeadCheck>}
 */
export async function checkLead(body, automationId) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return refuse("body", "Corpo inválido: esperado um objeto JSON.");
  const b = /** @type {Record<string, unknown>} */ (body);
  for (const field of ["name", "email", "phone", "messageToSend"]) {
    const value = b[field];
    if (!isString(value)) return refuse(field, `Campo "${field}" ausente ou inválido: esperado texto.`);
    if (CONTROL.test(value)) return refuse(field, `Campo "${field}" contém caracteres de controle.`);
  }
  const [name, email, phone, messageToSend] = /** @type {[string, string, string, string]} */ ([b.name, b.email, b.phone, b.messageToSend]);
  // The form's own validation, as the form runs it on submit (the box it ticks aside).
  const split = splitLeadPhone(phone);
  const errors = await validateLead(
    { name, email, phone: split?.digits ?? phone, country: split?.country ?? "BR", terms: true },
    checkCountry,
  );
  const field = leadFields.find((f) => errors[f]);
  if (field && (field !== "phone" || split || phone.trim() === "")) return refuse(field, /** @type {string} */ (errors[field]));
  if (!split) return refuse("phone", 'Telefone inválido: esperado "+{código do país} {dígitos}" de um dos países do formulário.');

  const expected = MESSAGE_BY_AUTOMATION_ID[/** @type {keyof typeof MESSAGE_BY_AUTOMATION_ID} */ (automationId)];
  if (messageToSend !== expected)
    return refuse(
      "messageToSend",
      `Campo "messageToSend" inválido: este formulário envia ${expected ? `"${expected}"` : "um texto vazio"}.`,
    );

  if (!Array.isArray(b.tags)) return refuse("tags", 'Campo "tags" ausente ou inválido: esperada uma lista.');
  if (b.tags.length > MAX_TAGS) return refuse("tags", `Campo "tags" com mais de ${MAX_TAGS} itens.`);
  /** @type {LeadTag[]} */
  const tags = [];
  for (const [i, tag] of b.tags.entries()) {
    const t = /** @type {Record<string, unknown> | null} */ (typeof tag === "object" && !Array.isArray(tag) ? tag : null);
    const field = `tags[${i}]`;
    if (!t || !isString(t.name) || !isString(t.value)) return refuse(field, `Tag ${i} inválida: esperado {"name": texto, "value": texto}.`);
    if (t.name === "" || t.name.length > MAX_TAG_NAME)
      return refuse(`${field}.name`, `Tag ${i}: "name" deve ter de 1 a ${MAX_TAG_NAME} caracteres.`);
    if (t.value.length > MAX_TAG_VALUE)
      return refuse(`${field}.value`, `Tag ${i}: "value" deve ter no máximo ${MAX_TAG_VALUE} caracteres.`);
    if (CONTROL.test(t.name) || CONTROL.test(t.value)) return refuse(field, `Tag ${i} contém caracteres de controle.`);
    tags.push({ name: t.name, value: t.value });
  }
  return { ok: true, lead: { name: normalizeName(name), email: email.trim(), phone, messageToSend, tags } };
}
