// @ts-check
/**
 * The server's check of a lead before it is stored: the form's own rules for name, e-mail and
 * phone (app/features/lead-form/validation.js, the module the browser form runs), the exact
 * `messageToSend` of each form, and bounded tags. Anything else is refused with the field named,
 * in Portuguese, and nothing is stored or forwarded. Unknown top-level fields are dropped.
 */
import { readFileSync } from "node:fs";
import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { countryCheck, fieldError, normalizeName, phoneCountryMessage, phoneFitsCountry, splitLeadPhone } from "../app/features/lead-form/validation.js";

/**
 * @typedef {{ name: string, value: string }} LeadTag
 * @typedef {{ name: string, email: string, phone: string, messageToSend: string, tags: LeadTag[] }} LeadBody
 * @typedef {{ ok: true, lead: LeadBody } | { ok: false, field: string, error: string }} LeadCheck
 */

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
 * @returns {LeadCheck}
 */
export function checkLead(body, automationId) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return refuse("body", "Corpo inválido: esperado um objeto JSON.");
  const b = /** @type {Record<string, unknown>} */ (body);
  for (const field of ["name", "email", "phone", "messageToSend"]) {
    const value = b[field];
    if (!isString(value)) return refuse(field, `Campo "${field}" ausente ou inválido: esperado texto.`);
    if (CONTROL.test(value)) return refuse(field, `Campo "${field}" contém caracteres de controle.`);
  }
  const [name, email, phone, messageToSend] = /** @type {[string, string, string, string]} */ ([b.name, b.email, b.phone, b.messageToSend]);
  const input = { name, email, phone, country: /** @type {const} */ ("BR"), terms: true };
  const nameError = fieldError("name", input);
  if (nameError) return refuse("name", nameError);
  const emailError = fieldError("email", input);
  if (emailError) return refuse("email", emailError);
  if (phone.trim() === "") return refuse("phone", fieldError("phone", { ...input, phone: "" }) ?? "");
  const split = splitLeadPhone(phone);
  if (!split) return refuse("phone", 'Telefone inválido: esperado "+{código do país} {dígitos}" de um dos países do formulário.');
  const phoneError = fieldError("phone", { ...input, phone: split.digits });
  if (phoneError) return refuse("phone", phoneError);
  if (!phoneFitsCountry(split.country, split.digits, checkCountry)) return refuse("phone", phoneCountryMessage(split.country));

  const expected = MESSAGE_BY_AUTOMATION_ID[/** @type {keyof typeof MESSAGE_BY_AUTOMATION_ID} */ (automationId)];
  if (messageToSend !== expected) return refuse("messageToSend", `Campo "messageToSend" inválido: este formulário envia ${expected ? `"${expected}"` : "um texto vazio"}.`);

  if (!Array.isArray(b.tags)) return refuse("tags", 'Campo "tags" ausente ou inválido: esperada uma lista.');
  if (b.tags.length > MAX_TAGS) return refuse("tags", `Campo "tags" com mais de ${MAX_TAGS} itens.`);
  /** @type {LeadTag[]} */
  const tags = [];
  for (const [i, tag] of b.tags.entries()) {
    const t = /** @type {Record<string, unknown> | null} */ (typeof tag === "object" && !Array.isArray(tag) ? tag : null);
    const field = `tags[${i}]`;
    if (!t || !isString(t.name) || !isString(t.value)) return refuse(field, `Tag ${i} inválida: esperado {"name": texto, "value": texto}.`);
    if (t.name === "" || t.name.length > MAX_TAG_NAME) return refuse(`${field}.name`, `Tag ${i}: "name" deve ter de 1 a ${MAX_TAG_NAME} caracteres.`);
    if (t.value.length > MAX_TAG_VALUE) return refuse(`${field}.value`, `Tag ${i}: "value" deve ter no máximo ${MAX_TAG_VALUE} caracteres.`);
    if (CONTROL.test(t.name) || CONTROL.test(t.value)) return refuse(field, `Tag ${i} contém caracteres de controle.`);
    tags.push({ name: t.name, value: t.value });
  }
  return { ok: true, lead: { name: normalizeName(name), email: email.trim(), phone, messageToSend, tags } };
}
